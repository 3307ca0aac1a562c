// libm only (cos, sin): Canvas stays on the standard library otherwise.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Pictures and two-colour cells

extension StickerRasterizer {
  /// The picture `sprite` shows, if it has one and pictures are shown.
  func picture(of sprite: Sprite) -> StickerPicture? {
    showsPictures ? sprite.look.picture : nil
  }

  /// The colour of every pixel of `layer`, packed as a cell keeps it (0: none), row by row: the paint's colour
  /// from `palette`, or where a sprite's body shows a picture, the picture's colour there, turned with the body.
  func pixelColors(
    _ layer: PaintLayer, _ sprites: [Sprite], _ footprints: [SpriteFootprint], palette: [UInt32]
  ) -> [UInt32] {
    var colors = layer.values.map { palette[Int($0)] }
    let samplers = sprites.indices.map { index in
      picture(of: sprites[index]).map { PictureSampler($0, sprites[index], footprints[index], layer: layer) }
    }
    guard samplers.contains(where: { $0 != nil }) else { return colors }
    for y in layer.paintedRows {
      for x in 0..<layer.width {
        let value = Int(layer[x, y])
        guard value % 2 == 1, let sampler = samplers[value / 2] else { continue }
        let point = layer.centre(x: x, y: y)
        colors[y * layer.width + x] = sampler.color(x: point.x, y: point.y)
      }
    }
    return colors
  }

  /// Quadrants, sextants, octants: each cell's two colours and pattern fitted to its pixels (colours mixed only where
  /// edges blend into the background).
  func resolveFitted(_ layer: PaintLayer, colors: [UInt32], into buffer: inout FrameBuffer) {
    let glyphs = CellPatterns.table(down: layer.perRow)
    let count = layer.perColumn * layer.perRow
    for row in layer.paintedCellRows {
      for column in 0..<layer.region.columns.count {
        var cell = InlineArray<8, UInt32>(repeating: 0)
        for index in 0..<count {
          let y = row * layer.perRow + index / 2
          cell[index] = colors[y * layer.width + column * 2 + index % 2]
        }
        let fit = TwoColorFit.fit(cell, count: count, mixes: background != nil)
        guard fit.pattern != 0 else { continue }
        buffer.set(
          Cell(glyph: glyphs[fit.pattern], foregroundCode: fit.foreground, backgroundCode: fit.background),
          column: layer.region.columns.lowerBound + column, row: layer.region.rows.lowerBound + row)
      }
    }
  }
}

/// Reads a sprite's picture at points of a layer: scaled by area averaging to the layer's pixels, turned with the
/// body, over the sticker's colour where the picture is clear.
struct PictureSampler {
  private let image: RGBAImage
  private let centre: (x: Double, y: Double)
  private let pixelAspect: Double
  private let cosine: Double
  private let sine: Double
  /// Picture pixels per column.
  private let scale: Double
  private let backdrop: RGB

  init(_ picture: StickerPicture, _ sprite: Sprite, _ footprint: SpriteFootprint, layer: PaintLayer) {
    // as many picture pixels across the disc as the layer has, on its finer axis
    let perColumn = max(Double(layer.perColumn), Double(layer.perRow) / 2 / footprint.pixelAspect)
    let side = max(1, min(1024, Int((2 * footprint.radius * perColumn).rounded())))
    image = picture.scaled(side: side)
    centre = (footprint.x, footprint.y)
    pixelAspect = footprint.pixelAspect
    cosine = cos(sprite.angle)
    sine = sin(sprite.angle)
    scale = Double(side) / (2 * footprint.radius)
    backdrop = sprite.look.color
  }

  /// The packed colour at (x columns, y pixel rows).
  func color(x: Double, y: Double) -> UInt32 {
    let dx = x - centre.x
    let dy = (y - centre.y) * pixelAspect
    // the point of the upright picture that the body's turn brings here
    let u = (dx * cosine + dy * sine) * scale + Double(image.width) / 2
    let v = (-dx * sine + dy * cosine) * scale + Double(image.height) / 2
    let column = min(image.width - 1, max(0, Int(u.rounded(.down))))
    let row = min(image.height - 1, max(0, Int(v.rounded(.down))))
    let pixel = image[column, row]
    let color = RGB.mix(RGB(pixel.red, pixel.green, pixel.blue), backdrop, share: Double(pixel.alpha) / 255)
    return Cell.packed(color)
  }
}
