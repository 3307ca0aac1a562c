/// One chunk of cells' overlapping pairs, as found (kept between steps for its buffer).
final class PairChunk {
  /// The pairs, (lower slot << 32 | higher slot), in the first `found` places.
  var scratch: ContiguousArray<UInt64> = []
  /// How many pairs the chunk found.
  var found = 0
}

// MARK: - Pairs

extension SpatialGrid {
  /// Finds every pair of shapes in the grid whose bounds overlap, each once: a shape in a cell
  /// meets the later ones of its cell and those of the cells after it (right, and the three
  /// below), a large shape every shape of the cells its box covers and the large shapes after
  /// it. The cells are searched in chunks (by `inParallel`, the large shapes with the last), then
  /// the pairs are sorted by their lower slot (counting sort), then by the higher: the same
  /// lists however many chunks there are.
  mutating func findPairs(bounds: UnsafeBufferPointer<AABB>, inParallel: (Int, @escaping (Int) -> Void) -> Void) {
    let count = bounds.count
    let cellCount = cellStart.count - 1
    let chunkCount = max(1, min(cellCount / 4096, 16))
    while pairChunks.count < chunkCount { pairChunks.append(PairChunk()) }
    let chunks = pairChunks[..<chunkCount]
    withQuery { query in
      inParallel(chunkCount) { chunk in
        Self.collectPairs(
          query, bounds: bounds, cells: chunk * cellCount / chunkCount..<(chunk + 1) * cellCount / chunkCount,
          withLarge: chunk == chunkCount - 1, into: chunks[chunk], room: 4 * count / chunkCount + 64)
      }
    }
    var starts = Self.take(&pairStart)
    var others = Self.take(&pairOther)
    Self.resize(&starts, to: count + 1)
    Self.resize(&others, to: chunks.reduce(0) { $0 + $1.found })
    starts.withUnsafeMutableBufferPointer { starts in
      others.withUnsafeMutableBufferPointer { others in
        for index in 0...count { starts[index] = 0 }
        for chunk in chunks {
          let scratch = chunk.scratch.unsafeBase
          for index in 0..<chunk.found { starts[Int(scratch[index] >> 32) + 1] += 1 }
        }
        for index in 0..<count { starts[index + 1] += starts[index] }
        for chunk in chunks {
          let scratch = chunk.scratch.unsafeBase
          for index in 0..<chunk.found {
            let lower = Int(scratch[index] >> 32)
            others[Int(starts[lower])] = Int32(truncatingIfNeeded: scratch[index])
            starts[lower] += 1
          }
        }
        Self.shiftBack(starts, through: count)
        // Each shape's list sorted apart, the shapes in chunks.
        let sortChunks = max(1, min(count / 2048, 16))
        let (starts, others) = (starts, others)
        inParallel(sortChunks) { chunk in
          Self.sortEachList(starts, others, shapes: chunk * count / sortChunks..<(chunk + 1) * count / sortChunks)
        }
      }
    }
    pairStart = starts
    pairOther = others
  }

  /// Writes the pairs of `cells` (and of the large shapes, `withLarge`) to `chunk`, growing its
  /// scratch from at least `room` places until they fit.
  static func collectPairs(
    _ query: Query, bounds: UnsafeBufferPointer<AABB>, cells: Range<Int>, withLarge: Bool, into chunk: PairChunk,
    room: Int
  ) {
    var scratch = take(&chunk.scratch)
    if scratch.count < room { scratch = ContiguousArray(repeating: 0, count: room) }
    var found = 0
    var nextCell = cells.lowerBound
    var nextLarge = 0
    // Each pass fills the scratch until a cell (or large shape) might not fit, then it grows.
    while true {
      let done = scratch.withUnsafeMutableBufferPointer { scratch in
        query.collectPairs(
          bounds: bounds.baseAddress!, into: scratch.baseAddress!, room: scratch.count, found: &found,
          nextCell: &nextCell, endCell: cells.upperBound, nextLarge: &nextLarge, withLarge: withLarge)
      }
      if done { break }
      scratch.append(contentsOf: repeatElement(0, count: scratch.count))
    }
    chunk.scratch = scratch
    chunk.found = found
  }

  /// Sorts the list in `others` (from `starts`) of each of `shapes` in ascending order: mostly a
  /// few, so insertion sort.
  static func sortEachList(
    _ starts: UnsafeMutableBufferPointer<Int32>, _ others: UnsafeMutableBufferPointer<Int32>, shapes: Range<Int>
  ) {
    guard let base = others.baseAddress else { return }
    for shape in shapes {
      let first = Int(starts[shape])
      let length = Int(starts[shape + 1]) - first
      if length < 2 { continue }
      let list = base + first
      if length <= 32 {
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
        var prefix = UnsafeMutableBufferPointer(start: list, count: length)
        prefix.sort()
      }
    }
  }
}
