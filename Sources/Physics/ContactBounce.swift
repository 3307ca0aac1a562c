/// What the restitution pass and the begin events need of a contact row, kept apart from the hot row.
@usableFromInline struct ContactBounce: Sendable {
  /// The normal relative velocity when the step began (negative = approaching).
  @usableFromInline var relativeVelocity: Float
  /// The restitution.
  @usableFromInline var restitution: Float
  /// The contact point in world coordinates when the step began.
  @usableFromInline var point: Vector2

  /// A bounce record from its parts.
  @inlinable init(relativeVelocity: Float, restitution: Float, point: Vector2) {
    self.relativeVelocity = relativeVelocity
    self.restitution = restitution
    self.point = point
  }
}
