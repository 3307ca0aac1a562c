/// How quickly a bounce dies away: light bounces longest, heavy settles soonest.
public enum BounceStiffness: String, CaseIterable, Sendable {
  /// Lively: the biggest bounces.
  case light
  /// The default.
  case medium
  /// Stiff: the smallest bounces.
  case heavy

  /// SKBounceAnimation's stiffness coefficient, a single-precision constant as in the original.
  var classicCoefficient: Float {
    switch self {
    case .light: 5.0
    case .medium: 0.1
    case .heavy: 0.001
    }
  }

  /// The fraction of the duration by which a spring has settled within 0.1% of the distance.
  var springSettlingFraction: Double {
    switch self {
    case .light: 1.0
    case .medium: 0.85
    case .heavy: 0.7
    }
  }
}
