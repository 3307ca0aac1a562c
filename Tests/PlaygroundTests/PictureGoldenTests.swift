import Canvas
import Foundation
import Testing

/// Golden frames of a picture sticker turned three ways, from a test picture whose top is marked, in the finest
/// mode every font draws (quadrants) and the finest of all (octants).
///
/// Re-record only on purpose: `TUMBLE_RECORD_GOLDEN=1 swift test --filter PictureGoldenTests`.
@Suite struct PictureGoldenTests {
  /// 48 × 48 pixels: blue, its top quarter red, with a green square at the red's left end. A turn moves the red,
  /// a mirror image moves the green to the other side.
  static let picture: StickerPicture = {
    var image = RGBAImage(width: 48, height: 48)
    for y in 0..<48 {
      for x in 0..<48 {
        image[x, y] = y >= 12 ? (0, 0, 255, 255) : x < 16 ? (0, 255, 0, 255) : (255, 0, 0, 255)
      }
    }
    return StickerPicture(image)
  }()

  static let look = StickerLook(
    name: "marked", glyph: "●", glyphWidth: 1, fallback: "o", color: RGB(0, 0, 255), picture: picture)

  /// The mean of the centres (columns, pixel rows) of the cells showing a colour that `matches`.
  static func centre(of buffer: FrameBuffer, where matches: (RGB) -> Bool) -> (x: Double, y: Double)? {
    var sum = (x: 0.0, y: 0.0, count: 0.0)
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        guard [cell.foreground, cell.background].compactMap({ $0 }).contains(where: matches) else { continue }
        sum = (sum.x + Double(column) + 0.5, sum.y + Double(row * 2) + 1, sum.count + 1)
      }
    }
    return sum.count == 0 ? nil : (sum.x / sum.count, sum.y / sum.count)
  }

  @Test(arguments: [RenderMode.quadrants, .octants], [0.0, Double.pi / 2, 5 * Double.pi / 4])
  func aTurnedPictureMatchesItsGoldenFrame(mode: RenderMode, angle: Double) throws {
    var buffer = FrameBuffer(width: 40, height: 20)
    StickerRasterizer(mode: mode, showsPictures: true, background: .black).draw(
      [Sprite(x: 20, y: 20, radius: 8, angle: angle, look: Self.look)], into: &buffer)
    // the red top is the way the angle points (clockwise from up), the green to its left
    let up = (x: sin(angle), y: -cos(angle))
    let left = (x: -cos(angle), y: -sin(angle))
    let red = try #require(Self.centre(of: buffer) { $0.red > 160 && $0.green < 90 && $0.blue < 90 })
    let green = try #require(Self.centre(of: buffer) { $0.green > 160 && $0.red < 90 && $0.blue < 90 })
    #expect((red.x - 20) * up.x + (red.y - 20) * up.y > 4, "red at \(red)")
    #expect((green.x - 20) * up.x + (green.y - 20) * up.y > 4, "green at \(green)")
    #expect((green.x - 20) * left.x + (green.y - 20) * left.y > 2, "green at \(green)")
    let degrees = Int((angle * 180 / Double.pi).rounded())
    let name = "picture-marked-40x20-\(mode.rawValue)-\(degrees)deg.txt"
    try GoldenFile(name: name).check(Snapshot.text(of: buffer, fields: ["angle": "\(degrees)"]))
  }
}
