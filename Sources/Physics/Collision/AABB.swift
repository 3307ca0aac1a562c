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
    // Toward −∞: a positive single's pattern one lower, a negative one's one higher.
    let step = UInt32(bitPattern: ~Int32(bitPattern: single.bitPattern) >> 31) | 1
    return Float(bitPattern: single.bitPattern &+ (step & mask(Double(single) > value)))
  }

  /// The smallest single at or above `value` (NaN stays NaN).
  @inlinable @inline(__always) static func roundedUp(_ value: Double) -> Float {
    let single = Float(value)
    // Toward +∞: a positive single's pattern one higher, a negative one's one lower.
    let step = UInt32(bitPattern: Int32(bitPattern: single.bitPattern) >> 31) | 1
    return Float(bitPattern: single.bitPattern &+ (step & mask(Double(single) < value)))
  }

  /// All ones when `condition` holds, else zero: the roundings step their singles by a mask, not
  /// a branch (which way a coordinate rounds is a coin toss, and a mispredicted branch cost more
  /// than the step: four a moving body every step). A single rounded the wrong way is never
  /// zero of the wrong sign nor infinite the wrong way, so one step of the pattern is always
  /// `nextDown` or `nextUp`.
  @inlinable @inline(__always) static func mask(_ condition: Bool) -> UInt32 {
    0 &- UInt32(condition ? 1 : 0)
  }

  /// The corner with the smallest coordinates.
  @inlinable var lower: Vector2 { Vector2(Double(lowerX), Double(lowerY)) }

  /// The corner with the largest coordinates.
  @inlinable var upper: Vector2 { Vector2(Double(upperX), Double(upperY)) }

  /// Whether the two boxes overlap (touching counts).
  @inlinable func overlaps(_ other: AABB) -> Bool {
    !(other.lowerX > upperX || other.lowerY > upperY || lowerX > other.upperX || lowerY > other.upperY)
  }

  /// The box grown by `margin` on every side (always inlined: the optimizer left it a call, 2% of
  /// the 100 000-ball pit's step on its own).
  @inlinable @inline(__always) func expanded(by margin: Double) -> AABB {
    AABB(lower: Vector2(lower.x - margin, lower.y - margin), upper: Vector2(upper.x + margin, upper.y + margin))
  }

  /// The larger of the box's width and height.
  @inlinable var extent: Double { max(upper.x - lower.x, upper.y - lower.y) }

  /// The centre of the box.
  @inlinable var center: Vector2 { Vector2((lower.x + upper.x) * 0.5, (lower.y + upper.y) * 0.5) }
}
