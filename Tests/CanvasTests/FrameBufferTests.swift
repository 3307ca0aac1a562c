import Testing

@testable import Canvas

@Suite struct FrameBufferTests {
  @Test func wideGlyphAtTheRightEdgeMovesInside() {
    var buffer = FrameBuffer(width: 10, height: 2)
    buffer.put("🍒", cellWidth: 2, column: 9, row: 0, foreground: nil, background: nil)
    #expect(buffer[8, 0].glyph == "🍒")
    #expect(buffer[8, 0].width == 2)
    #expect(buffer[9, 0].isContinuation)
  }

  @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
    var buffer = FrameBuffer(width: 10, height: 1)
    buffer.put("🍒", cellWidth: 2, column: 3, row: 0, foreground: nil, background: nil)
    buffer[4, 0] = Cell("x")
    #expect(buffer[3, 0].glyph == " ")
    #expect(buffer[3, 0].width == 1)
    buffer.put("🐱", cellWidth: 2, column: 5, row: 0, foreground: nil, background: nil)
    buffer[5, 0] = Cell("y")
    #expect(!buffer[6, 0].isContinuation)
  }

  @Test func writesOutsideAreIgnored() {
    var buffer = FrameBuffer(width: 3, height: 3)
    buffer[5, 1] = Cell("x")
    buffer.write("abcdef", column: 1, row: 1)
    #expect(buffer.cells.filter { $0 != .blank }.map(\.glyph) == ["a", "b"])
  }

  /// Glyphs are kept inline up to 15 UTF-8 bytes; longer graphemes (a family emoji) go through a shared table.
  @Test func aGlyphOfAnyLengthComesBackAsItWent() {
    let family = "👨‍👩‍👧‍👦"
    for text in ["", " ", "▀", "🍒", "abcdefghijklmno", family] {
      #expect(Cell(text).glyph.text == text)
      #expect(Glyph(text) == Glyph(text))
    }
    #expect(Glyph(family) != Glyph("🍒"))
    #expect(Cell(family) == Cell(family))
  }
}
