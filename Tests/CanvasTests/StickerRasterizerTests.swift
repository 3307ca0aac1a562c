import Foundation
import Testing

@testable import Canvas

@Suite struct StickerRasterizerTests {
  let look = StickerLook(name: "star", glyph: "★", glyphWidth: 1, fallback: "*", color: RGB(245, 197, 66))
  let dark = StickerLook(name: "spade", glyph: "♠", glyphWidth: 1, fallback: "s", color: RGB(61, 90, 128))
  let cherry = StickerLook(name: "cherry", glyph: "🍒", glyphWidth: 2, fallback: "%", color: RGB(193, 18, 31))

  /// The square pixels (a column by half a row) a blocks frame shows in any colour.
  static func blockPixels(_ buffer: FrameBuffer) -> Set<[Int]> {
    var pixels: Set<[Int]> = []
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        let top = cell.glyph == "█" || cell.glyph == "▀" || cell.background != nil
        let bottom = cell.glyph == "█" || cell.glyph == "▄" || cell.background != nil
        if top { pixels.insert([column, row * 2]) }
        if bottom { pixels.insert([column, row * 2 + 1]) }
      }
    }
    return pixels
  }

  /// The braille dots (half a column by a quarter row) a braille frame shows; a glyph cell counts as full.
  static func brailleDots(_ buffer: FrameBuffer) -> Set<[Int]> {
    var dots: Set<[Int]> = []
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        guard let scalar = cell.glyph.text.unicodeScalars.first, cell != .blank else { continue }
        let isBraille = (0x2800...0x28FF).contains(scalar.value)
        let bits = isBraille ? Int(scalar.value - 0x2800) : 0xFF
        for y in 0..<4 {
          for x in 0..<2 where bits & BrailleCells.bit(x: x, y: y) != 0 {
            dots.insert([column * 2 + x, row * 4 + y])
          }
        }
      }
    }
    return dots
  }

  static func extent(_ points: Set<[Int]>, _ axis: Int) -> Int {
    let values = points.map { $0[axis] }
    return (values.max() ?? 0) - (values.min() ?? 0) + 1
  }

  @Test(arguments: [3.0, 5.5, 8.0, 12.0])
  func blocksDiscIsRoundOnTallCells(radius: Double) {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .blocks).draw([Sprite(x: 20, y: 20, radius: radius, look: look)], into: &buffer)
    let pixels = Self.blockPixels(buffer)
    // square pixels: as many across as down, about π r² of them, symmetric about the centre
    #expect(Self.extent(pixels, 0) == Self.extent(pixels, 1))
    #expect(abs(Double(Self.extent(pixels, 0)) - 2 * radius) <= 1)
    #expect(abs(Double(pixels.count) - Double.pi * radius * radius) <= 2 * Double.pi * radius)
    // about a pixel corner or a pixel centre, whichever is rounder for the radius
    let across = pixels.map { $0[0] }
    let down = pixels.map { $0[1] }
    for pixel in pixels {
      #expect(pixels.contains([across.min()! + across.max()! - pixel[0], pixel[1]]))
      #expect(pixels.contains([pixel[0], down.min()! + down.max()! - pixel[1]]))
    }
  }

  @Test(arguments: [3.0, 5.5, 8.0])
  func brailleDiscIsRoundOnTallCells(radius: Double) {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .braille).draw([Sprite(x: 20, y: 20, radius: radius, look: look)], into: &buffer)
    let dots = Self.brailleDots(buffer)
    // a dot is half a column wide and a quarter row tall: square on a 1:2 cell
    #expect(abs(Self.extent(dots, 0) - Self.extent(dots, 1)) <= 1)
    #expect(abs(Double(Self.extent(dots, 0)) - 4 * radius) <= 1)
  }

  /// A disc drawn at `x` (pixels from the left) in a blocks or braille frame.
  func disc(at x: Double, y: Double = 20, mode: RenderMode) -> FrameBuffer {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: mode).draw([Sprite(x: x, y: y, radius: 5.5, look: look)], into: &buffer)
    return buffer
  }

  @Test(arguments: [RenderMode.blocks, .braille])
  func aDiscMovedByLessThanAPixelDrawsTheSameCells(mode: RenderMode) {
    // a blocks pixel is a column wide and half a row tall; a braille dot is half of each
    let pixel = mode == .braille ? 0.5 : 1.0
    // (20.5, 20.5) is where this disc is drawn in either mode: a pixel's centre in blocks, a dot's corner in braille
    let still = disc(at: 20.5, y: 20.5, mode: mode)
    for nudge in [-0.45, -0.2, 0.1, 0.3, 0.49] {
      #expect(disc(at: 20.5 + nudge * pixel, y: 20.5, mode: mode) == still)
      #expect(disc(at: 20.5, y: 20.5 + nudge * pixel, mode: mode) == still)
    }
  }

  @Test func aDiscMovedByWholePixelsIsTheSameShapeMovedOver() {
    // a column across and a row down at a time, so that the glyph cell at the centre moves with the disc
    let pixels = Self.blockPixels(disc(at: 20.5, y: 20.5, mode: .blocks))
    let dots = Self.brailleDots(disc(at: 20.5, y: 20.5, mode: .braille))
    for step in 1...3 {
      let x = 20.5 + Double(step)
      let y = 20.5 + 2 * Double(step)
      #expect(
        Self.blockPixels(disc(at: x, y: y, mode: .blocks)) == Set(pixels.map { [$0[0] + step, $0[1] + 2 * step] }))
      #expect(
        Self.brailleDots(disc(at: x, y: y, mode: .braille)) == Set(dots.map { [$0[0] + 2 * step, $0[1] + 4 * step] }))
    }
  }

  @Test func aDiscIsDrawnAboutAPixelCornerOrCentreWhicheverKeepsItsWidth() {
    // 6 pixels across about a corner (spikes at the poles about a centre); 5 about a centre (square about a corner)
    #expect(SpriteFootprint.snap(10.3, pixelsPerUnit: 1, radius: 3) == 10)
    #expect(SpriteFootprint.snap(10.3, pixelsPerUnit: 1, radius: 2.5) == 10.5)
    // braille: two dots a column
    #expect(SpriteFootprint.snap(10.3, pixelsPerUnit: 2, radius: 6) == 10.5)
    #expect(SpriteFootprint.snap(10.3, pixelsPerUnit: 2, radius: 5.5) == 10.25)
  }

  @Test func aTallerCellAspectSquashesTheRowsSoTheDiscStaysRound() {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .blocks, cellAspect: 3).draw(
      [Sprite(x: 20, y: 20, radius: 9, look: look)], into: &buffer)
    let pixels = Self.blockPixels(buffer)
    // a pixel is 1.5 columns tall on a 1:3 cell: 18 across, 12 down
    #expect(Self.extent(pixels, 0) == 18)
    #expect(Self.extent(pixels, 1) == 12)
  }

  @Test func largeDiscShowsItsGlyphAtTheCentre() {
    for mode in [RenderMode.blocks, .braille] {
      var buffer = FrameBuffer(width: 20, height: 10)
      // on the border of columns 10 and 11, halfway down row 5: a glyph a column wide takes the right-hand one
      StickerRasterizer(mode: mode).draw([Sprite(x: 11, y: 11, radius: 4, look: look)], into: &buffer)
      #expect(buffer[11, 5].glyph == "★")
      #expect(buffer[11, 5].background == look.color)
      #expect(buffer[11, 5].foreground == .black)
    }
  }

  @Test func glyphModeDrawsTheGlyphAloneInTheStickersColour() {
    var buffer = FrameBuffer(width: 20, height: 10)
    StickerRasterizer(mode: .glyph).draw([Sprite(x: 10.5, y: 11, radius: 1, look: look)], into: &buffer)
    let drawn = buffer.cells.filter { $0 != .blank }
    #expect(drawn.map(\.glyph) == ["★"])
    #expect(drawn.first?.foreground == look.color)
  }

  @Test func smallStickerIsItsGlyphAloneInEveryMode() {
    for mode in [RenderMode.blocks, .braille, .glyph] {
      var buffer = FrameBuffer(width: 20, height: 10)
      StickerRasterizer(mode: mode).draw([Sprite(x: 10.5, y: 10, radius: 0.6, look: look)], into: &buffer)
      let drawn = buffer.cells.filter { $0 != .blank }
      #expect(drawn.map(\.glyph) == ["★"], "\(mode)")
    }
  }

  @Test func laterStickersCoverEarlierOnes() {
    let other = StickerLook(name: "heart", glyph: "♥", glyphWidth: 1, fallback: "v", color: RGB(224, 36, 94))
    var buffer = FrameBuffer(width: 20, height: 10)
    StickerRasterizer().draw(
      [Sprite(x: 8, y: 10, radius: 4, look: look), Sprite(x: 12, y: 10, radius: 4, look: other)], into: &buffer)
    // column 10 is inside both discs: the second one wins
    #expect(buffer[10, 5].foreground == other.color)
  }

  /// Where the rim mark's pixels are, relative to the disc's centre, in a blocks frame (a lighter blue on the dark
  /// blue disc).
  func markOffset(angle: Double) -> (dx: Double, dy: Double)? {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .blocks).draw([Sprite(x: 20, y: 20, radius: 8, angle: angle, look: dark)], into: &buffer)
    var marks: [(Double, Double)] = []
    for row in 0..<buffer.height {
      for column in 0..<buffer.width where buffer[column, row].glyph != "♠" {
        let cell = buffer[column, row]
        let top = cell.glyph == "▄" ? cell.background : cell.foreground
        let bottom = cell.glyph == "▀" ? cell.background : cell.foreground
        if top == dark.markColor { marks.append((Double(column) + 0.5, Double(row * 2) + 0.5)) }
        if bottom == dark.markColor { marks.append((Double(column) + 0.5, Double(row * 2 + 1) + 0.5)) }
      }
    }
    guard !marks.isEmpty else { return nil }
    let count = Double(marks.count)
    return (marks.map(\.0).reduce(0, +) / count - 20, marks.map(\.1).reduce(0, +) / count - 20)
  }

  @Test(arguments: [(0.0, 1.0, 0.0), (Double.pi / 2, 0.0, 1.0), (Double.pi, -1.0, 0.0), (-Double.pi / 2, 0.0, -1.0)])
  func rimMarkTurnsWithTheBody(angle: Double, expectedX: Double, expectedY: Double) throws {
    let offset = try #require(markOffset(angle: angle))
    // a slice of the rim from half way out, in the body's direction (y down, so π/2 is below): its middle is
    // about 0.75 of the radius out
    #expect(abs(offset.dx - 6 * expectedX) < 1, "\(offset)")
    #expect(abs(offset.dy - 6 * expectedY) < 1, "\(offset)")
  }

  /// On a grid of pixels the rim mark turns a sixteenth of a turn at a time: turned by less than half a step it is
  /// drawn the same, by a step it moves.
  @Test(arguments: [RenderMode.blocks, .sextants, .octants])
  func rimMarkTurnsInSteps(mode: RenderMode) {
    func drawn(_ angle: Double) -> FrameBuffer {
      var buffer = FrameBuffer(width: 40, height: 20)
      StickerRasterizer(mode: mode).draw([Sprite(x: 20, y: 20, radius: 8, angle: angle, look: dark)], into: &buffer)
      return buffer
    }
    let step = 2 * Double.pi / 16
    #expect(drawn(step * 0.4) == drawn(-step * 0.4))
    #expect(drawn(step) != drawn(0))
  }

  /// Edges not blended (fewer than 24-bit colours): every cell shows the sticker's own colours, never a mix of its
  /// body and its rim mark where the mark meets the rim.
  @Test(arguments: [RenderMode.quadrants, .sextants, .octants])
  func hardEdgesShowOnlyTheStickersOwnColours(mode: RenderMode) {
    let own: Set<RGB?> = [nil, dark.color, dark.markColor, dark.glyphColor]
    for turn in 0..<16 {
      var buffer = FrameBuffer(width: 40, height: 20)
      let sprite = Sprite(x: 20.3, y: 20.6, radius: 5, angle: Double(turn) * .pi / 8, look: dark)
      StickerRasterizer(mode: mode).draw([sprite], into: &buffer)
      let shown = Set(buffer.cells.flatMap { [$0.foreground, $0.background] })
      #expect(shown.isSubset(of: own), "turn \(turn): \(shown.subtracting(own))")
    }
  }

  @Test func brailleRimMarkIsANotchOfMissingDots() {
    var full = FrameBuffer(width: 40, height: 20)
    var turned = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .braille).draw([Sprite(x: 20, y: 20, radius: 8, angle: 0, look: dark)], into: &full)
    StickerRasterizer(mode: .braille).draw(
      [Sprite(x: 20, y: 20, radius: 8, angle: .pi, look: dark)], into: &turned)
    let right = Self.brailleDots(full).filter { $0[0] > 40 }.count
    let left = Self.brailleDots(full).filter { $0[0] < 40 }.count
    #expect(right < left, "the notch is on the right at angle 0")
    #expect(Self.brailleDots(turned).filter { $0[0] > 40 }.count > right)
  }

  @Test func wideGlyphAtTheBoxEdgeStaysInsideAndKeepsTheBorder() {
    var buffer = FrameBuffer(width: 12, height: 6)
    for row in 0..<6 { buffer[11, row] = Cell("│") }
    let inside = CellRegion(columns: 1..<11, rows: 1..<5)
    StickerRasterizer(mode: .blocks).draw(
      [Sprite(x: 10.8, y: 5, radius: 2, look: cherry)], into: &buffer, within: inside)
    #expect(buffer[9, 2].glyph == "🍒")
    #expect(buffer[9, 2].width == 2)
    #expect(buffer[10, 2].isContinuation)
    #expect((0..<6).allSatisfy { buffer[11, $0].glyph == "│" }, "the border was drawn over")
  }

  @Test func asciiOnlyUsesTheFallbackGlyph() {
    var buffer = FrameBuffer(width: 20, height: 10)
    StickerRasterizer(mode: .glyph, asciiOnly: true).draw(
      [Sprite(x: 10.5, y: 10, radius: 1, look: cherry)], into: &buffer)
    #expect(buffer.cells.filter { $0 != .blank }.map(\.glyph) == ["%"])
  }

  @Test(arguments: [RenderMode.glyph, .blocks, .braille])
  func boxesShowTheirRotation(mode: RenderMode) {
    func cells(angle: Double) -> Set<[Int]> {
      var buffer = FrameBuffer(width: 30, height: 15)
      let box = Sprite(x: 15, y: 15, radius: 3, angle: angle, shape: .box(halfWidth: 8, halfHeight: 1.5), look: look)
      StickerRasterizer(mode: mode).draw([box], into: &buffer)
      var drawn: Set<[Int]> = []
      for row in 0..<15 { for column in 0..<30 where buffer[column, row] != .blank { drawn.insert([column, row]) } }
      return drawn
    }
    let flat = cells(angle: 0)
    let turned = cells(angle: .pi / 4)
    #expect(Self.extent(flat, 0) >= 15)
    #expect(Self.extent(turned, 0) < Self.extent(flat, 0))
    #expect(Self.extent(turned, 1) > Self.extent(flat, 1))
  }

  @Test func autoPicksByStickerSizeAndTerminal() {
    #expect(RenderMode.auto.resolved(diameter: 8, unicode: true, color: .palette256) == .blocks)
    #expect(RenderMode.auto.resolved(diameter: 3, unicode: true, color: .palette256) == .braille)
    #expect(RenderMode.auto.resolved(diameter: 1, unicode: true, color: .truecolor) == .glyph)
    #expect(RenderMode.auto.resolved(diameter: 8, unicode: false, color: .truecolor) == .glyph)
    #expect(RenderMode.braille.resolved(diameter: 1, unicode: true, color: .none) == .braille)
    #expect(RenderMode.cycle.map(\.next) == [.glyph, .blocks, .braille, .quadrants, .sextants, .octants, .auto])
    #expect(RenderMode.auto.resolved(diameter: 8, unicode: true, color: .truecolor, finest: .octants) == .octants)
    #expect(RenderMode.auto.resolved(diameter: 3, unicode: true, color: .truecolor, finest: .octants) == .braille)
  }

  @Test func theFinestBlocksComeFromTumbleGlyphsElseTheTerminal() {
    #expect(RenderMode.finestBlocks(environment: ["TUMBLE_GLYPHS": "sextants", "TERM": "xterm-kitty"]) == .sextants)
    #expect(RenderMode.finestBlocks(environment: ["TERM": "xterm-kitty"]) == .octants)
    #expect(RenderMode.finestBlocks(environment: ["TERM": "xterm-256color"]) == .quadrants)
    #expect(RenderMode.finestBlocks(environment: ["TUMBLE_GLYPHS": "braille", "TERM": "xterm"]) == .quadrants)
  }
}
