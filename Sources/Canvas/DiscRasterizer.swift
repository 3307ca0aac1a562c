/// Draws round stickers as half-block discs: two square pixels a cell, stacked.
///
/// Each pixel takes the colour of the last sprite that covers its centre. A
/// cell whose two pixels agree is a full block; one whose pixels differ is an
/// upper half block in the top colour over the bottom colour. A sticker wide
/// enough for its glyph gets the glyph at its centre, in a colour that reads
/// on the disc; a sticker too small for a disc is drawn as its glyph alone.
public struct DiscRasterizer: Sendable {
  /// The smallest diameter, in pixels, that is drawn as a disc rather than a glyph.
  public var smallestDisc: Double

  /// A rasteriser; stickers under `smallestDisc` pixels across are drawn as glyphs.
  public init(smallestDisc: Double = 3) {
    self.smallestDisc = smallestDisc
  }

  /// Draws `sprites`, in order, over what `buffer` already holds.
  public func draw(_ sprites: [Sprite], into buffer: inout FrameBuffer) {
    var pixels = PixelLayer(width: buffer.width, height: buffer.height * 2)
    for sprite in sprites where sprite.radius * 2 >= smallestDisc {
      pixels.fillDisc(x: sprite.x, y: sprite.y, radius: sprite.radius, color: sprite.look.color)
    }
    pixels.resolve(into: &buffer)
    for sprite in sprites {
      drawGlyph(of: sprite, into: &buffer)
    }
  }

  /// Puts the sprite's glyph at its centre cell: on the disc, or alone when the disc is too small.
  private func drawGlyph(of sprite: Sprite, into buffer: inout FrameBuffer) {
    let look = sprite.look
    let row = Int((sprite.y / 2).rounded(.down))
    let isDisc = sprite.radius * 2 >= smallestDisc
    let fitsGlyph = sprite.radius * 2 >= Double(look.glyphWidth) + 1
    guard !isDisc || fitsGlyph else { return }
    let column = Int((sprite.x - Double(look.glyphWidth) / 2).rounded())
    buffer.put(
      look.glyph, cellWidth: look.glyphWidth, column: column, row: row,
      foreground: isDisc ? look.glyphColor : look.color, background: isDisc ? look.color : nil,
      attributes: isDisc ? [.bold] : [])
  }
}

/// A layer of square pixels, two a cell, each a colour or empty.
struct PixelLayer {
  let width: Int
  let height: Int
  private var pixels: [RGB?]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = Array(repeating: nil, count: width * height)
  }

  /// Colours every pixel whose centre lies within `radius` of (x, y).
  mutating func fillDisc(x: Double, y: Double, radius: Double, color: RGB) {
    let top = max(0, Int((y - radius).rounded(.down)))
    let bottom = min(height - 1, Int((y + radius).rounded(.up)))
    guard top <= bottom else { return }
    let radiusSquared = radius * radius
    for row in top...bottom {
      let dy = Double(row) + 0.5 - y
      let halfChord = (radiusSquared - dy * dy)
      guard halfChord >= 0 else { continue }
      let reach = halfChord.squareRoot()
      // pixel centres c + 0.5 with |c + 0.5 - x| <= reach
      let first = max(0, Int((x - reach - 0.5).rounded(.up)))
      let last = min(width - 1, Int((x + reach - 0.5).rounded(.down)))
      guard first <= last else { continue }
      for column in first...last { pixels[row * width + column] = color }
    }
  }

  /// Turns each pair of stacked pixels into a half-block cell; empty pairs leave the cell as it is.
  func resolve(into buffer: inout FrameBuffer) {
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let upper = pixels[(row * 2) * width + column]
        let lower = pixels[(row * 2 + 1) * width + column]
        switch (upper, lower) {
        case (nil, nil):
          continue
        case (let top?, nil):
          buffer[column, row] = Cell("▀", foreground: top)
        case (nil, let bottom?):
          buffer[column, row] = Cell("▄", foreground: bottom)
        case (let top?, let bottom?) where top == bottom:
          buffer[column, row] = Cell("█", foreground: top)
        case (let top?, let bottom?):
          buffer[column, row] = Cell("▀", foreground: top, background: bottom)
        }
      }
    }
  }
}
