import Physics

/// Two shapes in contact, the lower slot first.
struct ShapePair: Hashable, Comparable {
  let first: ShapeID
  let second: ShapeID

  init(_ a: ShapeID, _ b: ShapeID) {
    (first, second) = a.index <= b.index ? (a, b) : (b, a)
  }

  static func < (a: ShapePair, b: ShapePair) -> Bool {
    (a.first.index, a.second.index) < (b.first.index, b.second.index)
  }

  /// Hashes the two slots as one number (equality still compares the whole handles): the contact events of
  /// every step look pairs up, and two shapes alive at once never share a slot.
  func hash(into hasher: inout Hasher) {
    hasher.combine(UInt64(UInt32(bitPattern: first.index)) << 32 | UInt64(UInt32(bitPattern: second.index)))
  }
}
