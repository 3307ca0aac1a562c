/// A joint that welds two bodies together at a point, keeping the angle between them they had when it was made.
public struct WeldJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// The weld point on A in A's coordinates (relative to its origin).
  public var localAnchorA: Vector2 = .zero
  /// The weld point on B in B's coordinates.
  public var localAnchorB: Vector2 = .zero
  /// Whether the two bodies still collide with each other.
  public var collideConnected = false

  /// A weld between the two bodies' origins.
  public init(bodyA: BodyID, bodyB: BodyID) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}
