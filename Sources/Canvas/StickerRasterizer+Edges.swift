// MARK: - Edges blended by coverage

extension StickerRasterizer {
  /// Blends the pixels along each sprite's outline and its rim mark's edges by how much of them the shape covers,
  /// in quarters: a pixel half inside a disc takes the mix of the disc's colour and what lies under it (an earlier
  /// sprite, or `background`), so a small disc reads round, not octagonal.
  ///
  /// `colors` are the pixels as `pixelColors` made them (a pixel is a sprite's where its centre is inside);
  /// only pixels within half a pixel of an edge change. A pixel under a later sprite stays that sprite's.
  func blendEdges(
    _ layer: PaintLayer, _ sprites: [Sprite], _ footprints: [SpriteFootprint], palette: [UInt32],
    background: RGB, into colors: inout [UInt32]
  ) {
    let pixel = layer.pixelSize(pixelAspect: cellAspect / 2)
    for (index, footprint) in footprints.enumerated() where hasBody(footprint) {
      let body = Int32(index * 2 + 1)
      let sampler = picture(of: sprites[index]).map { PictureSampler($0, sprites[index], footprint, layer: layer) }
      let marked = footprint.hasMark && sampler == nil
      let colours = (body: Cell.color(palette[Int(body)]) ?? .black, mark: Cell.color(palette[Int(body) + 1]) ?? .black)
      guard
        let span = layer.span(
          x: footprint.x, y: footprint.y, across: footprint.reach.across + pixel.width / 2,
          down: footprint.reach.down + 1 / Double(layer.perRow))
      else { continue }
      for y in span.rows {
        for x in span.columns {
          let owner = layer[x, y]
          // a later sprite covers this one
          guard owner <= body + 1 else { continue }
          let point = layer.centre(x: x, y: y)
          let coverage = Self.quarters(footprint.coverage(x: point.x, y: point.y, pixel: pixel))
          guard coverage > 0 else { continue }
          var markShare = 0.0
          if marked {
            markShare = Self.quarters(footprint.markShare(x: point.x, y: point.y, pixel: pixel))
            // the one pixel a tiny disc's mark is kept at
            if owner == body + 1 && markShare < 0.5 { markShare = 1 }
          }
          guard coverage < 1 || (markShare > 0 && markShare < 1) else { continue }
          // a box's edge is its darker colour
          let own =
            footprint.shape != .disc
            ? colours.mark
            : sampler.flatMap { Cell.color($0.color(x: point.x, y: point.y)) }
              ?? .mix(colours.mark, colours.body, share: markShare)
          let under = owner >= body ? background : Cell.color(colors[y * layer.width + x]) ?? background
          colors[y * layer.width + x] = Cell.packed(.mix(own, under, share: coverage))
        }
      }
    }
  }

  /// `share` to the nearest quarter: few colours along an edge, so it costs few bytes to draw.
  private static func quarters(_ share: Double) -> Double { (share * 4).rounded() / 4 }
}
