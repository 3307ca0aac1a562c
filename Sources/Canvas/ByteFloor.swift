/// A lower bound on the bytes any encoder must send to take a terminal from one frame to the next.
///
/// Cells are compared as they look (`Cell.plainLook`): a space shows only its
/// background, a block pattern glyph in one colour only that colour, a block
/// pattern over two colours is its complement with them swapped or in reverse
/// video; reverse video swaps the colours of other glyphs. It counts only what
/// no encoder can avoid, each at its cheapest:
/// - the glyphs of the cells that changed: a run of k alike cells on a row
///   costs the least of k glyphs and one glyph and a repeat (`CSI b`, 3 bytes,
///   `CSI N b` with N = k - 1 above one); a run of blanks the least of k spaces
///   and an erase to the end of the line (`CSI K`, 3 bytes); a block glyph whose
///   pattern has a shorter complement counts as that (the colours swapped, or in reverse video);
/// - before each run of alike changed cells, the move there and the SGR to its
///   look from after the cell written before it (`entries`), the costliest
///   left out (the cursor and the pen may be anywhere when the frame starts);
///   or, when more, the moves alone and the SGRs the frame's looks need
///   (`Pens`);
/// - less what erasing the rest of the screen (`CSI J`) or its start (`CSI 1 J`)
///   could save, where it pays (every cell it erases that is not blank is
///   written again, a glyph at least for each run of alike cells).
///
/// It leaves out sequences that move cells (insert or delete characters or
/// lines, scrolling) and saving and restoring the cursor: a frame of moving
/// stickers has no cells to shift, and Tumble's encoder uses none of them
/// (ncurses may insert or delete characters). Synchronized-output marks and
/// the closing reset are not counted: they are a choice, not a need.
public enum ByteFloor {
  /// The least bytes that take a terminal of `depth` showing `previous` (blank when nil) to `frame`.
  public static func bytes(from previous: FrameBuffer?, to frame: FrameBuffer, depth: ColorDepth) -> Int {
    let shown = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var units: [Unit] = []
    for row in 0..<frame.height {
      units += self.units(row: row, of: frame, over: shown, depth: depth, after: units.last)
    }
    guard !units.isEmpty else { return 0 }
    var pens = Pens(depth: depth)
    for unit in units { pens.note(unit.look) }
    let tree = EntryTree(
      units: units, spans: Span.around(units, in: frame, depth: depth), motion: Motion(width: frame.width),
      height: frame.height)
    // blanks carry their glyphs on the edges into them
    let glyphs = units.reduce(0) { $0 + ($1.look.isBlank ? 0 : $1.glyphBytes) }
    let entries = tree.bytes(depth: depth)
    return glyphs + max(entries.withPens, entries.moves + pens.bytes())
  }

  /// The runs of alike changed cells on `row` (a changed wide glyph with its second half), `last` the run found
  /// before them. A blank that showed half a wide glyph is left out where the other half is written (writing
  /// over half a wide glyph may clear the other): the second half always, the first when the cell after it is
  /// not to be a blank.
  private static func units(
    row: Int, of frame: FrameBuffer, over shown: FrameBuffer?, depth: ColorDepth, after last: Unit?
  ) -> [Unit] {
    var found: [Unit] = []
    var column = 0
    let changed = { (column: Int, cell: Shown) -> Bool in
      let before = shown?[column, row] ?? .blank
      let cleared =
        before.width == 0
        || before.width == 2 && column + 1 < frame.width && !Shown(frame[column + 1, row], depth: depth).isBlank
      return cell != Shown(before, depth: depth) && !(cell.isBlank && cleared)
    }
    while column < frame.width {
      let cell = Shown(frame[column, row], depth: depth)
      guard frame[column, row].width != 0, changed(column, cell) else {
        column += 1
        continue
      }
      var count = 1
      while column + count < frame.width, Shown(frame[column + count, row], depth: depth) == cell,
        frame[column + count, row].width != 0, changed(column + count, cell)
      {
        count += 1
      }
      let end = min(column + count + (frame[column + count - 1, row].width == 2 ? 1 : 0), frame.width)
      // a repeat (CSI b) may go on from the last column of the row above
      let goesOn =
        column == 0 && row > 0 && last?.row == row - 1 && last?.columns.upperBound == frame.width
        && Shown(frame[frame.width - 1, row - 1], depth: depth) == cell
      found.append(
        Unit(
          row: row, columns: column..<end, look: Look(cell),
          glyphBytes: goesOn && !cell.isBlank ? 0 : cell.glyphBytes(count: count)))
      column = end
    }
    return found
  }

  /// A cell as it looks at a colour depth.
  struct Shown: Equatable {
    var glyph: Glyph
    var foreground: UInt32
    var background: UInt32
    var attributes: CellAttributes

    init(_ cell: Cell, depth: ColorDepth) {
      glyph = cell.glyph
      foreground = depth == .none ? 0 : cell.foregroundCode
      background = depth == .none ? 0 : cell.backgroundCode
      attributes = cell.attributes
      if attributes.contains(.reverse) {
        // a block pattern in reverse video is its complement; other glyphs are taken as the colours swapped
        if cell.width == 1, let complement = BlockComplements.complement(of: glyph) {
          glyph = complement
        } else {
          swap(&foreground, &background)
        }
        attributes.remove(.reverse)
      }
      var plain = Cell(glyph: glyph, foregroundCode: foreground, backgroundCode: background)
      plain.width = cell.width
      if attributes.isEmpty, let look = plain.plainLook {
        (glyph, foreground, background) = look
      }
      if glyph == Self.space {
        foreground = 0
        attributes = []
      }
    }

    static let space = Glyph(" ")

    var isBlank: Bool { glyph == Self.space }

    /// The least bytes of a run of `count` of these cells.
    func glyphBytes(count: Int) -> Int {
      if isBlank { return min(count, 3) }
      var glyph = self.glyph.withUTF8(\.count)
      // the complement in reverse video, or with the colours swapped
      if let complement = BlockComplements.complement(of: self.glyph) {
        glyph = min(glyph, complement.withUTF8(\.count))
      }
      // a repeat of all but the first, or of all after the same glyph written over the cell before them
      let repeats = { (count: Int) in count == 1 ? 3 : 3 + String(count).count }
      return count == 1 ? glyph : min(count * glyph, glyph + repeats(count - 1), glyph - 1 + repeats(count))
    }
  }
}
