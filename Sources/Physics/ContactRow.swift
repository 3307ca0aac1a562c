/// One contact point prepared for the solver: the hot data each iteration reads and writes.
@usableFromInline struct ContactRow: Sendable {
  /// Body A's slot.
  @usableFromInline var bodyA: Int32
  /// Body B's slot.
  @usableFromInline var bodyB: Int32
  /// Whether one side cannot move (the stiffer static softness applies).
  @usableFromInline var isStatic: Bool
  /// The unit normal from A to B.
  @usableFromInline var normal: Vector2
  /// cross(rA, normal), rA the point relative to A's centre of mass.
  @usableFromInline var normalArmA: Double
  /// cross(rB, normal).
  @usableFromInline var normalArmB: Double
  /// cross(rA, tangent).
  @usableFromInline var tangentArmA: Double
  /// cross(rB, tangent).
  @usableFromInline var tangentArmB: Double
  /// The separation when the step began.
  @usableFromInline var separation: Double
  /// The effective mass along the normal.
  @usableFromInline var normalMass: Double
  /// The effective mass along the tangent.
  @usableFromInline var tangentMass: Double
  /// Accumulated normal impulse.
  @usableFromInline var normalImpulse: Double
  /// Accumulated tangent impulse.
  @usableFromInline var tangentImpulse: Double
  /// The largest normal impulse applied in this step.
  @usableFromInline var maximumNormalImpulse: Double
  /// The friction coefficient.
  @usableFromInline var friction: Double
}
