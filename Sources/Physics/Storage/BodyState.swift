/// The solver's hot per-body data: velocities, the motion within the current step, inverse mass.
///
/// Static and sleeping bodies have zero inverse mass here, so the solver treats them alike.
@usableFromInline struct BodyState: Sendable {
  /// Linear velocity of the centre of mass.
  @usableFromInline var v: Vector2 = .zero
  /// Angular velocity.
  @usableFromInline var w: Double = 0
  /// How far the centre of mass moved since the step began.
  @usableFromInline var dp: Vector2 = .zero
  /// How far the body turned since the step began.
  @usableFromInline var dw: Double = 0
  /// Inverse mass (0 for static, kinematic and sleeping bodies).
  @usableFromInline var invMass: Double = 0
  /// Inverse rotational inertia (0 when the body cannot turn).
  @usableFromInline var invInertia: Double = 0

  /// Whether the contact solver moves the body (it has an inverse mass or inertia): the solver
  /// never writes the state of one that it does not move.
  @inlinable var isMovable: Bool { invMass != 0 || invInertia != 0 }

  /// A body at rest with infinite mass.
  @inlinable init() {}
}
