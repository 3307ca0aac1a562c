/// What the restitution pass and the begin events need of a contact row, kept apart from the hot row.
@usableFromInline struct ContactBounce: Sendable {
  /// The normal relative velocity when the step began (negative = approaching).
  @usableFromInline var relativeVelocity: Float
  /// The restitution.
  @usableFromInline var restitution: Float
  /// The contact point relative to body A's centre of mass when the step began, x.
  @usableFromInline var offsetX: Float
  /// The contact point relative to body A's centre of mass when the step began, y.
  @usableFromInline var offsetY: Float

  /// A bounce record from its parts.
  @inlinable init(relativeVelocity: Float, restitution: Float, offset: Vector2) {
    self.relativeVelocity = relativeVelocity
    self.restitution = restitution
    offsetX = Float(offset.x)
    offsetY = Float(offset.y)
  }

  /// The contact point relative to body A's centre of mass when the step began.
  @inlinable var offset: Vector2 { Vector2(Double(offsetX), Double(offsetY)) }
}
