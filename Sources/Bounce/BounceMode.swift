/// The curve a bounce follows.
public enum BounceMode: String, CaseIterable, Sendable {
  /// SKBounceAnimation's keyframes, value for value: 60 frames a second of a decaying cosine.
  case classic
  /// A true damped oscillator, sampled at any frame rate, that crosses the end value exactly
  /// `numberOfBounces` times and settles within 0.1% of the distance by the end of the duration.
  case spring
}
