/// A joint that pins a point of one body to a point of another; they turn freely about it, against friction.
public struct RevoluteJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// The pin on A in A's coordinates (relative to its origin).
  public var localAnchorA: Vector2 = .zero
  /// The pin on B in B's coordinates.
  public var localAnchorB: Vector2 = .zero
  /// The largest torque friction in the pin resists turning with (0: it turns freely).
  public var maximumFrictionTorque: Double = 0
  /// The lowest angle of B relative to A, from their angles when the joint is made (radians).
  public var lowerAngle = -Double.infinity
  /// The highest angle.
  public var upperAngle = Double.infinity
  /// Whether the two bodies still collide with each other.
  public var collideConnected = false

  /// A pin between the two bodies' origins.
  public init(bodyA: BodyID, bodyB: BodyID) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}
