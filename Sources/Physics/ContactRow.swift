/// The precision of the solver rows' geometry (normal, arms, separation, effective masses,
/// friction): single, as Box2D's, which takes 40 bytes off every row. The accumulated impulses
/// stay double, as do body velocities and positions; every sum is taken in double and each
/// impulse is applied in double to both bodies alike, so momentum is kept to double precision.
@usableFromInline typealias RowScalar = Float

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
  @usableFromInline var normalImpulse: Double
  /// Accumulated tangent impulse.
  @usableFromInline var tangentImpulse: Double
  /// The largest normal impulse applied in this step.
  @usableFromInline var maximumNormalImpulse: Double
}
