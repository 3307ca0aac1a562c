/// A joint that lets body B slide along an axis fixed in body A, without turning relative to it, within limits.
public struct PrismaticJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// The anchor on A in A's coordinates (relative to its origin).
  public var localAnchorA: Vector2 = .zero
  /// The anchor on B in B's coordinates.
  public var localAnchorB: Vector2 = .zero
  /// The axis in A's coordinates (any length but zero).
  public var localAxisA = Vector2(1, 0)
  /// The lowest translation of B's anchor from A's along the axis.
  public var lowerTranslation = -Double.infinity
  /// The highest translation.
  public var upperTranslation = Double.infinity
  /// The largest torque friction resists relative turning with (the slider already forbids it).
  public var maximumFrictionTorque: Double = 0
  /// Whether the two bodies still collide with each other.
  public var collideConnected = false

  /// A slider between the two bodies' origins along A's x axis, without limits.
  public init(bodyA: BodyID, bodyB: BodyID) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}
