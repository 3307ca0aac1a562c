import Canvas
import Testing

@Suite("A sticker as plain pixels")
struct StickerPixelsTests {
  /// A square picture whose top quarter is red and the rest blue: the marked top shows which way it is turned.
  static func markedTop(side: Int = 40) -> StickerPicture {
    var image = RGBAImage(width: side, height: side)
    for y in 0..<side {
      for x in 0..<side { image[x, y] = y < side / 4 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
    }
    return StickerPicture(image)
  }

  let look = StickerLook(
    name: "marked", glyph: "●", glyphWidth: 1, fallback: "o", color: RGB(0, 0, 255), picture: markedTop())

  @Test("the picture's top follows the angle: up at 0, right at π/2 (clockwise), down at π")
  func pictureTurns() {
    let side = 20
    for (angle, redAt) in [(0.0, (10, 2)), (Double.pi / 2, (17, 10)), (Double.pi, (10, 17))] {
      let pixels = look.pixels(diameter: side, angle: angle)
      #expect(pixels.width == side && pixels.height == side)
      let red = pixels[redAt.0, redAt.1]
      #expect(red.red > 200 && red.blue < 60 && red.alpha == 255, "angle \(angle): \(red)")
      let centre = pixels[10, 10]
      #expect(centre.blue > 200 && centre.red < 60, "angle \(angle): centre \(centre)")
    }
  }

  @Test("cut into a circle: corners clear, the edge partly opaque, the middle opaque")
  func cutRound() {
    let pixels = look.pixels(diameter: 16, angle: 0.3)
    #expect(pixels[0, 0].alpha == 0 && pixels[15, 15].alpha == 0)
    #expect(pixels[8, 8].alpha == 255)
    let edge = pixels[0, 8].alpha
    #expect(edge > 0 && edge < 255, "left edge \(edge)")
  }

  @Test("a glyph sticker is its colour with a rim mark, a slice of the rim in another shade, at the angle")
  func glyphDisc() {
    let star = StickerLook(name: "star", glyph: "★", glyphWidth: 1, fallback: "*", color: RGB(245, 197, 66))
    let pixels = star.pixels(diameter: 30, angle: 0)
    let body = pixels[15, 5]
    #expect((body.red, body.green, body.blue, body.alpha) == (245, 197, 66, 255))
    // the mark is on the radius at angle 0 (to the right), from half way out to the rim, a darker yellow
    for x in [15 + 9, 15 + 13] {
      let mark = pixels[x, 15]
      #expect(RGB(mark.red, mark.green, mark.blue) == star.markColor)
    }
    #expect(star.markColor.luminance < star.color.luminance * 0.7)
    // a quarter turn away (below), the rim is the body's colour
    let below = pixels[15, 15 + 11]
    #expect(RGB(below.red, below.green, below.blue) == star.color)
  }

  @Test("area averaging: a black and white checkerboard scales down to grey, not to one of its pixels")
  func areaAveraging() throws {
    var bytes: [UInt8] = []
    for y in 0..<8 {
      for x in 0..<8 { bytes += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] }
    }
    let board = try #require(RGBAImage(width: 8, height: 8, bytes: bytes))
    let small = board.scaled(width: 3, height: 3)
    for y in 0..<3 {
      for x in 0..<3 {
        let pixel = small[x, y]
        #expect(pixel.red > 90 && pixel.red < 165 && pixel.alpha == 255, "(\(x), \(y)): \(pixel)")
      }
    }
  }

  @Test("a photo larger than any sticker is kept at 1024 pixels a side, its marked top still on top")
  func largePicturesAreScaledDownOnce() {
    let picture = Self.markedTop(side: 3000)
    #expect(picture.square.width == StickerPicture.largestSide)
    #expect(picture.square.height == StickerPicture.largestSide)
    #expect(picture.square[512, 10].red == 255)
    #expect(picture.square[512, 1000].blue == 255)
    #expect(Self.markedTop(side: 96).square.width == 96)
  }

  @Test("no pixels for a diameter of 0 or less, and no crash")
  func emptyDiameter() {
    #expect(look.pixels(diameter: 0, angle: 1).bytes.isEmpty)
    #expect(look.pixels(diameter: -3, angle: 1).bytes.isEmpty)
  }
}
