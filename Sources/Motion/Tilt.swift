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

// MARK: - Bounds

extension Tilt {
  /// The strongest gravity the playground applies: 2 (2 g). A phone held still reads 1 g and one
  /// shaken by hand about ±2 g (±8 g at the most); up to 2 g even a box packed with 2000 stickers,
  /// flipped every third of a second, keeps every one inside (at 4 g the pile starts to press them
  /// into the walls).
  public static let maximumMagnitude = 2.0

  /// This tilt with its magnitude within 0…`maximumMagnitude`, and whether it had to be changed:
  /// a larger one (infinity too) is cut to the maximum, a negative one turns round to point the
  /// other way; an angle that is not finite (or a NaN magnitude) gives straight down.
  public var bounded: (tilt: Tilt, wasClamped: Bool) {
    guard angle.isFinite, !magnitude.isNaN else { return (.down, true) }
    if magnitude < 0 { return Tilt(angle: Self.normalized(angle + .pi), magnitude: -magnitude).bounded }
    guard magnitude > Self.maximumMagnitude else { return (self, false) }
    return (Tilt(angle: angle, magnitude: Self.maximumMagnitude), true)
  }
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
