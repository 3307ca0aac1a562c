import Foundation

/// The gravity the playground applies: a direction and a strength, as UIKit's gravity behaviour has them.
///
/// The angle is in radians on the y-down screen: 0 points right, π/2 down, π left, −π/2 up.
/// A magnitude of 1 is 1000 points/s².
public struct Tilt: Equatable, Sendable {
  /// The direction gravity pulls, in radians (y-down screen, 0 = right, π/2 = down).
  public var angle: Double
  /// The strength, 1 = 1000 points/s².
  public var magnitude: Double

  /// A tilt from its angle in radians and its magnitude.
  public init(angle: Double, magnitude: Double) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// Straight down at full strength: a phone held upright, and the playground's default.
  public static let down = Tilt(angle: .pi / 2, magnitude: 1)
}

// MARK: - Interpolation

extension Tilt {
  /// The tilt `fraction` of the way from `self` to `other`: the angle along the shorter arc of the
  /// unit circle (never through the jump at ±π), the magnitude linearly.
  ///
  /// The angle returned lies within (−π, π].
  public func interpolated(to other: Tilt, fraction: Double) -> Tilt {
    var turn = remainder(other.angle - angle, 2 * .pi)
    if turn == -.pi { turn = .pi }
    let angle = Self.normalized(self.angle + turn * fraction)
    return Tilt(angle: angle, magnitude: magnitude + (other.magnitude - magnitude) * fraction)
  }

  /// `angle` brought into (−π, π].
  static func normalized(_ angle: Double) -> Double {
    let wrapped = remainder(angle, 2 * .pi)
    return wrapped == -.pi ? .pi : wrapped
  }
}
