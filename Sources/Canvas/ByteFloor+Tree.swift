// MARK: - Entries as a tree

extension ByteFloor {
  /// The least bytes that bring the cursor and the pen to each unit from the one written before it, taken together:
  /// a minimum arborescence over the units, rooted at the frame's start.
  ///
  /// Order the units by their first last-write and give each the unit whose
  /// cell was written just before it (or the start): every parent comes
  /// earlier, so this is a tree, the start has one child, and the bytes between
  /// the two writes are at least the edge's cost, no byte counted twice. The
  /// least tree is found exactly (Chu–Liu/Edmonds). Unlike giving each unit its
  /// cheapest way in alone, it makes a group of units that reach one another
  /// cheaply (one look's runs a line feed apart) pay a way in from outside.
  /// An assignment of predecessors (each unit the one before at most one)
  /// does not hold as a bound here: a unit written in pieces comes before as
  /// many, and with pieces allowed each unit may close a cycle on itself for a
  /// backspace, which gives less than this tree. Moves from more than
  /// `nearRows` away are taken at their least through one node (`hub`).
  struct EntryTree {
    let units: [Unit]
    let spans: [Span?]
    let motion: Motion
    /// For each unit, the unit whose last cell is just before its first in reading order, if any.
    let adjoining: [Int?]
    /// The units on each row, and the blank units on each span (by its first cell).
    let byRow: [[Int]]
    let onSpan: [Int: [Int]]
    /// The rows a move is priced exactly within: all when the screen is to be blank, as an erase of all of it
    /// may be sent from anywhere.
    let reach: Int

    init(units: [Unit], spans: [Span?], motion: Motion, height: Int) {
      (self.units, self.spans, self.motion) = (units, spans, motion)
      var byRow = [[Int]](repeating: [], count: height)
      var onSpan: [Int: [Int]] = [:]
      for (index, unit) in units.enumerated() {
        byRow[unit.row].append(index)
        if let span = spans[index] { onSpan[span.start, default: []].append(index) }
      }
      (self.byRow, self.onSpan) = (byRow, onSpan)
      reach = spans.contains { $0?.whole == true } ? height : Self.nearRows
      adjoining = units.indices.map { index in
        guard index > 0 else { return nil }
        let (unit, before) = (units[index], units[index - 1])
        let adjoins =
          before.row == unit.row && before.columns.upperBound == unit.columns.lowerBound
          || unit.columns.lowerBound == 0 && before.row == unit.row - 1 && before.columns.upperBound == motion.width
        return adjoins ? index - 1 : nil
      }
    }

    /// Rows within this many a move is priced exactly; from further away it costs four bytes at least (`CSI 4 B`),
    /// three to the first row (`CSI d`), and such edges go through one node (`hub`) reached from any unit for
    /// nothing: a tree through it costs no more than one with the far edges themselves.
    static let nearRows = 3

    /// The least tree's bytes with the SGRs, and with the moves alone.
    func bytes(depth: ColorDepth) -> (withPens: Int, moves: Int) {
      let hub = units.count + 1
      var withPens = [[Arborescence.Edge]](repeating: [], count: units.count + 2)
      var moves = withPens
      for target in units.indices {
        // through the hub from every unit for nothing
        withPens[hub].append((target + 1, 0))
        moves[hub].append((target + 1, 0))
      }
      let places = units.indices.map {
        spans[$0]?.places(of: units[$0], motion.width) ?? [(units[$0].row, units[$0].columns)]
      }
      var pens = PenTable(units, depth: depth)
      let farPens = farPens(&pens)
      for (target, unit) in units.enumerated() {
        let glyphs = unit.look.isBlank ? charge(unit, span: spans[target]) : 0
        withPens[target + 1].append((0, glyphs))
        moves[target + 1].append((0, glyphs))
        if let pen = farPens[target] {
          let far = (unit.row == 0 ? 3 : 4) + glyphs
          withPens[target + 1].append((hub, far + pen))
          moves[target + 1].append((hub, far))
        }
        let lates = (lateStart(target, depth: depth), lateStart(target, depth: nil))
        for source in candidates(for: target) {
          let pen = pens.sgr(pens.ids[source], pens.ids[target])
          let (withPen, alone) = way(from: source, places[source], to: target, lates: lates)
          withPens[target + 1].append((source + 1, pen + withPen))
          moves[target + 1].append((source + 1, alone))
        }
      }
      return (Self.rooted(withPens), Self.rooted(moves))
    }

    /// The least arborescence when the start (node 0) may have one child only: its edges cost `lift` more,
    /// taken back after.
    private static func rooted(_ edges: [[Arborescence.Edge]]) -> Int {
      let lift = 1 << 40
      return Arborescence.cost(into: edges.map { $0.map { $0.from == 0 ? (0, $0.cost + lift) : $0 } }) - lift
    }

    /// The units within `nearRows` of the target's row, and those on its span.
    private func candidates(for target: Int) -> [Int] {
      let unit = units[target]
      var found: [Int] = []
      for row in max(0, unit.row - reach)...unit.row + reach where row < byRow.count {
        found += byRow[row].filter { $0 != target }
      }
      if let span = spans[target] {
        found += (onSpan[span.start] ?? []).filter { abs(units[$0].row - unit.row) > reach }
      }
      return found
    }

    /// The SGRs between the frame's looks, each found once.
    struct PenTable {
      let depth: ColorDepth
      /// Each unit's look, as an index into `looks`.
      let ids: [Int]
      let looks: [Look]
      private var bytes: [Int]

      init(_ units: [Unit], depth: ColorDepth) {
        var index: [Look: Int] = [:]
        ids = units.map { unit in
          if let id = index[unit.look] { return id }
          index[unit.look] = index.count
          return index.count - 1
        }
        looks = index.sorted { $0.value < $1.value }.map(\.key)
        bytes = [Int](repeating: -1, count: looks.count * looks.count)
        self.depth = depth
      }

      /// The least SGR from look `from` to look `to`.
      mutating func sgr(_ from: Int, _ to: Int) -> Int {
        let index = from * looks.count + to
        if bytes[index] < 0 { bytes[index] = ByteFloor.sgr(from: looks[from], to: looks[to], depth: depth) }
        return bytes[index]
      }
    }

    /// For each unit, the least SGR to its look from the look of a unit more than `reach` rows away (nil when there
    /// is none).
    private func farPens(_ pens: inout PenTable) -> [Int?] {
      var rows = [ClosedRange<Int>?](repeating: nil, count: pens.looks.count)
      for (unit, id) in zip(units, pens.ids) {
        rows[id] = rows[id].map { min($0.lowerBound, unit.row)...max($0.upperBound, unit.row) } ?? unit.row...unit.row
      }
      return zip(units, pens.ids).map { unit, to in
        let near = unit.row - reach...unit.row + reach
        var least: Int?
        for (from, span) in rows.enumerated() {
          guard let span, span.lowerBound < near.lowerBound || span.upperBound > near.upperBound else { continue }
          least = min(least ?? .max, pens.sgr(from, to))
          if least == 0 { break }
        }
        return least
      }
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
    /// and its glyphs when it is blank, with each of two costs of entering past the first cell (`lates`).
    private func way(from source: Int, _ places: [(Int, Range<Int>)], to target: Int, lates: (Int, Int)) -> (Int, Int) {
      let unit = units[target]
      guard unit.look.isBlank, let span = spans[target] else {
        let first = move(from: places, toRow: unit.row, cells: unit.columns.lowerBound..<unit.columns.lowerBound + 1)
        guard unit.columns.count > 1, first > min(lates.0, lates.1) else { return (first, first) }
        let any = move(from: places, toRow: unit.row, cells: unit.columns)
        return (min(first, any + lates.0), min(first, any + lates.1))
      }
      if spans[source]?.start == span.start { return (0, 0) }
      let spaces = charge(unit, span: span) + move(from: places, toRow: unit.row, cells: unit.columns)
      guard spaces > 3 else { return (spaces, spaces) }
      let erases = span.erases(of: unit, motion.width).map { move(from: places, toRow: $0.0, cells: $0.1) }
      let erase = min(spaces, 3 + erases.min()!)
      return (erase, erase)
    }

    /// The least move from after one of the cells `from` (a range starting at -1: at its first cell too) to
    /// one of the cells `cells` on `toRow`.
    private func move(from: [(Int, Range<Int>)], toRow: Int, cells: Range<Int>) -> Int {
      var best = Int.max
      for (fromRow, after) in from {
        best = min(best, motion.bytes(fromRow: fromRow, after: after, toRow: toRow, cells: cells))
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
      let (width, count) = (frame.width, frame.cells.count)
      // each cell's blank colour, and where its stretch of blanks of that colour starts and ends
      let colors = frame.cells.map { cell -> UInt32? in
        let shown = Shown(cell, depth: depth)
        return cell.width != 0 && shown.isBlank ? shown.background : nil
      }
      var starts = Array(0..<count)
      var ends = Array(1...count)
      for index in 1..<max(1, count) where colors[index] != nil && colors[index] == colors[index - 1] {
        starts[index] = starts[index - 1]
      }
      for index in stride(from: count - 2, through: 0, by: -1)
      where colors[index] != nil && colors[index] == colors[index + 1] {
        ends[index] = ends[index + 1]
      }
      var spans: [Span?] = units.map { unit in
        guard unit.look.isBlank else { return nil }
        let first = unit.row * width + unit.columns.lowerBound
        // across the rows only to the screen's start or end
        let start = starts[first] == 0 ? 0 : max(starts[first], unit.row * width)
        let end = ends[first] == count ? count : min(ends[first], unit.row * width + width)
        return Span(start: start, end: end, whole: start == 0 && end == count)
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
