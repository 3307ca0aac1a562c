/// The precision of the solver rows (geometry, effective masses, friction and accumulated
/// impulses): single, as Box2D's, which makes a row 60 bytes where doubles took 112. Body
/// velocities are stored in single too (see `BodyState`), and the solver computes in single.
@usableFromInline typealias RowScalar = Float

/// One contact point prepared for the solver: the hot data each iteration reads and writes.
@usableFromInline struct ContactRow: Sendable, BitwiseCopyable {
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

// MARK: - A blank row

extension ContactRow {
  /// A row of zeros, for slots about to be written over.
  static let zero = ContactRow(
    bodyA: 0, bodyB: 0, normalX: 0, normalY: 0, normalArmA: 0, normalArmB: 0, tangentArmA: 0, tangentArmB: 0,
    separation: 0, normalMass: 0, tangentMass: 0, friction: 0, normalImpulse: 0, tangentImpulse: 0,
    maximumNormalImpulse: 0)
}
