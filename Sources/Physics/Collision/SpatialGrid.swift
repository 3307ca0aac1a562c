/// The broadphase: a uniform grid rebuilt every step by counting sort, sized to the typical shape.
///
/// Shapes no larger than a cell sit in the cell of their centre, so two that overlap are at most
/// one cell apart; larger shapes (walls, fast bodies) sit after them, apart, and search the cells
/// their box covers. A ring of cells that no shape sits in borders the grid, so the cells around
/// a small shape's are always in it. Each rebuild lists the overlapping pairs with a large shape, sorted; the
/// pairs of two small shapes are not listed but found from the cells around each shape
/// (`Query.findCandidates`), a block of shapes at a time ahead of the contact search's, as
/// Chipmunk2D's spatial hash is queried (the listed pairs, 390 000 for the 100 000-ball pit, took
/// 4 MB of its peak memory).
/// Building costs O(n) for shapes of similar size; each shape's candidates come out in ascending
/// shape order, so contacts keep a defined order without sorting the world. Every pass runs in
/// blocks (of shapes, or bands of keys for the counting sort, see `sortByKey`) on the step's
/// threads, and gives the same grid for any blocks and bands.
struct SpatialGrid {
  /// The side of a cell.
  private(set) var cellSize = 1.0
  /// The world x of column 0's left edge.
  private var originX = 0.0
  /// The world y of row 0's top edge.
  private var originY = 0.0
  /// Columns in the grid (within its border).
  private(set) var columns = 1
  /// Rows in the grid (within its border).
  private(set) var rows = 1
  /// The limit on the extents the last rebuild sized the cell by (infinity before the first).
  private var lastLimit = Double.infinity
  /// For each cell, the border's too (row by row, `columns + 2` cells a row, see `key`), where its
  /// shapes start in `entries`; then where the large shapes start, and their end.
  private(set) var cellStart: ContiguousArray<Int32> = []
  /// Shape slots sorted by cell, then the large shapes (each cell's, and the large ones, in
  /// ascending order: each block of shapes lists its own in order, and the sort keeps the
  /// blocks' order).
  private var entries: ContiguousArray<Int32> = []
  /// Each shape's cell (the large shapes the key after the last cell, a dead shape -1).
  private var cellKeys: ContiguousArray<Int32> = []
  /// The overlapping pairs with a large shape, lower slot (key) and higher (value), ascending, in
  /// the first `found` places.
  private(set) var largePairs = KeyedBlock()

  /// An empty grid.
  init() {}

  /// Rebuilds the grid from every live shape's bounds and lists the pairs with a large shape whose
  /// bounds overlap; `inParallel(n, body)` runs `body(k)` for each `k` in `0..<n`, on as many
  /// threads as it has, and the work on the shapes is cut into `blocks` blocks for it, the sort's
  /// keys into `bands` bands (one a thread: each band reads every block, see `sortByKey`). The
  /// grid comes out the same however it runs them, for any `blocks` and `bands`.
  mutating func rebuild(
    bounds: ContiguousArray<AABB>, alive: ContiguousArray<Bool>, blocks: Int = 1, bands: Int = 1,
    inParallel: (Int, (Int) -> Void) -> Void = { count, body in for index in 0..<count { body(index) } }
  ) {
    let blocks = min(max(blocks, 1), max(bounds.count, 1))
    bounds.withUnsafeBufferPointer { bounds in
      alive.withUnsafeBufferPointer { alive in
        placeCells(bounds: bounds, alive: alive, blocks: blocks, inParallel: inParallel)
        fillCells(bounds: bounds, alive: alive, blocks: blocks, bands: bands, inParallel: inParallel)
      }
      findLargePairs(bounds: bounds)
    }
  }

  /// The shapes of block `block` of `blocks` over `count` shapes.
  @inline(__always)
  static func shapes(ofBlock block: Int, _ blocks: Int, count: Int) -> Range<Int> {
    block * count / blocks..<(block + 1) * count / blocks
  }

  /// What a block of shapes finds for the grid's size: the largest extent that fits a cell and
  /// the box of those shapes' centres.
  struct Extents {
    /// The largest extent up to the limit.
    var cell = 0.0
    /// The smallest centre.
    var minimum = Vector2(Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
    /// The largest centre.
    var maximum = Vector2(-Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude)

    /// Both blocks' extents (the same in any order: maxima and minima are exact).
    func joined(_ other: Extents) -> Extents {
      Extents(
        cell: max(cell, other.cell), minimum: Vector2(min(minimum.x, other.minimum.x), min(minimum.y, other.minimum.y)),
        maximum: Vector2(max(maximum.x, other.maximum.x), max(maximum.y, other.maximum.y)))
    }
  }

  /// Sizes and places the grid from the live shapes' bounds: the cell fits every shape up to
  /// twice the mean extent (a mean summed by blocks, so its last bits may differ with `blocks`:
  /// the cells change, not the pairs), within a few cells a shape.
  ///
  /// One pass sums the extents and takes the extents of the shapes up to the last rebuild's limit;
  /// a second, with this rebuild's limit, only when some shape's extent lies between the two (so
  /// the grid is the same as from two passes; most steps the sizes change little, and one pass
  /// does).
  private mutating func placeCells(
    bounds: UnsafeBufferPointer<AABB>, alive: UnsafeBufferPointer<Bool>, blocks: Int,
    inParallel: (Int, (Int) -> Void) -> Void
  ) {
    let count = bounds.count
    let guess = lastLimit
    var parts = ContiguousArray(repeating: Sizes(), count: blocks)
    parts.withUnsafeMutableBufferPointer { parts in
      let parts = parts
      inParallel(blocks) { block in
        var part = Sizes()
        for index in Self.shapes(ofBlock: block, blocks, count: count) where alive[index] {
          let box = bounds[index]
          let extent = box.extent
          part.sum += extent
          part.live += 1
          if extent <= guess {
            let center = box.center
            part.extents = part.extents.joined(Extents(cell: extent, minimum: center, maximum: center))
          } else {
            part.above = min(part.above, extent)
          }
        }
        parts[block] = part
      }
    }
    let live = parts.reduce(0) { $0 + $1.live }
    let limit = live > 0 ? 2 * parts.reduce(0) { $0 + $1.sum } / Double(live) : 1
    var extents = parts.reduce(Extents()) { $0.joined($1.extents) }
    // The shapes up to `guess` are those up to `limit` when no extent lies between them.
    let above = parts.reduce(Double.infinity) { min($0, $1.above) }
    if !(limit >= guess ? above > limit : extents.cell <= limit) {
      extents = Self.extents(bounds: bounds, alive: alive, upTo: limit, blocks: blocks, inParallel: inParallel)
    }
    lastLimit = limit
    place(extents, limit: limit, live: live)
  }

  /// What a block of shapes finds in the sizing's first pass.
  private struct Sizes {
    /// The sum of the extents.
    var sum = 0.0
    /// The live shapes.
    var live = 0
    /// The extents of the shapes up to the last limit.
    var extents = Extents()
    /// The smallest extent over the last limit.
    var above = Double.infinity
  }

  /// The extents of the live shapes whose extent is at most `limit`.
  private static func extents(
    bounds: UnsafeBufferPointer<AABB>, alive: UnsafeBufferPointer<Bool>, upTo limit: Double, blocks: Int,
    inParallel: (Int, (Int) -> Void) -> Void
  ) -> Extents {
    let count = bounds.count
    var parts = ContiguousArray(repeating: Extents(), count: blocks)
    parts.withUnsafeMutableBufferPointer { parts in
      let parts = parts
      inParallel(blocks) { block in
        var part = Extents()
        for index in Self.shapes(ofBlock: block, blocks, count: count) where alive[index] {
          let box = bounds[index]
          let extent = box.extent
          guard extent <= limit else { continue }
          let center = box.center
          part = part.joined(Extents(cell: extent, minimum: center, maximum: center))
        }
        parts[block] = part
      }
    }
    return parts.reduce(Extents()) { $0.joined($1) }
  }

  /// Sets the cell size, origin, columns and rows from the shapes' `extents`.
  private mutating func place(_ extents: Extents, limit: Double, live: Int) {
    var cell = extents.cell
    var minimumX = extents.minimum.x
    var minimumY = extents.minimum.y
    var maximumX = extents.maximum.x
    var maximumY = extents.maximum.y
    if !(cell > 0) || !cell.isFinite { cell = max(limit, 1) }
    if minimumX > maximumX {
      minimumX = 0
      minimumY = 0
      maximumX = 0
      maximumY = 0
    }
    // Keep the cell count within a few per shape.
    let budget = Double(4 * live + 64)
    var cellsWide = (maximumX - minimumX) / cell + 1
    var cellsHigh = (maximumY - minimumY) / cell + 1
    if !(cellsWide * cellsHigh <= budget) {
      let scale = ((cellsWide * cellsHigh) / budget).squareRoot()
      cell *= scale.isFinite ? max(scale, 1) : 1
      cellsWide = (maximumX - minimumX) / cell + 1
      cellsHigh = (maximumY - minimumY) / cell + 1
      if !(cellsWide * cellsHigh <= budget * 2) {
        cell = max(maximumX - minimumX, maximumY - minimumY, 1)
        cellsWide = 2
        cellsHigh = 2
      }
    }
    // Here both counts are at least 1 and their product at most twice the budget (NaN and
    // infinity fail the tests above), so they convert to Int safely.
    cellSize = cell
    originX = minimumX - 0.5 * cell
    originY = minimumY - 0.5 * cell
    columns = Int(cellsWide) + 1
    rows = Int(cellsHigh) + 1
  }

  /// Sorts the live shapes by cell, the large shapes after them: each block of shapes sets its
  /// shapes' cells, then the slots are sorted by cell in `bands` bands.
  private mutating func fillCells(
    bounds: UnsafeBufferPointer<AABB>, alive: UnsafeBufferPointer<Bool>, blocks: Int, bands: Int,
    inParallel: (Int, (Int) -> Void) -> Void
  ) {
    let count = bounds.count
    let cellCount = (columns + 2) * (rows + 2)
    let (cell, inverse, columns, rows, originX, originY) = (cellSize, 1 / cellSize, columns, rows, originX, originY)
    Self.resize(&cellKeys, to: count)
    cellKeys.withUnsafeMutableBufferPointer { keys in
      let keys = keys
      inParallel(blocks) { block in
        for index in Self.shapes(ofBlock: block, blocks, count: count) {
          guard alive[index] else {
            keys[index] = -1
            continue
          }
          let box = bounds[index]
          var key = cellCount
          // A shape no larger than a cell (or of no extent, NaN) sits in its centre's cell.
          if !(box.extent > cell) {
            let center = box.center
            let column = Self.cell((center.x - originX) * inverse, count: columns)
            let row = Self.cell((center.y - originY) * inverse, count: rows)
            key = Self.key(row: row, column: column, columns: columns)
          }
          keys[index] = Int32(truncatingIfNeeded: key)
        }
      }
    }
    // The large shapes take the key after the last cell.
    let bands = KeyBands(keyCount: cellCount + 1, bands: bands)
    Self.sortByKey(cellKeys, bands, starts: &cellStart, values: &entries, inParallel: inParallel)
  }

  /// The key of the cell at `row` and `column` of a grid of `columns` columns (within its border):
  /// its place in the rows of `columns + 2` cells that the border's first row begins (unchecked:
  /// the cells' count, past the largest key, was counted checked).
  @inline(__always)
  static func key(row: Int, column: Int, columns: Int) -> Int { (row &+ 1) &* (columns &+ 2) &+ column &+ 1 }

  /// The column (or row) `offset` cells from the grid's start falls in, within 0..<`count`: below 1
  /// (NaN too) it is 0, at or past `count` (infinity too) the last. A Double only becomes an Int
  /// here and only when it is in range, so no coordinate, however large or broken, can trap.
  @inline(__always)
  static func cell(_ offset: Double, count: Int) -> Int {
    offset >= 1 ? (offset < Double(count) ? Int(offset) : count - 1) : 0
  }

  /// `array`'s contents, leaving it empty: the local that takes them owns the buffer outright, so
  /// the loops write to it without a copy.
  @inline(__always)
  static func take<Element>(_ array: inout ContiguousArray<Element>) -> ContiguousArray<Element> {
    var taken: ContiguousArray<Element> = []
    swap(&taken, &array)
    return taken
  }

  /// Makes `array` hold `count` elements (their values are left to the caller to set).
  static func resize(_ array: inout ContiguousArray<Int32>, to count: Int) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else if array.count < count {
      array.append(contentsOf: repeatElement(0, count: count - array.count))
    }
  }

  /// Runs `body` with a view of the grid, built from `bounds`, that finds candidates without
  /// bounds checks or reference counting; the view is valid only inside `body`.
  func withQuery<Result>(bounds: ContiguousArray<AABB>, _ body: (Query) -> Result) -> Result {
    bounds.withUnsafeBufferPointer { bounds in withQuery(bounds: bounds, body) }
  }

  /// `withQuery` over the bounds the grid was built from, as a buffer.
  func withQuery<Result>(bounds: UnsafeBufferPointer<AABB>, _ body: (Query) -> Result) -> Result {
    cellStart.withUnsafeBufferPointer { cellStart in
      entries.withUnsafeBufferPointer { entries in
        cellKeys.withUnsafeBufferPointer { cellKeys in
          let cellCount = (columns + 2) * (rows + 2)
          let large =
            cellStart.count > cellCount + 1
            ? UnsafeBufferPointer(rebasing: entries[Int(cellStart[cellCount])..<Int(cellStart[cellCount + 1])])
            : UnsafeBufferPointer(rebasing: entries[0..<0])
          return body(
            Query(
              inverse: 1 / cellSize, originX: originX, originY: originY, columns: columns, rows: rows,
              cellStart: cellStart, entries: entries, large: large, cellKeys: cellKeys, bounds: bounds,
              largePairs: largePairs.made))
        }
      }
    }
  }

  /// A read-only view of a built grid for the pair search of one step.
  struct Query {
    /// One over the side of a cell (as the cells were found with).
    let inverse: Double
    /// The world x of column 0's left edge.
    let originX: Double
    /// The world y of row 0's top edge.
    let originY: Double
    /// Columns in the grid (within its border).
    let columns: Int
    /// Rows in the grid (within its border).
    let rows: Int
    /// For each cell, the border's too, where its shapes start in `entries`.
    let cellStart: UnsafeBufferPointer<Int32>
    /// Shape slots sorted by cell, then the large shapes.
    let entries: UnsafeBufferPointer<Int32>
    /// Large shapes.
    let large: UnsafeBufferPointer<Int32>
    /// Each shape's cell (the large shapes the key after the last cell).
    let cellKeys: UnsafeBufferPointer<Int32>
    /// Every shape's bounds, as the grid was built from them.
    let bounds: UnsafeBufferPointer<AABB>
    /// The overlapping pairs with a large shape (lower << 32 | higher), ascending (empty while
    /// they are found).
    let largePairs: UnsafeBufferPointer<UInt64>

    /// Writes the overlapping pairs of the large shapes from `nextLarge` on to `result` from
    /// `found` on, each as (lower << 32 | higher): a large shape meets every shape of the cells
    /// its box covers and the large shapes after it. Returns false, with `found` and `nextLarge`
    /// where it stopped, when the next large shape's might not fit in `room`.
    func collectLargePairs(
      into result: UnsafeMutablePointer<UInt64>, room: Int, found: inout Int, nextLarge: inout Int
    ) -> Bool {
      let starts = cellStart.baseAddress!
      let slots = entries.baseAddress!
      let bounds = bounds.baseAddress!
      var count = found
      var index = nextLarge
      while index < large.count {
        if count + entries.count + large.count > room {
          found = count
          nextLarge = index
          return false
        }
        let shape = large[index]
        let box = bounds[Int(shape)]
        let reach = Self.reach(of: box)
        let column0 = SpatialGrid.cell((box.lower.x - originX) * inverse - 1, count: columns)
        let column1 = SpatialGrid.cell((box.upper.x - originX) * inverse + 1, count: columns)
        let row0 = SpatialGrid.cell((box.lower.y - originY) * inverse - 1, count: rows)
        let row1 = SpatialGrid.cell((box.upper.y - originY) * inverse + 1, count: rows)
        var row = row0
        while row <= row1 {
          var k = Int(starts[SpatialGrid.key(row: row, column: column0, columns: columns)])
          let end = Int(starts[SpatialGrid.key(row: row, column: column1, columns: columns) + 1])
          while k < end {
            count = Self.record(shape, reach, slots[k], bounds, result, count)
            k += 1
          }
          row += 1
        }
        var later = index + 1
        while later < large.count {
          count = Self.record(shape, reach, large[later], bounds, result, count)
          later += 1
        }
        index += 1
      }
      found = count
      nextLarge = index
      return true
    }

    /// Writes the pair of `shape` (bounds of reach `reach`) and `other` at `count` and returns
    /// the count after it: one more when their bounds overlap. Branch-free, as the test goes
    /// either way unpredictably.
    @inline(__always)
    static func record(
      _ shape: Int32, _ reach: SIMD4<Float>, _ other: Int32, _ bounds: UnsafePointer<AABB>,
      _ result: UnsafeMutablePointer<UInt64>, _ count: Int
    ) -> Int {
      let lower = UInt64(UInt32(bitPattern: min(shape, other)))
      let higher = UInt64(UInt32(bitPattern: max(shape, other)))
      result[count] = lower << 32 | higher
      return count &+ overlap(reach, bounds + Int(other))
    }

    /// A box as `overlap` takes it: its upper corner and its lower corner negated.
    @inline(__always)
    static func reach(of box: AABB) -> SIMD4<Float> { SIMD4(box.upperX, box.upperY, -box.lowerX, -box.lowerY) }

    /// 1 when the box of reach `reach` and the box at `other` overlap (touching counts) and
    /// `sign` is negative, else 0: the four comparisons at once (other's lower corner at most the
    /// box's upper, and the box's lower at most other's upper, as their negations the other way
    /// round: exact, NaN failing both) and `sign`, joined as sign bits, as comparisons joined by
    /// `&` turn into branches that go either way unpredictably; `other` is read as it lies in
    /// memory, in one load, its upper corner negated by its sign bits.
    @inline(__always)
    static func overlap(_ reach: SIMD4<Float>, _ other: UnsafePointer<AABB>, andSignOf sign: Int32 = -1) -> Int {
      let signs = SIMD4<UInt32>(0, 0, 0x8000_0000, 0x8000_0000)
      let box = UnsafeRawPointer(other).loadUnaligned(as: SIMD4<UInt32>.self)
      let corners = unsafeBitCast(box ^ signs, to: SIMD4<Float>.self)
      // Each lane all ones where it holds, its sign bit set: the four joined by `&`.
      let lanes = unsafeBitCast(corners .<= reach, to: SIMD4<Int32>.self)
      let halves = lanes.lowHalf & lanes.highHalf
      return Int(UInt32(bitPattern: halves[0] & halves[1] & sign) >> 31)
    }
  }
}
