/// The precision of the per-step solver rows. Double measured faster than single here (the
/// conversions cost more than the memory saved); the solver converts through `Double(…)`, so this
/// one line switches it. Body velocities stay double and impulses are applied in double to both
/// bodies alike, so momentum is conserved to double precision either way.
@usableFromInline typealias RowScalar = Double

/// One contact point prepared for the solver: the hot data each iteration reads and writes.
@usableFromInline struct ContactRow: Sendable {
  /// Body A's slot.
  @usableFromInline var bodyA: Int32
  /// Body B's slot.
  @usableFromInline var bodyB: Int32
  /// The unit normal from A to B, x.
  @usableFromInline var normalX: RowScalar
  /// The unit normal from A to B, y.
  @usableFromInline var normalY: RowScalar
  /// cross(rA, normal), rA the point relative to A's centre of mass.
  @usableFromInline var normalArmA: RowScalar
  /// cross(rB, normal).
  @usableFromInline var normalArmB: RowScalar
  /// cross(rA, tangent).
  @usableFromInline var tangentArmA: RowScalar
  /// cross(rB, tangent).
  @usableFromInline var tangentArmB: RowScalar
  /// The separation when the step began.
  @usableFromInline var separation: RowScalar
  /// The effective mass along the normal.
  @usableFromInline var normalMass: RowScalar
  /// The effective mass along the tangent.
  @usableFromInline var tangentMass: RowScalar
  /// The friction coefficient.
  @usableFromInline var friction: RowScalar
  /// Accumulated normal impulse.
  @usableFromInline var normalImpulse: RowScalar
  /// Accumulated tangent impulse.
  @usableFromInline var tangentImpulse: RowScalar
  /// The largest normal impulse applied in this step.
  @usableFromInline var maximumNormalImpulse: RowScalar
}
