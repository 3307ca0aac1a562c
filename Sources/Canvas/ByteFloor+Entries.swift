// MARK: - Entries

extension ByteFloor {
  /// A run of alike changed cells on a row: where it is, how it looks, what its glyphs cost.
  struct Unit {
    let row: Int
    let columns: Range<Int>
    let look: Look
    let glyphBytes: Int
  }

  /// The least bytes of SGR that take a pen that wrote a cell of look `from` to one that writes `to`.
  static func sgr(from: Look, to: Look, depth: ColorDepth) -> Int {
    if from == to { return 0 }
    let held = { (color: UInt32) in color == from.first || color == from.second }
    if to.isBlank {
      // a blank needs its colour as one of the pen's (reverse video may show either)
      if held(to.first) { return 0 }
      let name = to.first == 0 ? 3 : Pens.colorCost(to.first, depth)
      return from.isBlank ? min(4, name) : name
    }
    let first = held(to.first) ? nil : to.first
    let second = to.second == to.first || held(to.second) ? nil : to.second
    if from.isBlank {
      // the foreground a blank was written with is not known: it may be one of them
      guard let first, let second else { return 0 }
      return min(Pens.colorCost(first, depth), Pens.colorCost(second, depth))
    }
    if to.first == 0 && to.second == 0 && to.attributes == 0 { return 3 }
    let attributes = to.attributes == from.attributes ? 0 : 2
    if first == nil && second == nil { return attributes == 0 ? 0 : 4 }
    // the default colour named beside another costs a byte: a reset (`CSI ;48;5;N m`), the other named after it
    let both = first != nil && second != nil
    let named = [first, second].reduce(0) { $0 + ($1.map { both && $0 == 0 ? 1 : Pens.colorCost($0, depth) - 2 } ?? 0) }
    return 2 + named + attributes
  }
}

// MARK: - Motion

extension ByteFloor {
  /// The least bytes that move the cursor between places on a screen `width` columns wide.
  ///
  /// A move is a way down or up the rows (none; line feeds, to the same column
  /// or, where the tty returns the carriage, to the first; `ESC M` for each
  /// row up; `CSI n A/B`; `CSI n E/F` to the first column; `CSI n d` to a row),
  /// then a way along the row (none; one byte for each cell written over
  /// going right or each backspace going left; `CSI n C/D`; tabs to the stops
  /// every eight columns, `\t` or `CSI n I`, or back, `CSI n Z`; `CSI n G`; a
  /// carriage return and a way right), or `CSI row;column H` at once; and
  /// none to the first column after a cell written in the last (the cursor
  /// wraps).
  struct Motion {
    let width: Int

    /// `CSI row;column H` (the numbers left out when 1).
    func position(row: Int, column: Int) -> Int {
      3 + (row == 0 ? 0 : (row + 1).decimalDigits) + (column == 0 ? 0 : 1 + (column + 1).decimalDigits)
    }

    /// From after one of the cells `after` on `fromRow` to one of the cells `cells` on `toRow`.
    func bytes(fromRow: Int, after: Range<Int>, toRow: Int, cells: Range<Int>) -> Int {
      // the cursor stands after one of the cells written; after the last column it waits to wrap
      let wraps = after.upperBound >= width
      let from = min(after.lowerBound + 1, width - 1)...min(after.upperBound, width - 1)
      let to = cells.lowerBound...(cells.upperBound - 1)
      if wraps && toRow == fromRow + 1 && to.lowerBound == 0 { return 0 }
      let rows = toRow - fromRow
      let keeping = across(from: from, to: to)
      if rows == 0 { return min(keeping, position(row: toRow, column: to.lowerBound)) }
      // down: line feeds (to the same column, or the first), CSI n B or CSI n E; up: ESC M, CSI n A or CSI n F
      let relative = csi(abs(rows))
      let keepingColumn = min(rows > 0 ? rows : 2 * -rows, relative, toRow == 0 ? 3 : 3 + (toRow + 1).decimalDigits)
      let toFirstColumn = min(rows > 0 ? rows : relative, relative)
      var best = min(
        position(row: toRow, column: to.lowerBound), keepingColumn + keeping,
        toFirstColumn + across(from: 0...0, to: to))
      // writing over the rest of the row wraps to the first column of the next
      if rows == 1 { best = min(best, width - from.upperBound + to.lowerBound) }
      return best
    }

    /// The least bytes along a row from one of the columns `from` to one of `to`.
    private func across(from: ClosedRange<Int>, to: ClosedRange<Int>) -> Int {
      if from.overlaps(to) { return 0 }
      var best = csi(to.lowerBound + 1)
      if to.lowerBound == 0 { return 1 }
      best = min(best, 1 + right(from: 0, to: to))
      if from.upperBound < to.lowerBound { return min(best, right(from: from.upperBound, to: to)) }
      let distance = from.lowerBound - to.upperBound
      best = min(best, distance, csi(distance))
      // back tabs to the stop at or left of the cells, then right
      let stop = to.upperBound / 8 * 8
      let tabs = (from.lowerBound - 1) / 8 - stop / 8 + 1
      return min(best, csi(tabs) + max(0, to.lowerBound - stop))
    }

    /// The least bytes right from `column` to one of `to` (all right of it).
    private func right(from column: Int, to: ClosedRange<Int>) -> Int {
      let distance = to.lowerBound - column
      var best = min(distance, csi(distance))
      // tabs to a stop at or before the cells, or just past them, then along
      let lastStop = min(to.upperBound / 8 * 8, width - 1)
      for next in 0...1 {
        let stop = min(lastStop + 8 * next, width - 1)
        guard stop > column else { continue }
        let tabs = (stop - 1) / 8 - column / 8 + 1
        let along = stop < to.lowerBound ? to.lowerBound - stop : max(0, stop - to.upperBound)
        best = min(best, min(tabs, csi(tabs)) + along)
      }
      return best
    }

    /// The bytes of `CSI n X`, the count left out when it is 1.
    private func csi(_ count: Int) -> Int { CursorMotion.csiCost(count) }
  }
}
