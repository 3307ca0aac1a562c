/// A lower bound on the bytes any encoder must send to take a terminal from one frame to the next.
///
/// Cells are compared as they look (`Cell.plainLook`): a space shows only its
/// background, a block pattern glyph in one colour only that colour, a block
/// pattern over two colours is its complement with them swapped or in reverse
/// video; reverse video swaps the colours of other glyphs. The changed cells
/// fall into units, runs of alike changed cells on a row. Each changed cell has
/// a last write; the units' glyphs and the bytes between those writes are
/// counted, each at its least:
/// - the glyphs of the units that are not blank: k alike cells cost k glyphs;
///   where the glyph is ASCII, the least of that, a glyph and a repeat of the
///   rest (`CSI b`, 3 bytes, `CSI N b`), or a glyph written over the cell
///   before them and a repeat of all k (the written-over glyph then stands for
///   a byte of moving), and a run that goes on from the last column of the row
///   above in the same look costs nothing (one repeat may write both); a block
///   glyph whose pattern has a shorter complement counts as that;
/// - the ways into the units, taken together (`EntryTree`): the cell written
///   just before a unit's first last-write belongs to another unit (or nothing
///   was written yet), so the units form a tree rooted at the frame's start
///   with one child of it, and the bytes before those writes are at least the
///   least such tree whose edges cost the least move from after a cell of one
///   unit to a cell of the other (every way VT terminals have, writing over
///   cells among them) and the least SGR between their looks. The cursor and
///   the pen may be anywhere when the frame starts: the edge from it costs
///   nothing. Entering a unit past its first cell costs a byte more unless the
///   cell just before is changed and needs no SGR (the first cell is then
///   written in another go, whose way in is not in the tree);
/// - or, when more, the same tree with the moves alone and the SGRs the frame's
///   looks need (`Pens`), as SGR and moves are separate bytes.
///
/// Blanks are written by spaces or by erases, each erase at least 3 bytes. It
/// assumes an erase (`CSI X`, `CSI K`, `CSI J` and their kinds) clears only
/// cells that are to show a blank of the pen's background, so what one erase
/// clears lies on a span of such cells (on a row, or reaching the screen's
/// start or end). A blank unit's glyphs ride on the edge into it: the least of
/// k spaces and 3, one byte when another blank shares its span (an erase sent
/// for that one may clear the rest), or an erase from where one may be sent (on
/// its row, from the span's first cell to the unit's, or anywhere on the span
/// when it starts the row); a blank on the span of another is reached from it
/// for nothing, and the cursor may stand where an erase of it starts.
///
/// It is a bound on encoders that write cells in place: it leaves out sequences
/// that move cells (insert or delete characters or lines, scrolling), fill or
/// copy rectangles (`DECFRA`, `DECCRA`), and saving and restoring the cursor;
/// a repeat is taken to repeat the glyph written just before it. It bounds the
/// encoders whose bytes show the frame in every terminal Tumble supports, tmux
/// among them: tmux's `CSI b` repeats only the last character of 0x20–0x7E it
/// printed (`input_print` in its input.c alone records it; after a UTF-8 glyph
/// a repeat writes nothing, or that ASCII character in older versions), so a
/// repeat of another glyph draws the wrong cells there and is not counted. A
/// blank that showed half a wide glyph is left out where the other half is
/// written (a terminal may clear it then). Synchronized-output marks and the
/// closing reset are not counted: they are a choice, not a need.
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
        && Shown(frame[frame.width - 1, row - 1], depth: depth) == cell && cell.repeats
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

    /// The bytes of the shortest glyph that shows this cell: its own, or its complement in reverse video or with the
    /// colours swapped.
    var leastGlyph: Int {
      let own = glyph.withUTF8(\.count)
      guard let complement = BlockComplements.complement(of: glyph) else { return own }
      return min(own, complement.withUTF8(\.count))
    }

    /// Whether a repeat (`CSI b`) may write this cell: only an ASCII glyph, as tmux repeats nothing else.
    var repeats: Bool { leastGlyph == 1 }

    /// The least bytes of a run of `count` of these cells.
    func glyphBytes(count: Int) -> Int {
      if isBlank { return min(count, 3) }
      let glyph = leastGlyph
      guard count > 1, repeats else { return count * glyph }
      // a repeat (`CSI n b`) of all but the first, or of all after the same glyph written over the cell before them
      let repeats = CursorMotion.csiCost
      return min(count * glyph, glyph + repeats(count - 1), glyph - 1 + repeats(count))
    }
  }
}
