import Physics

/// Two shapes in contact, by their slots in the world, the lower slot first.
///
/// Slots alone (eight bytes) keep the animator's table of touching pairs small enough to stay in the
/// caches; they are unambiguous because a shape's pairs leave the table before its slot can be reused.
struct ShapePair: Comparable {
  let first: Int32
  let second: Int32

  init(_ a: ShapeID, _ b: ShapeID) {
    (first, second) = a.index <= b.index ? (a.index, b.index) : (b.index, a.index)
  }

  /// The pair whose `key` is `key`.
  init(key: UInt64) {
    first = Int32(bitPattern: UInt32(truncatingIfNeeded: key >> 32))
    second = Int32(bitPattern: UInt32(truncatingIfNeeded: key))
  }

  /// The two slots in one number, the first in the high half (never `UInt64.max`: slots are not negative).
  var key: UInt64 { UInt64(UInt32(bitPattern: first)) << 32 | UInt64(UInt32(bitPattern: second)) }

  static func < (a: ShapePair, b: ShapePair) -> Bool {
    (a.first, a.second) < (b.first, b.second)
  }

  /// Whether `slot` is one of the two.
  func contains(_ slot: Int32) -> Bool { first == slot || second == slot }
}
