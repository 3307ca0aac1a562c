/// Two shapes began touching during the last step.
public struct ContactBeginEvent: Sendable {
  /// The first shape (the one created first when both still exist).
  public var shapeA: ShapeID
  /// The second shape.
  public var shapeB: ShapeID
  /// Shape A's body.
  public var bodyA: BodyID
  /// Shape B's body.
  public var bodyB: BodyID
  /// A contact point in world coordinates.
  public var point: Vector2
  /// The unit normal from A to B.
  public var normal: Vector2
  /// The largest normal impulse the solver applied in the step (how hard they met).
  public var normalImpulse: Double
  /// The speed at which they approached along the normal when the step began (positive).
  public var approachSpeed: Double
}

/// Two shapes stopped touching during the last step.
public struct ContactEndEvent: Sendable {
  /// The first shape.
  public var shapeA: ShapeID
  /// The second shape.
  public var shapeB: ShapeID
  /// Shape A's body.
  public var bodyA: BodyID
  /// Shape B's body.
  public var bodyB: BodyID
}
