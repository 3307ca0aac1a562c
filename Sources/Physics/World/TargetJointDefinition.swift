/// A joint that pulls a point of a body towards a world target with a soft spring (a "mouse joint").
public struct TargetJointDefinition: Sendable {
  /// The body pulled.
  public var body: BodyID
  /// The point pulled, in the body's coordinates (relative to its origin).
  public var localAnchor: Vector2 = .zero
  /// The world point pulled towards.
  public var target: Vector2 = .zero
  /// The spring frequency in hertz.
  public var frequency: Double = 5
  /// The spring damping ratio (1 = critical).
  public var dampingRatio: Double = 0.7
  /// The largest force the joint applies.
  public var maximumForce: Double = 1000

  /// A joint pulling `body`'s origin towards `target`.
  public init(body: BodyID, target: Vector2) {
    self.body = body
    self.target = target
  }
}
