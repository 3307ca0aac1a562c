// MARK: - Capacity without doubling

extension ContiguousArray {
  /// Empties the array and leaves room for about `expected` elements: a buffer much larger than
  /// that is given back, so one busy step does not pin memory for ever.
  @inlinable mutating func reset(expecting expected: Int) {
    if capacity > expected + expected / 2 + 64 {
      self = ContiguousArray()
    } else {
      removeAll(keepingCapacity: true)
    }
    reserveCapacity(expected)
  }

  /// Appends `element`, growing a full buffer by a quarter rather than doubling it.
  @inlinable @inline(__always) mutating func appendGrowingByAQuarter(_ element: Element) {
    if count == capacity { reserveCapacity(count + count / 4 + 16) }
    append(element)
  }
}
