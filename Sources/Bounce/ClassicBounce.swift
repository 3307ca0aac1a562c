import LibM

/// SKBounceAnimation's keyframe values for one component, computed the way the original computes them.
///
/// The original works in `CGFloat` (a double on 64-bit devices) but takes the logarithm with `log2f`,
/// divides it by the integer frame count in single precision, takes absolute values with `fabsf`, and
/// stores every value as a single-precision `NSNumber`. Those roundings are kept, so each value matches
/// the original's to the last bit of a `Float`.
struct ClassicBounce: Equatable, Sendable {
  /// SKBounceAnimation's fixed frame rate.
  static let framesPerSecond = 60.0

  /// The number of frames, `floor(60 · duration)`.
  let frameCount: Int
  /// The number of bounces; the curve makes `floor(numberOfBounces / 2) + 0.5` periods.
  let numberOfBounces: Int
  /// Whether the value passes the end (cosine) or bounces off it like a wall (its absolute value).
  let shouldOvershoot: Bool
  /// Whether the value swings with sine around the end value instead.
  let shake: Bool
  /// How quickly the bounce decays.
  let stiffness: BounceStiffness

  /// The curve for an animation of `duration` seconds (none when the duration is under one frame).
  init(duration: Double, numberOfBounces: Int, shouldOvershoot: Bool, shake: Bool, stiffness: BounceStiffness) {
    frameCount = Int((Self.framesPerSecond * duration).rounded(.towardZero))
    self.numberOfBounces = numberOfBounces
    self.shouldOvershoot = shouldOvershoot
    self.shake = shake
    self.stiffness = stiffness
  }

  /// The value of every frame, 0 ..< `frameCount`, for one component moving from `start` to `end`.
  ///
  /// Always finite, where the original's arithmetic is not: see `rate(from:to:)` and `stored(_:)`.
  func values(from start: Double, to end: Double) -> [Double] {
    let rate = rate(from: start, to: end)
    let decay = rate > 0 ? -rate : rate
    let periods = Double(numberOfBounces / 2) + 0.5
    let omega = periods * 2 * Double.pi / Double(frameCount)
    return (0..<frameCount).map { frame in
      let t = Double(frame)
      let wave = shake ? sin(omega * t) : cos(omega * t)
      let oscillation = shouldOvershoot ? wave : Double(abs(Float(wave)))
      let envelope = pow(2.71, decay * t)
      let value = (start - end) * envelope * oscillation + end
      // a distance beyond double precision's range, taken in halves
      return Self.stored(value.isFinite ? value : 2 * ((start / 2 - end / 2) * envelope * oscillation + end / 2))
    }
  }

  /// The decay per frame, `log2(stiffness / |end − start|) / frameCount`, in single precision as the original
  /// takes it; where single precision cannot hold the distance or the ratio (a distance under 1e-45 or over
  /// 3e38: the original's rate is then infinite and its first frame NaN), in double precision.
  private func rate(from start: Double, to end: Double) -> Double {
    let coefficient = stiffness.classicCoefficient
    let ratio = start == end ? Double(coefficient) : Double(coefficient) / Double(abs(Float(end - start)))
    let single = Double(log2(Float(ratio)) / Float(frameCount))
    guard !single.isFinite else { return single }
    let half = abs(start / 2 - end / 2)
    guard half > 0 else { return Double(log2(coefficient) / Float(frameCount)) }
    return (log2(Double(coefficient)) - log2(half) - 1) / Double(frameCount)
  }

  /// `value` stored as the original stores it, in single precision; a value beyond single precision's range
  /// keeps its double (the original's would be infinite), and one beyond double's is the largest double.
  private static func stored(_ value: Double) -> Double {
    let single = Double(Float(value))
    return single.isFinite ? single : min(max(value, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
  }
}
