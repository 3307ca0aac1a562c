/// The settings a body is created with; change what you need, then call `World.createBody`.
public struct BodyDefinition: Sendable {
  /// How the body moves.
  public var type: BodyType = .dynamic
  /// The body origin in world coordinates.
  public var position: Vector2 = .zero
  /// The body angle in radians.
  public var angle: Double = 0
  /// The starting velocity of the body origin.
  public var linearVelocity: Vector2 = .zero
  /// The starting angular velocity in radians per second.
  public var angularVelocity: Double = 0
  /// Linear velocity damping per second (0 = none).
  public var linearDamping: Double = 0
  /// Angular velocity damping per second (0 = none).
  public var angularDamping: Double = 0
  /// Whether the body never rotates.
  public var fixedRotation = false
  /// The factor applied to world gravity for this body.
  public var gravityScale: Double = 1
  /// Whether the body is fast and small enough to need extra continuous collision care.
  public var isBullet = false
  /// Whether the body starts awake.
  public var isAwake = true
  /// Free for the caller.
  public var userData: Int = 0

  /// The default definition: a dynamic body at the origin, at rest.
  public init() {}
}

// MARK: - Checks

extension BodyDefinition {
  /// This definition with its numbers checked for `World.createBody(_:)` (see `InputCheck`): a
  /// non-finite one takes its default, one beyond the limit is clamped.
  func checked() -> BodyDefinition {
    let call = "World.createBody(_:)"
    let defaults = BodyDefinition()
    var checked = self
    checked.position = InputCheck.checked(position, "position", in: call) ?? defaults.position
    checked.angle = InputCheck.checked(angle, "angle", in: call) ?? defaults.angle
    checked.linearVelocity = InputCheck.checked(linearVelocity, "linearVelocity", in: call) ?? defaults.linearVelocity
    checked.angularVelocity =
      InputCheck.checked(angularVelocity, "angularVelocity", in: call) ?? defaults.angularVelocity
    checked.linearDamping = InputCheck.checked(linearDamping, "linearDamping", in: call) ?? defaults.linearDamping
    checked.angularDamping = InputCheck.checked(angularDamping, "angularDamping", in: call) ?? defaults.angularDamping
    checked.gravityScale = InputCheck.checked(gravityScale, "gravityScale", in: call) ?? defaults.gravityScale
    return checked
  }
}
