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
}
