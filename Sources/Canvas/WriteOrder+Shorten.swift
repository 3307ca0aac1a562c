// MARK: - Moving runs to cheaper places

extension WriteOrder {
  /// Moves single runs of `sequence` (indices into `rowOrder`, the runs in row order, written in `pens`) to
  /// between two runs near them on the screen, where that takes fewer bytes of cursor moves and SGR than where
  /// they are; not in frames of more than `maximumShortened` runs.
  ///
  /// A run that moves is written in the pen of its `choices` that costs least after the one before it
  /// (`PenChoice.resolved`); the others keep theirs, so each move is priced as it will be written (moves exactly, SGR by `Pen.change`).
  static func shorten(
    _ sequence: inout [Int], pens: inout [Pen], _ rowOrder: [Run], choices: [PenChoice],
    from start: Start = (nil, .plain),
    lineFeedKeepsColumn: Bool, tabsBefore: Int = 0
  ) {
    // a frame of thousands of runs (a thousand stickers) has many runs near each, and moving them would take longer
    // than ncurses takes to draw it
    guard sequence.count > 1 && sequence.count <= maximumShortened else { return }
    var chain = RunChain(
      sequence, pens: pens, rowOrder, choices: choices, from: start, lineFeedKeepsColumn: lineFeedKeepsColumn,
      tabsBefore: tabsBefore)
    for run in rowOrder.indices { chain.moveIfCheaper(run) }
    sequence = chain.order
    pens = sequence.map { chain.pens[$0] }
  }

  /// The most runs a frame may have for `shorten` to move them.
  static let maximumShortened = 512

  /// Where the runs on each row of `rowOrder` (runs in row order) start, and where the last row's end.
  static func rowStarts(of rowOrder: [Run]) -> [Int] {
    guard let last = rowOrder.last else { return [0] }
    var starts = [Int](repeating: rowOrder.count, count: last.row + 2)
    for index in rowOrder.indices.reversed() { starts[rowOrder[index].row] = index }
    for row in stride(from: last.row, through: 0, by: -1) { starts[row] = min(starts[row], starts[row + 1]) }
    return starts
  }
}

/// The runs of a sequence as a list linked both ways, with the pen each is written in; a node past the runs stands
/// for the frame's start (the cursor where it is, or anywhere, and the pen set).
private struct RunChain {
  private var next: [Int32]
  private var previous: [Int32]
  private(set) var pens: [Pen]
  /// What going on from each node to the one after it costs (0 from the last).
  private var onward: [Int]
  private let start: Int
  private let runs: [WriteOrder.Run]
  private let rowStarts: [Int]
  private let choices: [PenChoice]
  private let lineFeedKeepsColumn: Bool
  /// The column the tab stops every eight columns lie before (0: the cursor does not move by tabs).
  private let tabsBefore: Int
  /// Where the cursor is before the first run (nil: anywhere).
  private let startCursor: CursorMotion.Place?

  /// How far from a run, in rows and in columns past its ends, the runs it may be put beside are.
  private static let reach = (rows: 1, columns: 8)

  init(
    _ sequence: [Int], pens sequencePens: [Pen], _ rowOrder: [WriteOrder.Run], choices: [PenChoice],
    from startPlace: WriteOrder.Start, lineFeedKeepsColumn: Bool, tabsBefore: Int
  ) {
    start = sequence.count
    startCursor = startPlace.cursor
    runs = rowOrder
    rowStarts = WriteOrder.rowStarts(of: rowOrder)
    self.choices = choices
    self.lineFeedKeepsColumn = lineFeedKeepsColumn
    self.tabsBefore = tabsBefore
    next = [Int32](repeating: -1, count: start + 1)
    previous = [Int32](repeating: -1, count: start + 1)
    pens = [Pen](repeating: .plain, count: start + 1)
    pens[start] = startPlace.pen
    var last = start
    for (run, pen) in zip(sequence, sequencePens) {
      next[last] = Int32(run)
      previous[run] = Int32(last)
      pens[run] = pen
      last = run
    }
    onward = [Int](repeating: 0, count: start + 1)
    for node in 0...start { price(node) }
  }

  /// The runs from the first on.
  var order: [Int] {
    var order: [Int] = []
    order.reserveCapacity(start)
    var node = Int(next[start])
    while node >= 0 {
      order.append(node)
      node = Int(next[node])
    }
    return order
  }

  /// Moves `run` to the place beside a run near it that saves the most bytes, if one saves any.
  mutating func moveIfCheaper(_ run: Int) {
    let before = Int(previous[run])
    let after = Int(next[run])
    // what the run costs where it is
    var best = onward[before] + onward[run] - (after >= 0 ? cost(before, pens[before], to: after, in: pens[after]) : 0)
    // a run reached for a byte or two has next to nothing to gain
    guard best > 2 else { return }
    var place = -1
    var pen = pens[run]
    let here = runs[run]
    for row in max(here.row - Self.reach.rows, 0)...min(here.row + Self.reach.rows, rowStarts.count - 2) {
      let end = rowStarts[row + 1]
      var near = runs.withUnsafeBufferPointer {
        WriteOrder.firstRun(in: $0, from: rowStarts[row], to: end, atOrAfter: here.column - Self.reach.columns)
      }
      while near < end && runs[near].column <= here.column + here.count + Self.reach.columns {
        // just after the run near it, or just before
        var candidate = near
        for _ in 0..<2 {
          if near != run && candidate != run && candidate != before {
            let resolved = choices[run].resolved(after: pens[candidate])
            let bytes = between(candidate, run, resolved, after: Int(next[candidate]), below: best)
            if bytes < best { (best, place, pen) = (bytes, candidate, resolved) }
          }
          candidate = Int(previous[near])
        }
        near += 1
      }
    }
    guard place >= 0 else { return }
    unlink(run)
    price(before)
    link(run, after: place)
    pens[run] = pen
    price(place)
    price(run)
  }

  /// The bytes `run`, written in `pen`, adds between `before` and the run after it (none at the end); `limit` when
  /// that is not less than it.
  private func between(_ before: Int, _ run: Int, _ pen: Pen, after: Int, below limit: Int) -> Int {
    let into = pens[before].change(to: pen)
    let onwardPen = after >= 0 ? pen.change(to: pens[after]) : 0
    // the moves cost nothing at the least: the SGRs alone may already cost as much (then the moves are not priced)
    guard into + onwardPen - onward[before] < limit else { return limit }
    let bytes = move(before, to: run) + into
    guard after >= 0 else { return bytes }
    guard bytes + onwardPen - onward[before] < limit else { return limit }
    return bytes + move(run, to: after) + onwardPen - onward[before]
  }

  /// The bytes from after `from` (a run, or the start) written in `fromPen` to `run` written in `pen`.
  private func cost(_ from: Int, _ fromPen: Pen, to run: Int, in pen: Pen) -> Int {
    move(from, to: run) + fromPen.change(to: pen)
  }

  /// The bytes of the cursor's move from after `from` (a run, or the start) to `run`.
  private func move(_ from: Int, to run: Int) -> Int {
    let target = runs[run]
    var place = startCursor
    if from != start {
      let last = runs[from]
      place = (last.endsKnown ? last.column + last.count : nil, last.row)
    }
    return CursorMotion.cost(
      from: place, to: target.column, row: target.row, lineFeedKeepsColumn: lineFeedKeepsColumn, tabsBefore: tabsBefore)
  }

  /// Notes what going on from `node` to the run after it costs.
  private mutating func price(_ node: Int) {
    let after = Int(next[node])
    onward[node] = after >= 0 ? cost(node, pens[node], to: after, in: pens[after]) : 0
  }

  private mutating func unlink(_ node: Int) {
    let before = Int(previous[node])
    let after = Int(next[node])
    next[before] = Int32(after)
    if after >= 0 { previous[after] = Int32(before) }
  }

  private mutating func link(_ node: Int, after before: Int) {
    let after = Int(next[before])
    next[node] = Int32(after)
    previous[node] = Int32(before)
    next[before] = Int32(node)
    if after >= 0 { previous[after] = Int32(node) }
  }
}
