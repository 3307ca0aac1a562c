// MARK: - Entries as a tree

extension ByteFloor {
  /// The least bytes that bring the cursor and the pen to each unit from the one written before it, taken together:
  /// a minimum arborescence over the units, rooted at the frame's start.
  ///
  /// Each unit's first final write is preceded by the final write of another
  /// unit's cell (or by nothing, the frame's start), which was itself first
  /// written earlier: taking that unit for its parent makes a tree rooted at the
  /// start, with one child of the start. An edge costs the least move from after
  /// a cell of the parent to a cell of the child and, with `pens`, the least SGR
  /// from its look to the child's; so the bytes before the units' first writes
  /// are at least the least such tree (Chu–Liu/Edmonds). A blank is written by
  /// spaces or by an erase: an edge into it also carries its glyphs (at least one
  /// when another blank shares its span, as an erase sent for that one may clear
  /// the rest); an erase may stand anywhere on the blank's span, so an edge may
  /// go to or leave from any cell of it, and a blank erased with another of its
  /// span is reached from it for nothing.
  struct EntryTree {
    let units: [Unit]
    let spans: [Span?]
    let motion: Motion
    /// For each unit, the unit whose last cell is just before its first in reading order, if any.
    let adjoining: [Int?]

    init(units: [Unit], spans: [Span?], motion: Motion) {
      (self.units, self.spans, self.motion) = (units, spans, motion)
      adjoining = units.indices.map { index in
        guard index > 0 else { return nil }
        let (unit, before) = (units[index], units[index - 1])
        let adjoins =
          before.row == unit.row && before.columns.upperBound == unit.columns.lowerBound
          || unit.columns.lowerBound == 0 && before.row == unit.row - 1 && before.columns.upperBound == motion.width
        return adjoins ? index - 1 : nil
      }
    }

    func bytes(depth: ColorDepth?) -> Int {
      let count = units.count + 1
      // the start may have one child only: its edges cost `lift` more, taken back after
      let lift = 1 << 40
      var costs = [Int](repeating: Arborescence.none, count: count * count)
      let places = units.indices.map {
        spans[$0]?.places(of: units[$0], motion.width) ?? [(units[$0].row, units[$0].columns)]
      }
      for (target, unit) in units.enumerated() {
        costs[target + 1] = lift + (unit.look.isBlank ? charge(unit, span: spans[target]) : 0)
        let late = lateStart(target, depth: depth)
        for source in units.indices where source != target {
          let pen = depth.map { sgr(from: units[source].look, to: unit.look, depth: $0) } ?? 0
          costs[(source + 1) * count + target + 1] = pen + way(from: source, places[source], to: target, late: late)
        }
      }
      return Arborescence.cost(costs, count: count) - lift
    }

    /// What entering a run past its first cell adds at least: the first cell is then written in another go,
    /// whose way in costs a byte unless it comes from the cell just before for no SGR.
    private func lateStart(_ target: Int, depth: ColorDepth?) -> Int {
      guard let before = adjoining[target] else { return 1 }
      guard let depth else { return 0 }
      return min(1, sgr(from: units[before].look, to: units[target].look, depth: depth))
    }

    /// The glyphs an edge into a blank carries when it is written by spaces.
    private func charge(_ unit: Unit, span: Span?) -> Int {
      span?.shared == true ? 1 : unit.glyphBytes
    }

    /// The least bytes, SGR aside, from after the unit `source` (standing at one of `places`) to the unit `target`
    /// and its glyphs when it is blank.
    private func way(from source: Int, _ places: [(Int, Range<Int>)], to target: Int, late: Int) -> Int {
      let unit = units[target]
      let head = [(unit.row, unit.columns.lowerBound..<unit.columns.lowerBound + 1)]
      guard unit.look.isBlank, let span = spans[target] else {
        let first = move(from: places, to: head)
        guard unit.columns.count > 1, first > late else { return first }
        return min(first, late + move(from: places, to: [(unit.row, unit.columns)]))
      }
      if spans[source]?.start == span.start { return 0 }
      let spaces = charge(unit, span: span) + move(from: places, to: [(unit.row, unit.columns)])
      guard spaces > 3 else { return spaces }
      return min(spaces, 3 + move(from: places, to: span.erases(of: unit, motion.width)))
    }

    /// The least move from after one of the cells `from` (a range starting at -1: at its first cell too) to
    /// one of the cells `to`.
    private func move(from: [(Int, Range<Int>)], to: [(Int, Range<Int>)]) -> Int {
      var best = Int.max
      for (fromRow, after) in from {
        for (toRow, cells) in to {
          best = min(best, motion.bytes(fromRow: fromRow, after: after, toRow: toRow, cells: cells))
        }
      }
      return best
    }
  }

  /// A stretch of cells, in reading order, that are all blanks of one colour in the frame, around a changed blank:
  /// what one erase may clear when it clears only cells that are to show that blank. It stays on one row unless
  /// it reaches the screen's first or last cell (an erase of the screen's start or end).
  struct Span {
    /// The first cell and the one after the last, counted across the rows.
    let start: Int
    let end: Int
    /// Whether it is the whole screen.
    let whole: Bool
    /// Whether another changed blank lies on it.
    var shared = false

    /// The cells an erase that clears `unit` may start at: on the unit's row, from the span's first cell there
    /// to the unit's first (an erase of characters, or to the end of the line or screen), or anywhere on the span
    /// where it starts the row (an erase from the start of the line or screen is sent from after the unit);
    /// on any row when the span is the whole screen.
    func erases(of unit: Unit, _ width: Int) -> [(Int, Range<Int>)] {
      let rows = whole ? 0...(end - 1) / width : unit.row...unit.row
      return rows.map { row in
        let first = max(start, row * width) - row * width
        let last = min(end, row * width + width) - row * width
        return (row, first..<(first == 0 || row != unit.row ? last : unit.columns.lowerBound + 1))
      }
    }

    /// Where the cursor may stand after `unit` is written: after one of its cells, or where an erase of it starts.
    func places(of unit: Unit, _ width: Int) -> [(Int, Range<Int>)] {
      erases(of: unit, width).map { row, cells in
        (
          row,
          cells.lowerBound
            - 1..<(row == unit.row ? max(cells.upperBound - 1, unit.columns.upperBound) : cells.upperBound - 1)
        )
      }
    }

    /// The span around each blank unit (nil for the others), found in `frame` at `depth`.
    static func around(_ units: [Unit], in frame: FrameBuffer, depth: ColorDepth) -> [Span?] {
      let width = frame.width
      let blank = { (index: Int, color: UInt32) -> Bool in
        let cell = frame.cells[index]
        let shown = Shown(cell, depth: depth)
        return cell.width != 0 && shown.isBlank && shown.background == color
      }
      var spans: [Span?] = units.map { unit in
        guard unit.look.isBlank else { return nil }
        let color = unit.look.first
        var start = unit.row * width + unit.columns.lowerBound
        var end = unit.row * width + unit.columns.upperBound
        while start % width != 0, blank(start - 1, color) { start -= 1 }
        while end % width != 0, blank(end, color) { end += 1 }
        // across the rows only to the screen's start or end
        var before = start
        while before > 0, blank(before - 1, color) { before -= 1 }
        if before == 0 { start = 0 }
        var after = end
        while after < frame.cells.count, blank(after, color) { after += 1 }
        if after == frame.cells.count { end = after }
        return Span(start: start, end: end, whole: start == 0 && end == frame.cells.count)
      }
      var counts: [Int: Int] = [:]
      for span in spans { if let span { counts[span.start, default: 0] += 1 } }
      for index in spans.indices where spans[index] != nil {
        spans[index]!.shared = counts[spans[index]!.start]! > 1
      }
      return spans
    }
  }
}

// MARK: - Arborescence

/// The least cost of a spanning arborescence rooted at node 0 of a dense graph (Chu–Liu/Edmonds, growing one
/// path at a time as Tarjan does, in time quadratic in the nodes): each node takes its cheapest edge in; a
/// cycle among those is contracted, the edges into it costing what they save over the cycle's own.
enum Arborescence {
  /// No edge.
  static let none = Int.max / 4

  /// `costs[from * count + to]`; edges into node 0 are not used.
  static func cost(_ costs: [Int], count: Int) -> Int {
    var costs = costs
    var alive = Array(1..<count)
    var done = [Bool](repeating: false, count: count)
    var onPath = [Bool](repeating: false, count: count)
    var entering = [Int](repeating: 0, count: count)
    // the contracted node each node went into, until it is its own
    var merged = Array(0..<count)
    func find(_ node: Int) -> Int {
      var node = node
      while merged[node] != node { node = merged[node] }
      return node
    }
    done[0] = true
    var total = 0
    for start in 1..<count where !done[find(start)] {
      var path = [find(start)]
      onPath[path[0]] = true
      while let last = path.last {
        var (from, cheapest) = (0, costs[last])
        for node in alive where node != last && costs[node * count + last] < cheapest {
          (from, cheapest) = (node, costs[node * count + last])
        }
        entering[last] = cheapest
        total += cheapest
        if done[from] {
          for node in path {
            done[node] = true
            onPath[node] = false
          }
          break
        }
        guard onPath[from] else {
          path.append(from)
          onPath[from] = true
          continue
        }
        // a cycle from `from` to the path's end: contracted into `from`
        let cycle = Array(path[path.firstIndex(of: from)!...])
        path.removeLast(cycle.count - 1)
        contract(cycle, into: from, &costs, count: count, alive: &alive, entering: entering)
        for member in cycle where member != from {
          merged[member] = from
          onPath[member] = false
        }
      }
    }
    return total
  }

  /// Makes `node` stand for the nodes of `cycle`: the edges into it cost what they save over the cycle's edge
  /// into the node they reach, the edges out of it are the cheapest out of any.
  private static func contract(
    _ cycle: [Int], into node: Int, _ costs: inout [Int], count: Int, alive: inout [Int], entering: [Int]
  ) {
    let members = Set(cycle)
    alive.removeAll { members.contains($0) && $0 != node }
    for other in alive where other != node {
      var into = none
      var out = none
      for member in cycle {
        if costs[other * count + member] < none { into = min(into, costs[other * count + member] - entering[member]) }
        out = min(out, costs[member * count + other])
      }
      costs[other * count + node] = into
      costs[node * count + other] = out
    }
    // from the start, kept apart from the other nodes
    var root = none
    for member in cycle where costs[member] < none { root = min(root, costs[member] - entering[member]) }
    costs[node] = root
  }
}
