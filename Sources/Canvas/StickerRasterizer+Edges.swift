// MARK: - Edges blended by coverage

extension StickerRasterizer {
  /// Blends the pixels along each sprite's outline into `background` by how much of them the shape covers, in
  /// halves: a pixel about half inside a disc takes the mix of the disc's colour and the background, so a small
  /// disc reads round, not octagonal.
  ///
  /// `colors` are the pixels as `pixelColors` made them (a pixel is a sprite's where its centre is inside); only
  /// pixels within half a pixel of an outline change, and only where the sprite or nothing was painted: where
  /// stickers touch, each keeps its own pixels. One mixed shade a sticker (half its colour, half the
  /// background; a picture's own colour there, halved) keeps the colours few, and so the bytes: a pixel less
  /// than 3/8 covered stays empty, one 3/4 covered or more is whole, the rest are the mix. The rim mark keeps
  /// its hard edge for the same reason.
  func blendEdges(
    _ layer: PaintLayer, _ sprites: [Sprite], _ footprints: [SpriteFootprint], palette: [UInt32],
    background: RGB, into colors: inout [UInt32]
  ) {
    let pixel = layer.pixelSize(pixelAspect: cellAspect / 2)
    for (index, footprint) in footprints.enumerated() where hasBody(footprint) {
      let body = Int32(index * 2 + 1)
      let sampler = picture(of: sprites[index]).map { PictureSampler($0, sprites[index], footprint, layer: layer) }
      // a box's edge is its darker colour
      let edge = palette[Int(footprint.shape == .disc ? body : body + 1)]
      guard
        let span = layer.span(
          x: footprint.x, y: footprint.y, across: footprint.reach.across + pixel.width / 2,
          down: footprint.reach.down + 1 / Double(layer.perRow))
      else { continue }
      for y in span.rows {
        for x in span.columns {
          let owner = layer[x, y]
          // another sprite's pixel stays as it is
          guard owner == 0 || owner == body || owner == body + 1 else { continue }
          let point = layer.centre(x: x, y: y)
          let coverage = footprint.coverage(x: point.x, y: point.y, pixel: pixel)
          guard coverage >= 0.375, coverage < 0.75 else { continue }
          let at = y * layer.width + x
          let own =
            owner == 0
            ? (footprint.shape == .disc ? sampler?.color(x: point.x, y: point.y) ?? edge : edge) : colors[at]
          colors[at] = Cell.packed(.mix(Cell.color(own) ?? background, background, share: 0.5))
        }
      }
    }
  }
}
