// MARK: - Pairs

extension SpatialGrid {
  /// Finds every pair of shapes in the grid whose bounds overlap, each once: a shape in a cell
  /// meets the later ones of its cell and those of the cells after it (right, and the three
  /// below), a large shape every shape of the cells its box covers and the large shapes after
  /// it. The cells are searched in chunks by `inParallel` (for more than one block, `blocks` or
  /// more chunks and the large shapes in one after them, which the workers take first), then
  /// the pairs are sorted by their lower slot (counting sort, in `bands` bands of slots), then
  /// each shape's by the higher: the same lists however many chunks and bands there are.
  mutating func findPairs(
    bounds: UnsafeBufferPointer<AABB>, blocks: Int, bands: Int, inParallel: (Int, (Int) -> Void) -> Void
  ) {
    let count = bounds.count
    let cellCount = columns * rows
    let cellChunks = blocks > 1 ? min(max(blocks, cellCount / 1024), 63) : 1
    // One chunk in all for one block: a job of two would wake the workers of a small world.
    let chunkCount = blocks > 1 ? cellChunks + 1 : 1
    let bands = KeyBands(keyCount: count, bands: bands)
    while pairChunks.count < chunkCount { pairChunks.append(KeyedBlock()) }
    let chunks = pairChunks[..<chunkCount]
    withQuery { query in
      inParallel(chunkCount) { chunk in
        let (first, end) = (min(chunk, cellChunks), min(chunk + 1, cellChunks))
        let cells = first * cellCount / cellChunks..<end * cellCount / cellChunks
        let withLarge = chunk == chunkCount - 1
        Self.collectPairs(
          query, bounds: bounds, cells: cells, withLarge: withLarge, into: chunks[chunk],
          room: withLarge && chunkCount > 1 ? 64 : 4 * count / cellChunks + 64)
      }
    }
    Self.sortByKey(chunks, bands, starts: &pairStart, values: &pairOther, inParallel: inParallel) {
      starts, others, shapes, end in Self.sortEachList(starts, others, shapes: shapes, end: end)
    }
  }

  /// Writes the pairs of `cells` (and of the large shapes, `withLarge`) to `chunk`, growing its
  /// scratch from at least `room` places until they fit.
  ///
  /// The scratch grows by half, its new places not written ahead: a chunk over the pile needs
  /// about twice its even share, and grown by doubling with zeros it touched all of it (on two
  /// threads the 100 000-ball pit's chunks held 5.9 MB resident, now 4.1, for 2.4 MB of pairs).
  static func collectPairs(
    _ query: Query, bounds: UnsafeBufferPointer<AABB>, cells: Range<Int>, withLarge: Bool, into chunk: KeyedBlock,
    room: Int
  ) {
    chunk.reserve(room)
    var scratch = take(&chunk.items)
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
      scratch = KeyedBlock.grown(scratch, keeping: found, to: scratch.count + scratch.count / 2)
    }
    chunk.items = scratch
    chunk.found = found
  }

  /// Sorts the list in `others` (from `starts`; the last of `shapes` ends at `end`) of each of
  /// `shapes` in ascending order: mostly a few, so up to four through a sorting network over four
  /// places with no branch on the length (`sortFirst`), insertion sort up to 32.
  static func sortEachList(
    _ starts: UnsafeMutableBufferPointer<Int32>, _ others: UnsafeMutableBufferPointer<Int32>, shapes: Range<Int>,
    end: Int
  ) {
    guard let base = others.baseAddress else { return }
    for shape in shapes {
      let first = Int(starts[shape])
      let length = (shape + 1 < shapes.upperBound ? Int(starts[shape + 1]) : end) - first
      let list = base + first
      if length <= 4 && first + 4 <= end {
        sortFirst(length, of: list)
      } else if length <= 32 {
        for i in 1..<max(length, 1) {
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
