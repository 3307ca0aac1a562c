/// An axis-aligned bounding box.
@usableFromInline struct AABB: Sendable {
  /// The corner with the smallest coordinates.
  @usableFromInline var lower: Vector2
  /// The corner with the largest coordinates.
  @usableFromInline var upper: Vector2

  /// A box from its corners.
  @inlinable init(lower: Vector2, upper: Vector2) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether the two boxes overlap (touching counts).
  @inlinable func overlaps(_ other: AABB) -> Bool {
    !(other.lower.x > upper.x || other.lower.y > upper.y || lower.x > other.upper.x || lower.y > other.upper.y)
  }

  /// The box grown by `margin` on every side.
  @inlinable func expanded(by margin: Double) -> AABB {
    AABB(lower: Vector2(lower.x - margin, lower.y - margin), upper: Vector2(upper.x + margin, upper.y + margin))
  }

  /// The larger of the box's width and height.
  @inlinable var extent: Double { max(upper.x - lower.x, upper.y - lower.y) }

  /// The centre of the box.
  @inlinable var center: Vector2 { Vector2((lower.x + upper.x) * 0.5, (lower.y + upper.y) * 0.5) }
}
