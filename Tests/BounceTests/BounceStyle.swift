import Testing

/// Overshoot and shake together: the two switches that change a bounce's shape besides its stiffness.
struct BounceStyle: Sendable, CustomTestStringConvertible {
  /// Whether the value passes the end value.
  var overshoot: Bool
  /// Whether the value shakes around the end value.
  var shake: Bool

  /// Every combination.
  static let all = [false, true].flatMap { overshoot in
    [false, true].map { BounceStyle(overshoot: overshoot, shake: $0) }
  }

  var testDescription: String { "overshoot \(overshoot), shake \(shake)" }
}
