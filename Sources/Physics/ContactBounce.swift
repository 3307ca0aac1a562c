/// What the restitution pass needs of a contact row, kept apart from the hot row.
@usableFromInline struct ContactBounce: Sendable {
  /// The normal relative velocity when the step began (negative = approaching).
  @usableFromInline var relativeVelocity: Double
  /// The restitution.
  @usableFromInline var restitution: Double

  /// A bounce record from its parts.
  @inlinable init(relativeVelocity: Double, restitution: Double) {
    self.relativeVelocity = relativeVelocity
    self.restitution = restitution
  }
}
