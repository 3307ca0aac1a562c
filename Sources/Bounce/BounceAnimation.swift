/// A value that bounces from a start to an end: keyframes to play, and the value at any moment.
///
/// In `.classic` mode the keyframes are SKBounceAnimation's, value for value: `floor(60 · duration)`
/// frames of `(from − to) · 2.71^(α·t) · cos(ω·t) + to`, spread evenly over the duration as Core Animation
/// plays them. In `.spring` mode they come from a true damped oscillator sampled `framesPerSecond` times a
/// second, ending exactly on `to`. Every component of the value bounces with the same kind of curve.
///
///     let pop = BounceAnimation(from: BounceTransform(scale: 0.5), to: .identity, duration: 0.4, mode: .spring)
///     let scale = pop.value(at: elapsed).scaleX
public struct BounceAnimation<Value: Bounceable> {
  /// The value at the start (for a shake, the furthest the value swings).
  public let from: Value
  /// The value it comes to rest at (for a shake, the value it swings around).
  public let to: Value
  /// The length of the animation in seconds.
  public let duration: Double
  /// How many times the value bounces.
  public let numberOfBounces: Int
  /// Whether the value passes the end value, or bounces off it like a wall.
  public let shouldOvershoot: Bool
  /// Whether the value shakes with sine around `to` instead of bouncing in from `from`.
  public let shake: Bool
  /// How quickly the bounce dies away.
  public let stiffness: BounceStiffness
  /// The curve: SKBounceAnimation's, or a true spring.
  public let mode: BounceMode
  /// The rate of spring mode's keyframes; classic keyframes are always SKBounceAnimation's 60 a second.
  public let framesPerSecond: Double
  /// The keyframes, in time order, from time 0 to at most `duration`.
  public private(set) var keyframes: [BounceKeyframe<Value>] = []
  /// The spring's curve, used in spring mode.
  private let spring: SpringBounce

  /// An animation from `from` to `to` over `duration` seconds.
  ///
  /// A negative bounce count counts as 0; a duration that is not positive, or too short for one classic
  /// frame, gives a single keyframe at `to`; a frame rate that is not positive counts as 60.
  public init(
    from: Value, to: Value, duration: Double, numberOfBounces: Int = 2, shouldOvershoot: Bool = true,
    shake: Bool = false, stiffness: BounceStiffness = .medium, mode: BounceMode = .classic,
    framesPerSecond: Double = 60
  ) {
    self.from = from
    self.to = to
    self.duration = duration.isFinite && duration > 0 ? duration : 0
    self.numberOfBounces = max(0, numberOfBounces)
    self.shouldOvershoot = shouldOvershoot
    self.shake = shake
    self.stiffness = stiffness
    self.mode = mode
    self.framesPerSecond = framesPerSecond.isFinite && framesPerSecond > 0 ? framesPerSecond : 60
    spring = SpringBounce(
      numberOfBounces: self.numberOfBounces, shouldOvershoot: shouldOvershoot, shake: shake, stiffness: stiffness)
    keyframes = mode == .classic ? classicKeyframes() : springKeyframes()
  }

  /// The value `seconds` after the start: the first keyframe's value before the start, `to` from `duration` on.
  ///
  /// Classic mode interpolates its keyframes linearly, as Core Animation does; spring mode evaluates the
  /// oscillator itself, so it is smooth at any frame rate.
  public func value(at seconds: Double) -> Value {
    guard seconds < duration else { return to }
    let progress = max(0, seconds / duration)
    switch mode {
    case .classic:
      let position = progress * Double(keyframes.count - 1)
      let index = Int(position)
      let next = keyframes[min(index + 1, keyframes.count - 1)].value
      return Self.mix(keyframes[index].value, next, position - Double(index))
    case .spring:
      return Self.mix(to, from, spring.displacement(at: progress))
    }
  }

  /// `from` plus `fraction` of the way to `to`, component by component; exact at 0 and 1, and finite for
  /// finite ends (values near double precision's limit are mixed in halves, and held at its largest).
  private static func mix(_ from: Value, _ to: Value, _ fraction: Double) -> Value {
    Value(
      bounceComponents: zip(from.bounceComponents, to.bounceComponents).map { start, end in
        let value = start * (1 - fraction) + end * fraction
        guard !value.isFinite else { return value }
        let halves = 2 * (start / 2 * (1 - fraction) + end / 2 * fraction)
        return min(max(halves, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
      })
  }
}

// MARK: - Keyframes

extension BounceAnimation {
  /// SKBounceAnimation's frames, spread evenly from 0 to the duration.
  private func classicKeyframes() -> [BounceKeyframe<Value>] {
    let curve = ClassicBounce(
      duration: duration, numberOfBounces: numberOfBounces, shouldOvershoot: shouldOvershoot, shake: shake,
      stiffness: stiffness)
    guard curve.frameCount > 0 else { return [BounceKeyframe(time: 0, value: to)] }
    let components = zip(from.bounceComponents, to.bounceComponents).map { start, end in
      curve.values(from: start, to: end)
    }
    let interval = curve.frameCount > 1 ? duration / Double(curve.frameCount - 1) : 0
    return (0..<curve.frameCount).map { frame in
      BounceKeyframe(
        time: Double(frame) * interval, value: Value(bounceComponents: components.map { $0[frame] }))
    }
  }

  /// The spring every `1 / framesPerSecond` seconds before the duration, then `to` at the duration.
  private func springKeyframes() -> [BounceKeyframe<Value>] {
    let times = (0...).lazy.map { Double($0) / framesPerSecond }.prefix { $0 < duration }
    return times.map { BounceKeyframe(time: $0, value: value(at: $0)) } + [BounceKeyframe(time: duration, value: to)]
  }
}

extension BounceAnimation: Equatable where Value: Equatable {}
extension BounceAnimation: Sendable where Value: Sendable {}
