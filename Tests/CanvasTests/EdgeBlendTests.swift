import Testing

@testable import Canvas

/// Edges blended by coverage (anti-aliasing) in the block modes, and in the sixel pictures.
@Suite struct EdgeBlendTests {
  let red = StickerLook(name: "red", glyph: "", glyphWidth: 1, fallback: "r", color: RGB(200, 0, 0))
  let blue = StickerLook(name: "blue", glyph: "", glyphWidth: 1, fallback: "b", color: RGB(0, 0, 200))

  /// The colour of each square pixel (a column by half a row) of a blocks frame, nil where empty.
  static func blockPixels(_ buffer: FrameBuffer) -> [[RGB?]] {
    (0..<(buffer.height * 2)).map { y in
      (0..<buffer.width).map { x in
        let cell = buffer[x, y / 2]
        let top = y % 2 == 0
        switch cell.glyph {
        case "█": return cell.foreground
        case "▀": return top ? cell.foreground : cell.background
        case "▄": return top ? cell.background : cell.foreground
        default: return nil
        }
      }
    }
  }

  func blocks(_ sprites: [Sprite], background: RGB?) -> [[RGB?]] {
    var buffer = FrameBuffer(width: 24, height: 12)
    StickerRasterizer(mode: .blocks, background: background).draw(sprites, into: &buffer)
    return Self.blockPixels(buffer)
  }

  /// The upper half of a disc of `radius` at (12, 12) in a blocks frame, its rim mark turned down (out of the way).
  /// The radii tested are drawn about a pixel corner (`SpriteFootprint.snap`), so rows 0 to 11 are exactly half.
  func upperHalf(radius: Double, background: RGB?) -> [[RGB?]] {
    Array(blocks([Sprite(x: 12, y: 12, radius: radius, angle: .pi / 2, look: red)], background: background)[0..<12])
  }

  @Test(
    "over black, a disc's edge pixels are shades between its colour and black, and its area is π r²",
    arguments: [1.75, 2.2, 4.0, 7.0])
  func aDiscsEdgeIsBlended(radius: Double) {
    let pixels = upperHalf(radius: radius, background: .black)
    let painted = pixels.joined().compactMap { $0 }
    // only the disc's red and half of it: one mixed shade keeps the colours (and bytes) few
    #expect(painted.allSatisfy { $0.green == 0 && $0.blue == 0 && [100, 200].contains($0.red) })
    #expect(painted.contains { $0.red < 200 })
    // the shades add up to the half disc's area, within a pixel for each 6 along its rim
    let area = painted.reduce(0) { $0 + Double($1.red) / 200 }
    #expect(abs(area - Double.pi * radius * radius / 2) <= Double.pi * radius / 6 + 0.5, "\(area)")
    // the middle is the disc's own colour
    #expect(pixels[11][11] == red.color && pixels[11][12] == red.color)
  }

  @Test("blended, the disc is as wide as it is tall and symmetric: round, not octagonal", arguments: [2.2, 3.0, 5.0])
  func theBlendIsSymmetric(radius: Double) {
    let pixels = upperHalf(radius: radius, background: .black)
    for y in 0..<12 {
      for x in 0..<12 {
        #expect(pixels[y][x] == pixels[y][23 - x])
        #expect(pixels[y][x] == pixels[x][y])
      }
    }
  }

  @Test("where stickers touch each keeps its own pixels: edges blend into the background only")
  func touchingStickersKeepTheirPixels() {
    // their rim marks turned down, out of the upper half looked at
    let sprites = [
      Sprite(x: 9, y: 12, radius: 3.2, angle: .pi / 2, look: red),
      Sprite(x: 15.6, y: 12, radius: 3.2, angle: .pi / 2, look: blue),
    ]
    let pixels = blocks(sprites, background: .black)[0..<12]
    #expect(pixels.joined().compactMap { $0 }.allSatisfy { $0.red == 0 || $0.blue == 0 })
    #expect(pixels[11].contains(red.color) && pixels[11].contains(blue.color))
  }

  @Test("without a background every pixel is the disc's colour or empty: hard edges")
  func noBackgroundNoBlend() {
    let pixels = upperHalf(radius: 4, background: nil)
    #expect(pixels.joined().allSatisfy { $0 == nil || $0 == red.color })
  }

  @Test("a sixel sticker's edge pixels are mixed with the black behind it: more than one shade of its colour")
  func sixelEdgesAreBlended() {
    var frames = SixelFrames(region: CellRegion(columns: 0..<10, rows: 0..<5), cellWidth: 10, cellHeight: 20)
    let white = StickerLook(name: "white", glyph: "", glyphWidth: 1, fallback: "w", color: .white)
    let text = String(decoding: frames.update(to: [Sprite(x: 5, y: 5, radius: 3, look: white)]), as: UTF8.self)
    // colour registers defined (`#n;2;r;g;b`, in per cent): black, white and greys between
    let definitions = text.split(separator: "#").map { $0.split(separator: ";").compactMap { Int($0) } }
    let colours = Set(definitions.filter { $0.count == 5 && $0[1] == 2 }.map { Array($0[2...]) })
    #expect(colours.contains([0, 0, 0]) && colours.contains([100, 100, 100]))
    let greys = colours.filter { $0[0] == $0[1] && $0[1] == $0[2] && (1...99).contains($0[0]) }
    #expect(greys.count >= 3, "\(greys)")
  }
}
