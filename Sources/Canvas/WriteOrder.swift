/// The order to write a frame's cells in so that the terminal is told few styles and short cursor moves.
///
/// Cells go in runs: cells side by side on a row that one pen writes
/// (`PenChoice`: a space in any pen with its background, a block pattern
/// in its colours either way round). The runs are grouped by look, so each
/// look is set once a frame rather than once a row, with looks that share
/// attributes and foreground one after the other. Within a look, each run is followed by
/// the nearest one on its row or the rows beside it (a sticker's edge is
/// written around the sticker), else by the first one left in row order.
/// Then each run is moved to between two runs near it on the screen where
/// that costs fewer bytes of moves and SGR (`shorten`).
struct WriteOrder {
  /// Cells side by side on a row that look alike.
  ///
  /// Kept in 32-bit fields: a frame has thousands of runs, copied several times over while they are ordered.
  struct Run {
    private var first: UInt32
    private var length: UInt32
    private var line: UInt32
    private var place: UInt32
    /// Whether the cursor's column after the run is known (it is not after the last column or a wide glyph).
    var endsKnown: Bool

    init(start: Int, count: Int, row: Int, column: Int, endsKnown: Bool) {
      first = UInt32(start)
      length = UInt32(count)
      line = UInt32(row)
      place = UInt32(column)
      self.endsKnown = endsKnown
    }

    /// The first cell's index in the frame.
    var start: Int { Int(first) }
    /// How many cells.
    var count: Int {
      get { Int(length) }
      set { length = UInt32(newValue) }
    }
    var row: Int { Int(line) }
    var column: Int { Int(place) }
  }

  /// The runs in the order to write them.
  let runs: [Run]
  /// The pen to write each run in.
  let pens: [Pen]

  /// Where the cursor is (nil: anywhere) and which pen is set before the first run.
  typealias Start = (cursor: CursorMotion.Place?, pen: Pen)

  /// The order for the cells of `cells` (a frame `width` wide) that differ from `before` (every cell when nil),
  /// continuation cells left out, written from the cursor at `cursor` (nil: anywhere) in `pen`, moving right by tabs
  /// where `tabs`.
  init(
    _ cells: UnsafeBufferPointer<Cell>, width: Int, before: UnsafeBufferPointer<Cell>?,
    from cursor: CursorMotion.Place? = nil, in pen: Pen = .plain, lineFeedKeepsColumn: Bool = false, tabs: Bool = true
  ) {
    var found: [Run] = []
    var choices: [PenChoice] = []
    // (a frame that changes much has a run for every seven or eight cells)
    found.reserveCapacity(cells.count / 4)
    choices.reserveCapacity(cells.count / 4)
    for row in 0..<(width > 0 ? cells.count / width : 0) {
      let rowStart = row * width
      // whether the last run found ends just left of the cell at hand, with the cursor's column known
      var open = false
      var column = 0
      while true {
        let changed = Self.firstChange(in: cells, before: before, from: rowStart + column, to: rowStart + width)
        guard changed < rowStart + width else { break }
        let cell = cells[changed]
        let choice = PenChoice(cell)
        if changed > rowStart + column { open = false }
        column = changed - rowStart
        if open, let both = choices[choices.count - 1].meeting(choice) {
          found[found.count - 1].count += 1
          choices[choices.count - 1] = both
        } else {
          found.append(Run(start: changed, count: 1, row: row, column: column, endsKnown: true))
          choices.append(choice)
        }
        open = cell.width == 1 && column + 1 < width
        found[found.count - 1].endsKnown = open
        column += 1
      }
    }
    for index in found.indices {
      let run = found[index]
      choices[index].noteGlyphs(cells[run.start..<(run.start + run.count)])
    }
    // a frame with too many looks to number is spread over the screen, where ordering gains little and takes long
    guard let groups = Self.grouped(choices) else {
      runs = found
      var pen = pen
      pens = choices.map {
        pen = $0.resolved(after: pen)
        return pen
      }
      return
    }
    let start = (cursor: cursor, pen: pen)
    // the tabs' stops lie before the frame's width, or nowhere
    let tabsBefore = tabs ? width : 0
    var (sequence, pens) = Self.chained(
      found, groups, choices: choices, from: start, lineFeedKeepsColumn: lineFeedKeepsColumn, tabsBefore: tabsBefore)
    Self.shorten(
      &sequence, pens: &pens, found, choices: choices, from: start, lineFeedKeepsColumn: lineFeedKeepsColumn,
      tabsBefore: tabsBefore)
    runs = sequence.map { found[$0] }
    self.pens = pens
  }

  /// The index of the first of `cells[start..<end]` that does not look like `before` (every cell does not when nil)
  /// and is not a continuation cell, or `end`.
  ///
  /// A loop of its own: most cells of a frame are as they were, and skipping them is the diff's hot loop.
  private static func firstChange(
    in cells: UnsafeBufferPointer<Cell>, before: UnsafeBufferPointer<Cell>?, from start: Int, to end: Int
  ) -> Int {
    var index = start
    while index < end && (cells[index].isContinuation || before?[index].looksLike(cells[index]) == true) { index += 1 }
    return index
  }

  /// The runs of a frame grouped by look.
  private struct Groups {
    /// The indices of the runs (in row order), grouped by look.
    var order: [Int]
    /// Each run's look, numbered.
    var lookOfRun: [Int]
    /// Where each look's runs start in `order`, and end.
    var starts: [Int]
    var ends: [Int]
  }

  /// The indices of the runs (in row order) whose pens are `choices`, grouped by look, looks alike in attributes and
  /// then foreground one after the other; nil when the frame has too many looks to number.
  private static func grouped(_ choices: [PenChoice]) -> Groups? {
    var looks = LookTable()
    var lookOfRun = [Int](repeating: 0, count: choices.count)
    var runsOfLook: [Int] = []
    var sample: [Pen] = []
    for index in choices.indices {
      let pen = choices[index].key
      guard let look = looks.number(of: pen) else { return nil }
      if look == runsOfLook.count {
        runsOfLook.append(0)
        sample.append(pen)
      }
      runsOfLook[look] += 1
      lookOfRun[index] = look
    }
    let sequence = sample.indices.sorted {
      (sample[$0].attributes.subtracting(Pen.freeWeight).rawValue, sample[$0].foreground, sample[$0].background)
        < (sample[$1].attributes.subtracting(Pen.freeWeight).rawValue, sample[$1].foreground, sample[$1].background)
    }
    // where each look's runs go, then each run in its place
    var next = [Int](repeating: 0, count: runsOfLook.count)
    var place = 0
    for look in sequence {
      next[look] = place
      place += runsOfLook[look]
    }
    let starts = next
    var order = [Int](repeating: 0, count: choices.count)
    for index in choices.indices {
      order[next[lookOfRun[index]]] = index
      next[lookOfRun[index]] += 1
    }
    return Groups(order: order, lookOfRun: lookOfRun, starts: starts, ends: next)
  }

  /// `rowOrder` (the runs in row order) in the order to write them: each run followed by the one it costs least to
  /// go on to (moving the cursor and changing the pen, guessed) among those nearby, on its row or a row beside it,
  /// and the first left of its look in `groups`, else of the next look, which is taken when none costs less; and
  /// the pen each is written in (of its `choices`, the one that costs least after the pen before). The first run is
  /// the one cheapest to reach from `start`, when its cursor is known.
  private static func chained(
    _ rowOrder: [Run], _ groups: Groups, choices: [PenChoice], from start: Start, lineFeedKeepsColumn: Bool,
    tabsBefore: Int
  ) -> (order: [Int], pens: [Pen]) {
    guard !rowOrder.isEmpty else { return ([], []) }
    let rowStarts = rowStarts(of: rowOrder)
    var taken = [Bool](repeating: false, count: rowOrder.count)
    var order: [Int] = []
    order.reserveCapacity(rowOrder.count)
    var pens: [Pen] = []
    pens.reserveCapacity(rowOrder.count)
    var pen = start.pen
    // the first run of each look that may be left, and of all
    var firstLeft = groups.starts
    var next = 0
    var look: Int?
    rowOrder.withUnsafeBufferPointer { rowOrder in
      choices.withUnsafeBufferPointer { choices in
        taken.withUnsafeMutableBufferPointer { taken in
          for _ in rowOrder.indices {
            while taken[groups.order[next]] { next += 1 }
            var choice = groups.order[next]
            var leaving = true
            if let look {
              let end = groups.ends[look]
              while firstLeft[look] < end && taken[groups.order[firstLeft[look]]] { firstLeft[look] += 1 }
              if firstLeft[look] < end {
                choice = groups.order[firstLeft[look]]
                leaving = false
              }
            }
            if let last = order.last {
              let run = rowOrder[last]
              choice = nearest(
                from: run, pen: pen, rowOrder, choices, rowStarts: rowStarts, taken: taken, else: choice,
                leaving: leaving)
            } else if let cursor = start.cursor, rowOrder.count <= maximumShortened {
              // (in a frame of thousands of runs, pricing each would take longer than it saves)
              choice = cheapestStart(
                from: cursor, pen: pen, rowOrder, choices, lineFeedKeepsColumn: lineFeedKeepsColumn,
                tabsBefore: tabsBefore)
            }
            taken[choice] = true
            order.append(choice)
            pen = choices[choice].resolved(after: pen)
            pens.append(pen)
            look = groups.lookOfRun[choice]
          }
        }
      }
    }
    return (order, pens)
  }

  /// The index of the run of `rowOrder` that costs least to write first, from `cursor` in `pen`: the move priced
  /// exactly, once a frame.
  private static func cheapestStart(
    from cursor: CursorMotion.Place, pen: Pen, _ rowOrder: UnsafeBufferPointer<Run>,
    _ choices: UnsafeBufferPointer<PenChoice>, lineFeedKeepsColumn: Bool, tabsBefore: Int
  ) -> Int {
    var best = Int.max
    var choice = 0
    for (index, run) in rowOrder.enumerated() {
      let bytes =
        CursorMotion.cost(
          from: cursor, to: run.column, row: run.row, lineFeedKeepsColumn: lineFeedKeepsColumn, tabsBefore: tabsBefore)
        + pen.change(to: choices[index].resolved(after: pen))
      if bytes < best {
        best = bytes
        choice = index
      }
    }
    return choice
  }

  /// The index of the run of `rowOrder` not taken that costs least to go on to after `run`, written in `pen`: on its
  /// row or a row beside it, within eight columns, or `fallback`.
  private static func nearest(
    from run: Run, pen: Pen, _ rowOrder: UnsafeBufferPointer<Run>, _ choices: UnsafeBufferPointer<PenChoice>,
    rowStarts: [Int], taken: UnsafeMutableBufferPointer<Bool>, else fallback: Int, leaving: Bool
  ) -> Int {
    let cursor = (column: run.endsKnown ? run.column + run.count : nil, row: run.row)
    let weight = leaving ? 1 : 2
    let reach = leaving ? (rows: 3, columns: 24) : (rows: 1, columns: 8)
    let cost = { (index: Int) in
      estimate(from: cursor, to: rowOrder[index]) + weight * pen.change(to: choices[index].resolved(after: pen))
    }
    var best = cost(fallback)
    var choice = fallback
    for row in max(run.row - reach.rows, 0)...min(run.row + reach.rows, rowStarts.count - 2) where best > 0 {
      let end = rowStarts[row + 1]
      var index = firstRun(in: rowOrder, from: rowStarts[row], to: end, atOrAfter: run.column - reach.columns)
      while index < end && rowOrder[index].column <= run.column + run.count + reach.columns {
        // (the move alone may already cost as much: then the pen need not be resolved)
        if !taken[index] && estimate(from: cursor, to: rowOrder[index]) < best {
          let bytes = cost(index)
          if bytes < best {
            best = bytes
            choice = index
          }
        }
        index += 1
      }
    }
    return choice
  }

  /// About how many bytes moving the cursor from `cursor` to the start of `run` takes (`CursorMotion` finds the
  /// fewest, but takes longer to).
  @inline(__always)
  private static func estimate(from cursor: CursorMotion.Place, to run: Run) -> Int {
    guard let column = cursor.column else { return 7 }
    let rows = abs(run.row - cursor.row)
    let columns = run.column - column
    let vertical = rows == 0 ? 0 : rows == 1 ? 2 : 4
    let horizontal = columns == 0 ? 0 : columns < 0 && columns >= -3 ? -columns : columns == 1 ? 3 : 4
    return min(vertical + horizontal, 7)
  }

  /// The index of the first of `runs[start..<end]` (runs on one row, by column) at `column` or after it, or `end`.
  static func firstRun(
    in runs: UnsafeBufferPointer<Run>, from start: Int, to end: Int, atOrAfter column: Int
  ) -> Int {
    var low = start
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if runs[middle].column < column { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Numbers the pens (colours and attributes) of runs 0, 1, 2, … in the order they are first asked for.
///
/// An open-addressed table, as hashing with `Dictionary` would take longer than the rest of the ordering.
private struct LookTable {
  private static let capacity = 1024
  private var foregrounds = [UInt32](repeating: 0, count: capacity)
  private var backgrounds = [UInt32](repeating: 0, count: capacity)
  private var attributes = [UInt8](repeating: 0, count: capacity)
  /// Each slot's look number plus one; 0 is empty.
  private var numbers = [Int](repeating: 0, count: capacity)
  private var count = 0

  /// The number of `pen`; nil when the table is too full to number another.
  mutating func number(of pen: Pen) -> Int? {
    let key = pen.foreground &* 0x9E37_79B1 ^ pen.background &* 0x85EB_CA77 ^ UInt32(pen.attributes.rawValue)
    var slot = Int(key >> 22)
    while numbers[slot] != 0 {
      if foregrounds[slot] == pen.foreground && backgrounds[slot] == pen.background
        && attributes[slot] == pen.attributes.rawValue
      {
        return numbers[slot] - 1
      }
      slot = (slot + 1) & (Self.capacity - 1)
    }
    guard count < Self.capacity / 2 else { return nil }
    foregrounds[slot] = pen.foreground
    backgrounds[slot] = pen.background
    attributes[slot] = pen.attributes.rawValue
    count += 1
    numbers[slot] = count
    return count - 1
  }
}
