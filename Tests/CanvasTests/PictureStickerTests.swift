import Foundation
import Testing

@testable import Canvas

@Suite("Picture stickers drawn in cells")
struct PictureStickerTests {
  let marked = StickerLook(
    name: "marked", glyph: "●", glyphWidth: 1, fallback: "o", color: RGB(0, 0, 255),
    picture: StickerPixelsTests.markedTop())

  /// Where the red of the marked top shows, as the mean of the red cells' centres (columns, pixel rows).
  static func redCentre(_ buffer: FrameBuffer) -> (x: Double, y: Double)? {
    var sum = (x: 0.0, y: 0.0, count: 0.0)
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        let colors = [cell.foreground, cell.background].compactMap { $0 }
        guard colors.contains(where: { $0.red > 180 && $0.blue < 90 }) else { continue }
        sum = (sum.x + Double(column) + 0.5, sum.y + Double(row * 2) + 1, sum.count + 1)
      }
    }
    return sum.count == 0 ? nil : (sum.x / sum.count, sum.y / sum.count)
  }

  @Test(
    "the marked top turns with the body: up at 0, right at π/2, down at π, in every block mode",
    arguments: [RenderMode.blocks, .quadrants, .sextants, .octants], [0.0, Double.pi / 2, Double.pi])
  func theMarkedTopTurns(mode: RenderMode, angle: Double) throws {
    let sprite = Sprite(x: 20, y: 20, radius: 8, angle: angle, look: marked)
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: mode, showsPictures: true).draw([sprite], into: &buffer)
    let red = try #require(Self.redCentre(buffer), "no red in \(mode) at \(angle)")
    let dx = red.x - 20
    let dy = red.y - 20
    // the red quarter's middle is 5/8 of the radius out: well over a third of the radius in its direction
    let expected = (x: sin(angle), y: -cos(angle))
    #expect(dx * expected.x + dy * expected.y > 8 / 3, "\(mode) at \(angle): red centre off by (\(dx), \(dy))")
    #expect(!buffer.cells.contains { $0.glyph == "●" }, "a picture sticker shows no glyph")
  }

  @Test("without pictures shown the same sticker is its colour with its glyph")
  func picturesOff() {
    let sprite = Sprite(x: 20, y: 20, radius: 8, angle: 0, look: marked)
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: .octants, showsPictures: false).draw([sprite], into: &buffer)
    #expect(Self.redCentre(buffer) == nil)
    #expect(buffer.cells.contains { $0.glyph == "●" })
  }
}
