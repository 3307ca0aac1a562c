/// One attitude reading of a phone: its time, pitch and roll, and optionally yaw and gravity.
///
/// Angles are radians in the iOS CoreMotion convention: pitch > 0 raises the top edge
/// (upright is π/2), roll > 0 lowers the right edge. The gravity vector, when the source has one,
/// is in units of g with the iOS sign (see `GravityVector`).
public struct TiltSample: Equatable, Sendable {
  /// Seconds, usually from the start of the recording.
  public var t: Double
  /// Rotation about the device's x axis, in radians.
  public var pitch: Double
  /// Rotation about the device's y axis, in radians.
  public var roll: Double
  /// Rotation about the device's z axis, in radians, when the source gives it.
  public var yaw: Double?
  /// Gravity in device axes, in g with the iOS sign, when the source gives it.
  public var gravity: GravityVector?

  /// A sample from its parts.
  public init(t: Double, pitch: Double, roll: Double, yaw: Double? = nil, gravity: GravityVector? = nil) {
    self.t = t
    self.pitch = pitch
    self.roll = roll
    self.yaw = yaw
    self.gravity = gravity
  }

  /// A sample from a gravity vector alone, its pitch and roll derived from the vector.
  public init(t: Double, gravity: GravityVector) {
    self.init(t: t, pitch: gravity.pitch, roll: gravity.roll, gravity: gravity)
  }
}
