/// A body's linear and angular velocity, apart from the rest of its state.
@usableFromInline struct BodyVelocity: Sendable {
  /// Linear velocity of the centre of mass.
  @usableFromInline var v: Vector2
  /// Angular velocity.
  @usableFromInline var w: Double

  /// A velocity from its parts.
  @inlinable init(v: Vector2, w: Double) {
    self.v = v
    self.w = w
  }
}
