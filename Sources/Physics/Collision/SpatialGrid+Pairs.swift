// MARK: - Pairs

extension SpatialGrid {
  /// Lists every pair with a large shape whose bounds overlap, each once, sorted by lower slot
  /// then higher (in one job: there are few large shapes, the walls and fast bodies, as the
  /// cell fits every shape up to twice the mean extent).
  ///
  /// The scratch grows by half, its new places not written ahead, so only the pages the pairs
  /// reach are touched.
  mutating func findLargePairs(bounds: UnsafeBufferPointer<AABB>) {
    let block = largePairs
    block.reserve(64)
    var scratch = Self.take(&block.items)
    var found = 0
    var nextLarge = 0
    withQuery(bounds: bounds) { query in
      // Each pass fills the scratch until a large shape might not fit, then it grows.
      while !scratch.withUnsafeMutableBufferPointer({ scratch in
        query.collectLargePairs(
          into: scratch.baseAddress!, room: scratch.count, found: &found, nextLarge: &nextLarge)
      }) {
        scratch = KeyedBlock.grown(scratch, keeping: found, to: scratch.count + scratch.count / 2)
      }
    }
    scratch.withUnsafeMutableBufferPointer { scratch in
      Self.heapSort(UnsafeMutableBufferPointer(rebasing: scratch[..<found]))
    }
    block.items = scratch
    block.found = found
  }

  /// A contact search block's candidates: each shape's of a range, one list after another (see
  /// `Query.findCandidates`); made and freed by `withCandidates`.
  struct Candidates {
    /// The shapes' candidates, list after list, and room.
    fileprivate var list: UnsafeMutableBufferPointer<Int32>
    /// Where each shape's list starts in `list`, shape after shape, then where the last ends.
    fileprivate var starts: UnsafeMutableBufferPointer<Int32>
    /// The range's first shape.
    fileprivate var first = 0

    /// The candidates of `shape`, a shape of the range they were found for (valid until they
    /// are next found).
    @inline(__always)
    subscript(shape: Int) -> UnsafeBufferPointer<Int32> {
      let index = shape &- first
      let (start, end) = (Int(starts[index]), Int(starts[index &+ 1]))
      return UnsafeBufferPointer(start: list.baseAddress.unsafelyUnwrapped + start, count: end &- start)
    }

    /// Moves the lists to a buffer with room for `room` places after the first `count`, kept
    /// (kept out of the search's loop: seldom met).
    @inline(never)
    fileprivate mutating func grow(keeping count: Int, room: Int) {
      let needed = count + room
      let grown = UnsafeMutableBufferPointer<Int32>.allocate(capacity: needed + needed / 2)
      grown.baseAddress!.initialize(from: list.baseAddress!, count: count)
      list.deallocate()
      list = grown
    }
  }

  /// Runs `body` with a scratch for candidates, freed after.
  static func withCandidates<Result>(_ body: (inout Candidates) -> Result) -> Result {
    var candidates = Candidates(list: .allocate(capacity: 64), starts: .allocate(capacity: 64))
    defer {
      candidates.list.deallocate()
      candidates.starts.deallocate()
    }
    return body(&candidates)
  }
}

// MARK: - A block's candidates

extension SpatialGrid.Query {
  /// Finds the candidates of each shape of `shapes` into `scratch`: every shape after it whose
  /// bounds overlap its bounds, in ascending order (none for a dead shape). For a shape no larger
  /// than a cell, the later ones of the nine cells around its own with its listed pairs with
  /// large shapes; for a large shape, its listed pairs. Each pair of small shapes is tested once,
  /// from its lower slot, as the grid once tested it from its earlier cell.
  ///
  /// The whole block in one loop, its lists one after another, ahead of the search's: a call for
  /// each shape, its setup and the grid's fields read again, took 1 005 M instructions where this
  /// takes 961 M (the 10 000-ball pit × 300, one thread).
  @inline(never)
  func findCandidates(ofShapes shapes: Range<Int>, into scratch: inout SpatialGrid.Candidates) {
    if scratch.starts.count <= shapes.count {
      scratch.starts.deallocate()
      scratch.starts = .allocate(capacity: shapes.count &+ shapes.count / 2 &+ 1)
    }
    scratch.first = shapes.lowerBound
    // The buffers are not empty while shapes are asked about (their bounds, their entries, their
    // cells' starts, the scratch): their addresses are taken unchecked.
    let starts = cellStart.baseAddress.unsafelyUnwrapped
    let slots = entries.baseAddress.unsafelyUnwrapped
    let bounds = bounds.baseAddress.unsafelyUnwrapped
    let listStarts = scratch.starts.baseAddress.unsafelyUnwrapped
    let stride = columns &+ 2
    let keyCount = UInt(stride &* (rows &+ 2))
    // The listed pairs of the next shape start at `next` (the range's shapes are taken in order).
    var next = firstLargePair(from: UInt64(shapes.lowerBound))
    var count = 0
    for shape in shapes {
      listStarts[shape &- shapes.lowerBound] = Int32(truncatingIfNeeded: count)
      // The listed pairs whose lower slot is `shape`.
      var largeEnd = next
      while largeEnd < largePairs.count && largePairs[largeEnd] >> 32 == UInt64(shape) { largeEnd &+= 1 }
      // The three rows of cells around the shape's own (none for a large or dead shape), each
      // the cells from `rowKey - 1` to `rowKey + 1`: a row's cells are adjacent in `entries`, and
      // the border keeps them in the grid.
      let key = Int(cellKeys[shape])
      var (rowKey, lastRowKey) = (0, -1)
      // Room for the pairs, four places to sort in, and every shape from the first cell to the last.
      var room = (largeEnd &- next) &+ 4
      if UInt(bitPattern: key) < keyCount {
        (rowKey, lastRowKey) = (key &- stride, key &+ stride)
        room &+= Int(starts[lastRowKey &+ 2]) &- Int(starts[rowKey &- 1])
      }
      if scratch.list.count &- count < room { scratch.grow(keeping: count, room: room) }
      let list = scratch.list.baseAddress.unsafelyUnwrapped + count
      let (slot, reach) = (Int32(truncatingIfNeeded: shape), Self.reach(of: bounds[shape]))
      // Each shape of a row is written, and kept (counted) when it is after `shape` and overlaps,
      // branch-free, as those tests go either way unpredictably.
      var found = 0
      while rowKey <= lastRowKey {
        var k = Int(starts[rowKey &- 1])
        let end = Int(starts[rowKey &+ 2])
        while k < end {
          let other = slots[k]
          list[found] = other
          // `other` is after `shape` when their difference is negative (slots: it cannot overflow).
          found &+= Self.overlap(reach, bounds + Int(other), andSignOf: slot &- other)
          k &+= 1
        }
        rowKey &+= stride
      }
      while next < largeEnd {
        list[found] = Int32(truncatingIfNeeded: largePairs[next])
        found &+= 1
        next &+= 1
      }
      SpatialGrid.sort(list, count: found)
      count &+= found
    }
    listStarts[shapes.count] = Int32(truncatingIfNeeded: count)
  }

  /// Where the listed pairs whose lower slot is `key` or after start (binary search).
  private func firstLargePair(from key: UInt64) -> Int {
    var (low, high) = (0, largePairs.count)
    while low < high {
      let middle = (low + high) / 2
      if largePairs[middle] >> 32 < key { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

// MARK: - Sorting a list

extension SpatialGrid {
  /// Sorts the `count` values at `list` (which has four places at least) in ascending order:
  /// mostly a few, so up to four through a sorting network over four places with no branch on
  /// the length (`sortFirst`), insertion sort up to 32.
  @inline(__always)
  static func sort(_ list: UnsafeMutablePointer<Int32>, count length: Int) {
    if length <= 4 {
      sortFirst(length, of: list)
    } else if length <= 32 {
      for i in 1..<length {
        let value = list[i]
        var j = i - 1
        while j >= 0 && list[j] > value {
          list[j + 1] = list[j]
          j -= 1
        }
        list[j + 1] = value
      }
    } else {
      heapSort(UnsafeMutableBufferPointer(start: list, count: length))
    }
  }

  /// Sorts `values`, all different, in ascending order in place (heapsort): no scratch, where the
  /// standard library's sort allocates its runs and looks their array's type up at run time on
  /// each call (which read 0.4 MB of the binary's conformance tables in the 1 000-ball pit).
  static func heapSort<Value: Comparable>(_ values: UnsafeMutableBufferPointer<Value>) {
    // Moves the value at `root` down the heap of the first `end` values to its place.
    func siftDown(_ root: Int, _ end: Int) {
      var parent = root
      while 2 * parent + 1 < end {
        var child = 2 * parent + 1
        if child + 1 < end && values[child] < values[child + 1] { child += 1 }
        guard values[parent] < values[child] else { return }
        values.swapAt(parent, child)
        parent = child
      }
    }
    let count = values.count
    guard count > 1 else { return }
    for root in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(root, count) }
    for end in stride(from: count - 1, to: 0, by: -1) {
      values.swapAt(0, end)
      siftDown(0, end)
    }
  }

  /// Sorts the first `length` (at most four) of the four values at `list`, leaving the rest as
  /// they were: the places past `length` take the largest value, so that they sort last, the
  /// network sorts the four (each exchange a minimum and a maximum), and each place is written
  /// back with its sorted value or, past `length`, the value it had. The lengths vary from shape
  /// to shape, so a branch on them went either way unpredictably.
  @inline(__always)
  private static func sortFirst(_ length: Int, of list: UnsafeMutablePointer<Int32>) {
    let had = (list[0], list[1], list[2], list[3])
    var x = (
      length > 0 ? had.0 : .max, length > 1 ? had.1 : .max, length > 2 ? had.2 : .max, length > 3 ? had.3 : .max
    )
    x = (min(x.0, x.1), max(x.0, x.1), min(x.2, x.3), max(x.2, x.3))
    x = (min(x.0, x.2), x.1, max(x.0, x.2), x.3)
    x = (x.0, min(x.1, x.3), x.2, max(x.1, x.3))
    x = (x.0, min(x.1, x.2), max(x.1, x.2), x.3)
    list[0] = length > 0 ? x.0 : had.0
    list[1] = length > 1 ? x.1 : had.1
    list[2] = length > 2 ? x.2 : had.2
    list[3] = length > 3 ? x.3 : had.3
  }
}
