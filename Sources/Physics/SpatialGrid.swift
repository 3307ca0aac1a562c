/// The broadphase: a uniform grid rebuilt every step by counting sort, sized to the typical shape.
///
/// Shapes no larger than a cell sit in the cell of their centre, so two that overlap are at most
/// one cell apart; larger shapes (walls, fast bodies) sit on a short list and search the cells
/// their box covers. Building and querying cost O(n) for shapes of similar size; candidates come
/// out in ascending shape order, so contacts keep a defined order without sorting the world.
struct SpatialGrid {
  /// The side of a cell.
  private(set) var cellSize = 1.0
  /// The world x of column 0's left edge.
  private var originX = 0.0
  /// The world y of row 0's top edge.
  private var originY = 0.0
  /// Columns in the grid.
  private var columns = 1
  /// Rows in the grid.
  private var rows = 1
  /// For each cell, where its shapes start in `entries` (one extra at the end).
  private var cellStart: ContiguousArray<Int32> = []
  /// Shape slots sorted by cell, then by slot.
  private var entries: ContiguousArray<Int32> = []
  /// Each shape's cell, −1 for large shapes, −2 for shapes not in the grid.
  private var cellOf: ContiguousArray<Int32> = []
  /// Large shapes, by slot.
  private var large: ContiguousArray<Int32> = []

  /// An empty grid.
  init() {}

  /// Rebuilds the grid from every live shape's bounds.
  mutating func rebuild(bounds: ContiguousArray<AABB>, alive: ContiguousArray<Bool>) {
    bounds.withUnsafeBufferPointer { bounds in
      alive.withUnsafeBufferPointer { alive in rebuild(bounds: bounds, alive: alive) }
    }
  }

  /// Rebuilds the grid from every live shape's bounds (unchecked).
  private mutating func rebuild(bounds: UnsafeBufferPointer<AABB>, alive: UnsafeBufferPointer<Bool>) {
    let count = bounds.count
    large.removeAll(keepingCapacity: true)
    // The cell fits every shape up to twice the mean extent.
    var sum = 0.0
    var live = 0
    for index in 0..<count where alive[index] {
      sum += bounds[index].extent
      live += 1
    }
    let limit = live > 0 ? 2 * sum / Double(live) : 1
    var cell = 0.0
    var minimumX = Double.greatestFiniteMagnitude
    var minimumY = Double.greatestFiniteMagnitude
    var maximumX = -Double.greatestFiniteMagnitude
    var maximumY = -Double.greatestFiniteMagnitude
    for index in 0..<count where alive[index] {
      let box = bounds[index]
      let extent = box.extent
      guard extent <= limit else { continue }
      cell = max(cell, extent)
      let center = box.center
      minimumX = min(minimumX, center.x)
      minimumY = min(minimumY, center.y)
      maximumX = max(maximumX, center.x)
      maximumY = max(maximumY, center.y)
    }
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
    cellSize = cell
    originX = minimumX - 0.5 * cell
    originY = minimumY - 0.5 * cell
    columns = Int(cellsWide) + 1
    rows = Int(cellsHigh) + 1
    let cellCount = columns * rows
    // Locals, so the loops below own them outright.
    var starts = cellStart
    var cells = cellOf
    var slots = entries
    cellStart = []
    cellOf = []
    entries = []
    Self.resize(&starts, to: cellCount + 1)
    Self.resize(&cells, to: count)
    let inverse = 1 / cell
    let columns = self.columns
    let rows = self.rows
    let originX = self.originX
    let originY = self.originY
    var largeShapes = large
    large = []
    starts.withUnsafeMutableBufferPointer { cellStart in
      cells.withUnsafeMutableBufferPointer { cellOf in
        for index in 0..<cellStart.count { cellStart[index] = 0 }
        for index in 0..<count {
          guard alive[index] else {
            cellOf[index] = -2
            continue
          }
          let box = bounds[index]
          if box.extent > cell {
            cellOf[index] = -1
            largeShapes.append(Int32(index))
            continue
          }
          let center = box.center
          let column = min(max(Int((center.x - originX) * inverse), 0), columns - 1)
          let row = min(max(Int((center.y - originY) * inverse), 0), rows - 1)
          let cellIndex = row * columns + column
          cellOf[index] = Int32(cellIndex)
          cellStart[cellIndex + 1] += 1
        }
        for index in 0..<cellCount { cellStart[index + 1] += cellStart[index] }
        Self.resize(&slots, to: Int(cellStart[cellCount]))
        // Fill each cell from its start, in slot order; `cellStart` is shifted back afterwards.
        slots.withUnsafeMutableBufferPointer { entries in
          for index in 0..<count {
            let cellIndex = Int(cellOf[index])
            guard cellIndex >= 0 else { continue }
            entries[Int(cellStart[cellIndex])] = Int32(index)
            cellStart[cellIndex] += 1
          }
        }
        var index = cellCount
        while index > 0 {
          cellStart[index] = cellStart[index - 1]
          index -= 1
        }
        cellStart[0] = 0
      }
    }
    large = largeShapes
    cellStart = starts
    cellOf = cells
    entries = slots
  }

  /// Makes `array` hold `count` elements (their values are left to the caller to set).
  private static func resize(_ array: inout ContiguousArray<Int32>, to count: Int) {
    if array.count > count {
      array.removeLast(array.count - count)
    } else if array.count < count {
      array.append(contentsOf: repeatElement(0, count: count - array.count))
    }
  }

  /// Runs `body` with a view of the grid that answers `candidates` without bounds checks or
  /// reference counting; the view is valid only inside `body`.
  func withQuery<Result>(_ body: (Query) -> Result) -> Result {
    cellStart.withUnsafeBufferPointer { cellStart in
      entries.withUnsafeBufferPointer { entries in
        cellOf.withUnsafeBufferPointer { cellOf in
          large.withUnsafeBufferPointer { large in
            body(
              Query(
                cellSize: cellSize, originX: originX, originY: originY, columns: columns, rows: rows,
                cellStart: cellStart, entries: entries, cellOf: cellOf, large: large))
          }
        }
      }
    }
  }

  /// A read-only view of a built grid for the pair search of one step.
  struct Query {
    /// The side of a cell.
    let cellSize: Double
    /// The world x of column 0's left edge.
    let originX: Double
    /// The world y of row 0's top edge.
    let originY: Double
    /// Columns in the grid.
    let columns: Int
    /// Rows in the grid.
    let rows: Int
    /// For each cell, where its shapes start in `entries`.
    let cellStart: UnsafeBufferPointer<Int32>
    /// Shape slots sorted by cell, then by slot.
    let entries: UnsafeBufferPointer<Int32>
    /// Each shape's cell, −1 for large shapes, −2 for shapes not in the grid.
    let cellOf: UnsafeBufferPointer<Int32>
    /// Large shapes, by slot.
    let large: UnsafeBufferPointer<Int32>

    /// Writes to `result`, in ascending order, every shape after `shape` whose bounds overlap its
    /// bounds, and returns how many; `result` must hold as many entries as there are shapes.
    @inline(__always)
    func candidates(
      of shape: Int, bounds: UnsafePointer<AABB>, into result: UnsafeMutablePointer<Int32>
    ) -> Int {
      let cellIndex = Int(cellOf[shape])
      if cellIndex == -2 { return 0 }
      let box = bounds[shape]
      var count = 0
      let column0: Int
      let column1: Int
      let row0: Int
      let row1: Int
      if cellIndex >= 0 {
        let row = cellIndex / columns
        let column = cellIndex - row * columns
        column0 = max(column - 1, 0)
        column1 = min(column + 1, columns - 1)
        row0 = max(row - 1, 0)
        row1 = min(row + 1, rows - 1)
      } else {
        let inverse = 1 / cellSize
        column0 = Int(max(min((box.lower.x - originX) * inverse - 1, Double(columns - 1)), 0))
        column1 = Int(max(min((box.upper.x - originX) * inverse + 1, Double(columns - 1)), 0))
        row0 = Int(max(min((box.lower.y - originY) * inverse - 1, Double(rows - 1)), 0))
        row1 = Int(max(min((box.upper.y - originY) * inverse + 1, Double(rows - 1)), 0))
      }
      let starts = cellStart.baseAddress!
      let slots = entries.baseAddress!
      var row = row0
      while row <= row1 {
        var k = Int(starts[row * columns + column0])
        let end = Int(starts[row * columns + column1 + 1])
        // Branch-free: the slot is always written and kept only when it qualifies, as the
        // test goes either way unpredictably.
        while k < end {
          let other = slots[k]
          let otherBox = bounds[Int(other)]
          let after = Int(other) > shape ? 1 : 0
          let overlapsX = (otherBox.lower.x <= box.upper.x ? 1 : 0) & (box.lower.x <= otherBox.upper.x ? 1 : 0)
          let overlapsY = (otherBox.lower.y <= box.upper.y ? 1 : 0) & (box.lower.y <= otherBox.upper.y ? 1 : 0)
          result[count] = other
          count &+= after & overlapsX & overlapsY
          k += 1
        }
        row += 1
      }
      for other in large where Int(other) > shape && box.overlaps(bounds[Int(other)]) {
        result[count] = other
        count += 1
      }
      if count > 1 {
        if count <= 32 {
          for i in 1..<count {
            let value = result[i]
            var j = i - 1
            while j >= 0 && result[j] > value {
              result[j + 1] = result[j]
              j -= 1
            }
            result[j + 1] = value
          }
        } else {
          var prefix = UnsafeMutableBufferPointer(start: result, count: count)
          prefix.sort()
        }
      }
      return count
    }
  }
}
