/// What the restitution pass and the begin events need of a contact row, kept apart from the hot row.
@usableFromInline struct ContactBounce: Sendable {
  /// The normal relative velocity when the step began (negative = approaching).
  @usableFromInline var relativeVelocity: Float
  /// The restitution.
  @usableFromInline var restitution: Float

  /// A bounce record from its parts.
  @inlinable init(relativeVelocity: Float, restitution: Float) {
    self.relativeVelocity = relativeVelocity
    self.restitution = restitution
  }
}
