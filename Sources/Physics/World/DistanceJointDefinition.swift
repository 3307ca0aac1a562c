/// A joint that keeps two anchor points at a distance: a rigid rod, or a spring when `frequency > 0`.
public struct DistanceJointDefinition: Sendable {
  /// The first body.
  public var bodyA: BodyID
  /// The second body.
  public var bodyB: BodyID
  /// The anchor on A in A's coordinates (relative to its origin).
  public var localAnchorA: Vector2 = .zero
  /// The anchor on B in B's coordinates.
  public var localAnchorB: Vector2 = .zero
  /// The rest length.
  public var length: Double = 1
  /// The spring frequency in hertz; 0 makes a rigid rod.
  public var frequency: Double = 0
  /// The spring damping ratio (1 = critical).
  public var dampingRatio: Double = 0
  /// Whether the two bodies still collide with each other.
  public var collideConnected = false

  /// A rod of length 1 between the two bodies' origins.
  public init(bodyA: BodyID, bodyB: BodyID) {
    self.bodyA = bodyA
    self.bodyB = bodyB
  }
}
