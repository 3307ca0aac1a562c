import LibM

/// A damped oscillator over the unit interval: how far from the end value a spring is, as a fraction of
/// the distance, at each fraction of the duration.
///
/// A bounce is released at rest from the start: `e^(−s·τ)·(cos(w·τ) + s/w·sin(w·τ))`. A shake is kicked
/// from the end value: `e^(−s·τ)·sin(w·τ)`, scaled so that its furthest swing reaches the start. The
/// frequency `w = (n + ½)·π` puts exactly `n` crossings of the end value before τ = 1 and the next one
/// after it, whatever the damping; the decay `s` is the smallest that keeps the spring within
/// `settlingTolerance` of the end from the stiffness's settling fraction of the duration on.
struct SpringBounce: Equatable, Sendable {
  /// How close to the end value, as a fraction of the distance, counts as settled.
  static let settlingTolerance = 0.001

  /// The angular frequency times the duration, in radians.
  let frequency: Double
  /// The decay rate times the duration.
  let decay: Double
  /// Whether the spring is kicked from the end value (a shake) rather than released from the start.
  let shake: Bool
  /// Whether the value passes the end or bounces off it like a wall (the displacement's absolute value).
  let shouldOvershoot: Bool
  /// The largest displacement of the unscaled curve, 1 for a bounce.
  let peak: Double

  /// The spring that makes `numberOfBounces` crossings and settles as `stiffness` asks.
  init(numberOfBounces: Int, shouldOvershoot: Bool, shake: Bool, stiffness: BounceStiffness) {
    let frequency = (Double(numberOfBounces) + 0.5) * Double.pi
    let settling = stiffness.springSettlingFraction
    let decay = Self.smallestDecay { decay in
      Self.envelope(at: settling, frequency: frequency, decay: decay, shake: shake) <= Self.settlingTolerance
    }
    self.frequency = frequency
    self.decay = decay
    self.shake = shake
    self.shouldOvershoot = shouldOvershoot
    peak = shake ? Self.shakePeak(frequency: frequency, decay: decay) : 1
  }

  /// The displacement from the end value, as a fraction of the start minus the end, at `progress`
  /// (0 at the start, 1 at the end of the duration).
  func displacement(at progress: Double) -> Double {
    let angle = frequency * progress
    let wave = shake ? sin(angle) / peak : cos(angle) + decay / frequency * sin(angle)
    let raw = exp(-decay * progress) * wave
    return shouldOvershoot ? raw : abs(raw)
  }

  // MARK: - Solving for the decay

  /// A bound on the displacement's size from `progress` on.
  static func envelope(at progress: Double, frequency: Double, decay: Double, shake: Bool) -> Double {
    let amplitude =
      shake
      ? 1 / shakePeak(frequency: frequency, decay: decay)
      : (1 + (decay / frequency) * (decay / frequency)).squareRoot()
    return exp(-decay * progress) * amplitude
  }

  /// The furthest swing of `e^(−decay·τ)·sin(frequency·τ)`, at `tan(frequency·τ) = frequency / decay`.
  static func shakePeak(frequency: Double, decay: Double) -> Double {
    let progress = atan2(frequency, decay) / frequency
    return exp(-decay * progress) * sin(frequency * progress)
  }

  /// The smallest decay from 0 to 1000 that is `enough`, by bisection, assuming that larger ones are too.
  static func smallestDecay(enough: (Double) -> Bool) -> Double {
    var low = 0.0
    var high = 1000.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if enough(middle) { high = middle } else { low = middle }
    }
    return high
  }
}
