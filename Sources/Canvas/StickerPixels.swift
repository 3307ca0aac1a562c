import Foundation

/// A sticker as pixels: what the pixel modes (kitty, sixel) draw for a look at a diameter and angle.
///
/// Plain RGBA rows, `diameter` × `diameter`, transparent outside the disc.
/// `PlainDiscPixels` draws the look's colour with a rim mark that shows the
/// turn; an image rasteriser can take its place behind the same protocol.
public protocol StickerPixels: Sendable {
  /// The RGBA bytes (row by row, 4 a pixel) of `look` `diameter` pixels across, turned by `angle` radians.
  func rgba(of look: StickerLook, diameter: Int, angle: Double) -> [UInt8]
}

/// A disc of the look's colour, its edge blended by coverage, with a mark near the rim that turns with it.
public struct PlainDiscPixels: StickerPixels {
  /// The disc drawer.
  public init() {}

  /// The disc of `look`'s colour, `diameter` pixels across, its mark turned by `angle`.
  public func rgba(of look: StickerLook, diameter: Int, angle: Double) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: diameter * diameter * 4)
    let radius = Double(diameter) / 2
    let mark = look.glyphColor
    let markX = radius + cos(angle - Double.pi / 2) * radius * 0.62
    let markY = radius + sin(angle - Double.pi / 2) * radius * 0.62
    let markRadius = max(1.0, radius * 0.2)
    for row in 0..<diameter {
      for column in 0..<diameter {
        let x = Double(column) + 0.5
        let y = Double(row) + 0.5
        let coverage = min(1, max(0, radius - hypot(x - radius, y - radius) + 0.5))
        guard coverage > 0 else { continue }
        let inMark = hypot(x - markX, y - markY) <= markRadius
        let color = inMark ? mark : look.color
        let index = (row * diameter + column) * 4
        bytes[index] = color.red
        bytes[index + 1] = color.green
        bytes[index + 2] = color.blue
        bytes[index + 3] = UInt8((coverage * 255).rounded())
      }
    }
    return bytes
  }
}
