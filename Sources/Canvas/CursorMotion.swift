/// The fewest bytes that take a terminal's cursor to a cell, from where it is.
///
/// Besides `CSI row;column H` it weighs the relative moves (`CSI n A/B/C/D`,
/// `ESC D`, `ESC M`), `CSI n G`, backspaces, tabs (`Tabs`, where the caller
/// gives the screen's width), and carriage return and line feed. A line feed may or may not return to the first column (the tty's
/// `ONLCR`), so after one the column is set again unless the caller knows it
/// does not (`lineFeedKeepsColumn`); and where the column is not known (after
/// the last column, or after a wide glyph terminals disagree on) only the
/// moves that do not start from it are used.
enum CursorMotion {
  /// Where the cursor is: its row, and its column when known.
  typealias Place = (column: Int?, row: Int)

  /// A way along a row.
  private enum Across {
    case stay
    /// `CSI n C`.
    case forward
    /// Backspaces.
    case backspaces
    /// `CSI n D`.
    case back
    /// `CSI n G`.
    case column
    /// A carriage return, then `CSI n C` unless to the first column.
    case home
    /// Tabs to a stop at the column or past it, then backspaces.
    case tabs
    /// A carriage return, then tabs and backspaces.
    case homeTabs
  }

  /// A way to the cell.
  private enum Way {
    /// `CSI row;column H`.
    case position
    /// Along the row.
    case across(Across)
    /// `ESC D`, `ESC M` or `CSI n A/B`, then along the row.
    case vertical(Across)
    /// Line feeds, then along the row from the same column or one not known.
    case lineFeeds(Across)
  }

  /// Appends to `bytes` the shortest move from `from` (nil: the cursor's place is not known) to (column, row).
  static func move(
    from: Place?, to column: Int, row: Int, lineFeedKeepsColumn: Bool = false, tabsBefore width: Int = 0,
    into bytes: inout [UInt8]
  ) {
    let tabs = Tabs(width: width)
    switch best(from: from, to: column, row: row, lineFeedKeepsColumn: lineFeedKeepsColumn, tabs: tabs).way {
    case .position:
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      bytes.appendDecimal(row + 1)
      if column > 0 {
        bytes.append(UInt8(ascii: ";"))
        bytes.appendDecimal(column + 1)
      }
      bytes.append(UInt8(ascii: "H"))
    case .across(let way):
      write(way, from: from?.column, to: column, tabs: tabs, into: &bytes)
    case .vertical(let way):
      let distance = row - (from?.row ?? row)
      if abs(distance) == 1 {
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: distance > 0 ? "D" : "M"))
      } else {
        csi(abs(distance), final: UInt8(ascii: distance > 0 ? "B" : "A"), into: &bytes)
      }
      write(way, from: from?.column, to: column, tabs: tabs, into: &bytes)
    case .lineFeeds(let way):
      bytes.append(contentsOf: repeatElement(0x0A, count: row - (from?.row ?? row)))
      write(way, from: lineFeedKeepsColumn ? from?.column : nil, to: column, tabs: tabs, into: &bytes)
    }
  }

  /// The bytes of the shortest move from `from` to (column, row).
  static func cost(
    from: Place?, to column: Int, row: Int, lineFeedKeepsColumn: Bool = false, tabsBefore width: Int = 0
  ) -> Int {
    best(from: from, to: column, row: row, lineFeedKeepsColumn: lineFeedKeepsColumn, tabs: Tabs(width: width)).cost
  }

  private static func best(
    from: Place?, to column: Int, row: Int, lineFeedKeepsColumn: Bool, tabs: Tabs
  ) -> (cost: Int, way: Way) {
    var best = (
      cost: 3 + (row + 1).decimalDigits + (column == 0 ? 0 : 1 + (column + 1).decimalDigits), way: Way.position
    )
    guard let from else { return best }
    let distance = row - from.row
    let along = across(from: from.column, to: column, tabs: tabs)
    if distance == 0 {
      if along.cost < best.cost { best = (along.cost, .across(along.way)) }
      return best
    }
    let vertical = (abs(distance) == 1 ? 2 : csiCost(abs(distance))) + along.cost
    if vertical < best.cost { best = (vertical, .vertical(along.way)) }
    if distance > 0 {
      let fresh = across(from: lineFeedKeepsColumn ? from.column : nil, to: column, tabs: tabs)
      if distance + fresh.cost < best.cost { best = (distance + fresh.cost, .lineFeeds(fresh.way)) }
    }
    return best
  }

  /// The cheapest way along a row from `column` (nil: not known) to `target`.
  private static func across(from column: Int?, to target: Int, tabs: Tabs) -> (cost: Int, way: Across) {
    if column == target { return (0, .stay) }
    var best = (cost: 1 + (target > 0 ? csiCost(target) : 0), way: Across.home)
    if csiCost(target + 1) < best.cost { best = (csiCost(target + 1), .column) }
    if let tabbing = tabs.bytes(from: 0, to: target), 1 + tabbing < best.cost { best = (1 + tabbing, .homeTabs) }
    guard let column else { return best }
    if let tabbing = tabs.bytes(from: column, to: target), tabbing < best.cost { best = (tabbing, .tabs) }
    if target > column {
      if csiCost(target - column) < best.cost { best = (csiCost(target - column), .forward) }
      return best
    }
    if column - target < best.cost { best = (column - target, .backspaces) }
    if csiCost(column - target) < best.cost { best = (csiCost(column - target), .back) }
    return best
  }

  private static func write(_ way: Across, from column: Int?, to target: Int, tabs: Tabs, into bytes: inout [UInt8]) {
    switch way {
    case .stay: break
    case .forward: csi(target - (column ?? target), final: UInt8(ascii: "C"), into: &bytes)
    case .backspaces: bytes.append(contentsOf: repeatElement(0x08, count: (column ?? target) - target))
    case .back: csi((column ?? target) - target, final: UInt8(ascii: "D"), into: &bytes)
    case .column: csi(target + 1, final: UInt8(ascii: "G"), into: &bytes)
    case .home:
      bytes.append(0x0D)
      if target > 0 { csi(target, final: UInt8(ascii: "C"), into: &bytes) }
    case .tabs: tabs.write(from: column ?? 0, to: target, into: &bytes)
    case .homeTabs:
      bytes.append(0x0D)
      tabs.write(from: 0, to: target, into: &bytes)
    }
  }

  /// Moves right by horizontal tabs (`\t`) to the stops every eight columns, as terminals set them at the start
  /// (xterm, tmux, kitty; terminfo's `it#8` for xterm), then back by backspaces; only to stops inside a screen
  /// `width` columns wide (0: no tabs), as one wider may have its last stop elsewhere.
  struct Tabs {
    let width: Int

    /// The stop at `target` or the first past it, and the tabs from `column` to it; nil where none is within three
    /// columns past the target, inside the width and right of the column.
    private func stop(from column: Int, to target: Int) -> (stop: Int, tabs: Int)? {
      let stop = (target + 7) / 8 * 8
      guard stop < width, stop > column, stop - target <= 3 else { return nil }
      return (stop, stop / 8 - column / 8)
    }

    /// The bytes of tabs from `column` and backspaces to `target`, nil where the tabs cannot reach it.
    func bytes(from column: Int, to target: Int) -> Int? {
      stop(from: column, to: target).map { $0.tabs + $0.stop - target }
    }

    func write(from column: Int, to target: Int, into bytes: inout [UInt8]) {
      guard let (stop, tabs) = stop(from: column, to: target) else { return }
      bytes.append(contentsOf: repeatElement(0x09, count: tabs))
      bytes.append(contentsOf: repeatElement(0x08, count: stop - target))
    }
  }

  /// The bytes of `CSI n X`, the count left out when it is 1.
  static func csiCost(_ count: Int) -> Int { count == 1 ? 3 : 3 + count.decimalDigits }

  private static func csi(_ count: Int, final: UInt8, into bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if count != 1 { bytes.appendDecimal(count) }
    bytes.append(final)
  }
}
