import Foundation

/// The gravity vector in device axes, in units of g, with the iOS sign convention.
///
/// Device axes: x to the right of the screen, y toward the top of the screen, z out of the screen.
/// iOS reports where gravity pulls, so a phone lying flat face up reads (0, 0, −1) and one held
/// upright reads (0, −1, 0). Android and phyphox report the opposite sign; the importers negate it.
public struct GravityVector: Equatable, Sendable {
  /// Toward the right edge of the screen, in g.
  public var x: Double
  /// Toward the top edge of the screen, in g.
  public var y: Double
  /// Out of the screen, in g.
  public var z: Double

  /// A vector from its three components, in g, iOS sign.
  public init(x: Double, y: Double, z: Double) {
    self.x = x
    self.y = y
    self.z = z
  }
}

// MARK: - Conversions

extension GravityVector {
  /// Standard gravity in m/s², used to turn accelerometer readings into units of g.
  public static let standardGravity = 9.80665

  /// The gravity vector from an accelerometer reading in m/s² with the Android sign
  /// (the reaction to gravity: flat face up reads z ≈ +9.8), as Android, phyphox and IIO give it.
  public init(androidAcceleration x: Double, _ y: Double, _ z: Double) {
    let scale = -1 / Self.standardGravity
    self.init(x: x * scale, y: y * scale, z: z * scale)
  }

  /// The gravity vector of an iOS attitude (pitch and roll in radians):
  /// (cos p · sin r, −sin p, −cos p · cos r).
  public init(pitch: Double, roll: Double) {
    self.init(x: cos(pitch) * sin(roll), y: -sin(pitch), z: -cos(pitch) * cos(roll))
  }

  /// The iOS pitch this vector implies, in radians within [−π/2, π/2] (the inverse of `init(pitch:roll:)`).
  public var pitch: Double { atan2(-y, (x * x + z * z).squareRoot()) }

  /// The iOS roll this vector implies, in radians within [−π, π].
  public var roll: Double { atan2(x, -z) }
}
