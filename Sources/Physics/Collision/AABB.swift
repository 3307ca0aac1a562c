/// An axis-aligned bounding box, stored in single precision (16 bytes where doubles took 32: a
/// shape's bounds are kept for every shape between steps), its corners rounded outward so that the
/// box always holds the one it was made from: a pair may be found a rounding early, never missed.
@usableFromInline struct AABB: Sendable {
  /// The smallest x.
  @usableFromInline let lowerX: Float
  /// The smallest y.
  @usableFromInline let lowerY: Float
  /// The largest x.
  @usableFromInline let upperX: Float
  /// The largest y.
  @usableFromInline let upperY: Float

  /// The smallest box in single precision that holds the box from `lower` to `upper`.
  @inlinable @inline(__always) init(lower: Vector2, upper: Vector2) {
    lowerX = Self.roundedDown(lower.x)
    lowerY = Self.roundedDown(lower.y)
    upperX = Self.roundedUp(upper.x)
    upperY = Self.roundedUp(upper.y)
  }

  /// The largest single at or below `value` (NaN stays NaN).
  @inlinable @inline(__always) static func roundedDown(_ value: Double) -> Float {
    let single = Float(value)
    return Double(single) > value ? single.nextDown : single
  }

  /// The smallest single at or above `value` (NaN stays NaN).
  @inlinable @inline(__always) static func roundedUp(_ value: Double) -> Float {
    let single = Float(value)
    return Double(single) < value ? single.nextUp : single
  }

  /// The corner with the smallest coordinates.
  @inlinable var lower: Vector2 { Vector2(Double(lowerX), Double(lowerY)) }

  /// The corner with the largest coordinates.
  @inlinable var upper: Vector2 { Vector2(Double(upperX), Double(upperY)) }

  /// Whether the two boxes overlap (touching counts).
  @inlinable func overlaps(_ other: AABB) -> Bool {
    !(other.lowerX > upperX || other.lowerY > upperY || lowerX > other.upperX || lowerY > other.upperY)
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
