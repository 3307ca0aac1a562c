// MARK: - Capacity without doubling

extension ContiguousArray {
  /// Makes the array `count` elements long, to be written over, and makes room for at least
  /// `room`: the elements it keeps hold old values, new ones are `filler`.
  ///
  /// `room` is address space more than memory: a large buffer is mapped lazily, and the pages no
  /// element reaches are never touched, so a generous `room` spares the copies (and the moment
  /// with two buffers alive) of growing step by step. A buffer more than twice as large as
  /// needed is given back, so one busy step does not pin memory for ever.
  @inlinable mutating func resize(to count: Int, room: Int = 0, filler: Element) {
    let wanted = Swift.max(count, room)
    if capacity > 2 * wanted + 64 { self = ContiguousArray() }
    reserveCapacity(wanted)
    if self.count > count {
      removeLast(self.count - count)
    } else {
      append(contentsOf: repeatElement(filler, count: count - self.count))
    }
  }

  /// `resize(to:filler:)` for a list rebuilt every step whose count creeps up: the buffer grows
  /// only when the count outgrows it, and then by a quarter, so it is seldom reallocated. (It
  /// once grew whenever the count came within a fifth of the capacity, that is at every small
  /// rise after a growth: the solver's rows were copied to a new buffer most steps.)
  @inlinable mutating func resizeGrowingByAQuarter(to count: Int, filler: Element) {
    resize(to: count, room: count > capacity ? count + count / 4 + 16 : capacity, filler: filler)
  }
}

extension Array {
  /// Empties a list rebuilt every step, keeping its buffer for the next step unless it is more
  /// than twice as large as this step's list needed: a burst (the step a pile lands in begins
  /// thousands of contacts) does not pin its memory for ever (6.2 MB of begin events in the
  /// 100 000-ball pit's peak).
  @inlinable mutating func removeAllKeepingUsualRoom() {
    removeAll(keepingCapacity: capacity <= 2 * count + 64)
  }
}
