/// A joint that keeps two anchors at most a length apart (a rope: slack when nearer, taut at the length).
public struct RopeJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// The anchor on A in A's coordinates (relative to its origin).
  public var localAnchorA: Vector2 = .zero
  /// The anchor on B in B's coordinates.
  public var localAnchorB: Vector2 = .zero
  /// The most the anchors may be apart.
  public var maximumLength: Double = 1
  /// The largest torque friction resists relative turning with.
  public var maximumFrictionTorque: Double = 0
  /// Whether the two bodies still collide with each other.
  public var collideConnected = false

  /// A rope of length 1 between the two bodies' origins.
  public init(bodyA: BodyID, bodyB: BodyID) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}
