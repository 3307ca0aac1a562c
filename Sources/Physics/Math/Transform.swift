/// A rigid transform: a rotation then a translation.
@usableFromInline struct Transform: Sendable {
  /// The translation.
  @usableFromInline var position: Vector2
  /// The rotation.
  @usableFromInline var rotation: Rotation

  /// A transform from its parts.
  @inlinable init(_ position: Vector2, _ rotation: Rotation) {
    self.position = position
    self.rotation = rotation
  }

  /// A local point in world coordinates.
  @inlinable func apply(_ point: Vector2) -> Vector2 { rotation.apply(point) + position }

  /// A world point in local coordinates.
  @inlinable func applyInverse(_ point: Vector2) -> Vector2 { rotation.applyInverse(point - position) }
}
