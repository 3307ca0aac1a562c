import Testing

@testable import Canvas

@Suite struct DiscRasterizerTests {
  let look = StickerLook(name: "star", glyph: "★", glyphWidth: 1, fallback: "*", color: RGB(245, 197, 66))

  /// The pixels a disc covers, read back from the half blocks of the frame.
  func coveredPixels(_ buffer: FrameBuffer) -> Set<[Int]> {
    var pixels: Set<[Int]> = []
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        let top = cell.glyph == "█" || cell.glyph == "▀" || (cell.background != nil)
        let bottom = cell.glyph == "█" || cell.glyph == "▄" || (cell.background != nil)
        if top { pixels.insert([column, row * 2]) }
        if bottom { pixels.insert([column, row * 2 + 1]) }
      }
    }
    return pixels
  }

  @Test(arguments: [3.0, 5.5, 8.0, 12.0])
  func discIsRoundOnTallCells(radius: Double) {
    var buffer = FrameBuffer(width: 40, height: 20)
    DiscRasterizer().draw([Sprite(x: 20, y: 20, radius: radius, look: look)], into: &buffer)
    let pixels = coveredPixels(buffer)
    let columns = pixels.map { $0[0] }
    let rows = pixels.map { $0[1] }
    let across = columns.max()! - columns.min()! + 1
    let down = rows.max()! - rows.min()! + 1
    // square pixels: as many pixels across as down, and about π r² of them
    #expect(across == down)
    #expect(abs(Double(across) - 2 * radius) <= 1)
    #expect(abs(Double(pixels.count) - Double.pi * radius * radius) <= 2 * Double.pi * radius)
    // symmetric about the centre
    for pixel in pixels {
      #expect(pixels.contains([39 - pixel[0], pixel[1]]))
      #expect(pixels.contains([pixel[0], 39 - pixel[1]]))
    }
  }

  @Test func largeDiscShowsItsGlyphAtTheCentre() {
    var buffer = FrameBuffer(width: 20, height: 10)
    DiscRasterizer().draw([Sprite(x: 10.5, y: 11, radius: 4, look: look)], into: &buffer)
    let centre = buffer[10, 5]
    #expect(centre.glyph == "★")
    #expect(centre.background == look.color)
    #expect(centre.foreground == .black)
  }

  @Test func smallStickerIsItsGlyphAlone() {
    var buffer = FrameBuffer(width: 20, height: 10)
    DiscRasterizer().draw([Sprite(x: 10.5, y: 10, radius: 0.6, look: look)], into: &buffer)
    let drawn = buffer.cells.enumerated().filter { $0.element != .blank }
    #expect(drawn.count == 1)
    #expect(drawn.first?.element.glyph == "★")
    #expect(drawn.first?.element.foreground == look.color)
  }

  @Test func laterStickersCoverEarlierOnes() {
    let other = StickerLook(name: "heart", glyph: "♥", glyphWidth: 1, fallback: "v", color: RGB(224, 36, 94))
    var buffer = FrameBuffer(width: 20, height: 10)
    DiscRasterizer().draw(
      [Sprite(x: 8, y: 10, radius: 4, look: look), Sprite(x: 12, y: 10, radius: 4, look: other)], into: &buffer)
    // column 10 is inside both discs: the second one wins
    #expect(buffer[10, 5].foreground == other.color)
  }
}
