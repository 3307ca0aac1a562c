import Testing

@testable import Canvas

/// Cells that look the same on a terminal are not sent again, a block pattern may go out as its complement, and
/// the floor counts the same way.
@Suite struct CellLookTests {
  static let red = RGB(205, 0, 0)
  static let blue = RGB(0, 0, 238)

  @Test func blockPatternsLookLikeTheirComplementsWithTheColoursSwapped() {
    #expect(
      Cell("▀", foreground: Self.red, background: Self.blue).looksLike(
        Cell("▄", foreground: Self.blue, background: Self.red)))
    // the upper eighth-row pair (octants) and the left half (sextants' ▌): complements across the tables
    #expect(BlockComplements.complement(of: "🮂") == "▆")
    #expect(BlockComplements.complement(of: "▌") == "▐")
    #expect(Cell("🬀", foreground: Self.red, background: Self.red).looksLike(Cell(" ", background: Self.red)))
    #expect(Cell("█", foreground: Self.red).looksLike(Cell(" ", background: Self.red)))
    // the default background is not the default foreground: no swap with a default colour
    #expect(!Cell("▀", foreground: Self.red).looksLike(Cell("▄", background: Self.red)))
    // a letter in its background's colour is not taken for a space (an emoji would show)
    #expect(!Cell("a", foreground: Self.red, background: Self.red).looksLike(Cell(" ", background: Self.red)))
  }

  @Test func aCellThatLooksTheSameIsNotSentAgain() {
    var before = FrameBuffer(width: 6, height: 2)
    before[1, 0] = Cell("▀", foreground: Self.red, background: Self.blue)
    before[2, 1] = Cell("█", foreground: Self.blue)
    var after = FrameBuffer(width: 6, height: 2)
    after[1, 0] = Cell("▄", foreground: Self.blue, background: Self.red)
    after[2, 1] = Cell(" ", background: Self.blue)
    #expect(ANSIEncoder(colorDepth: .palette256).update(from: before, to: after).isEmpty)
    #expect(ByteFloor.bytes(from: before, to: after, depth: .palette256) == 0)
  }

  /// `🮂` over the default background: its complement `▆` in reverse video is a byte shorter than the glyph, which
  /// the floor counts (one cell, one look: no move or SGR is needed, the pen and cursor may be anywhere).
  @Test func theFloorCountsAComplementInReverseVideo() {
    var frame = FrameBuffer(width: 6, height: 2)
    frame[0, 0] = Cell("🮂", foreground: Self.red)
    #expect(ByteFloor.bytes(from: FrameBuffer(width: 6, height: 2), to: frame, depth: .palette256) == 3)
  }

  /// The floor never counts less than the glyphs that are not blanks, even where an erase would save an entry
  /// already left out (a wide glyph gives way to a blank and a braille cell: the sum fell below nothing).
  @Test func theFloorKeepsTheGlyphsThatAreNotBlanks() {
    var before = FrameBuffer(width: 23, height: 7)
    before.put("🍒", cellWidth: 2, column: 8, row: 0, foreground: nil, background: Self.red)
    var after = before
    after[8, 0] = Cell(" ", background: Self.red)
    after[9, 0] = Cell("⢸", foreground: Self.blue)
    let floor = ByteFloor.bytes(from: before, to: after, depth: .truecolor)
    #expect(floor >= 3)
    #expect(floor <= ANSIEncoder(colorDepth: .truecolor, synchronized: false).update(from: before, to: after).count - 3)
  }
}
