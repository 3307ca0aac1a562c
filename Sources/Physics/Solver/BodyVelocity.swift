/// A body's linear and angular velocity, apart from the rest of its state: in single precision,
/// as the state holds them (see `BodyState`), so that keeping one rounds nothing (12 bytes a body).
@usableFromInline struct BodyVelocity: Sendable {
  /// Linear velocity, x.
  @usableFromInline var vx: Float
  /// Linear velocity, y.
  @usableFromInline var vy: Float
  /// Angular velocity.
  @usableFromInline var angularVelocity: Float

  /// The velocity of `state`.
  @inlinable init(of state: BodyState) {
    vx = state.vx
    vy = state.vy
    angularVelocity = state.angularVelocity
  }

  /// No motion.
  static let zero = BodyVelocity(of: BodyState())

  /// Linear velocity.
  @inlinable var v: Vector2 { Vector2(Double(vx), Double(vy)) }
  /// Angular velocity.
  @inlinable var w: Double { Double(angularVelocity) }
}
