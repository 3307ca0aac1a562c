/// Draws stickers into cells in a render mode: lone glyphs, half-block discs or braille dots.
///
/// Every mode keeps circles round: sizes are in columns and are scaled down
/// the rows by `cellAspect`. A disc wide enough for its glyph gets the glyph
/// at its centre, in a colour that reads on the disc, and a rim mark that
/// turns with the body, so rolling shows. Boxes are filled and turned by the
/// body's angle. Later sprites cover earlier ones.
public struct StickerRasterizer: Sendable {
  /// The mode; `auto` draws as `blocks` (resolve it first to choose).
  public var mode: RenderMode
  /// A cell's height over its width (2 for the usual 1:2 cell).
  public var cellAspect: Double
  /// Whether glyphs must be ASCII: each sticker shows its look's fallback.
  public var asciiOnly: Bool
  /// Whether stickers with a picture show it (else their colour and glyph).
  public var showsPictures: Bool
  /// The colour behind the stickers, which the edges of discs and boxes blend into by coverage in the block modes
  /// (`blocks`, `quadrants`, `sextants`, `octants`); nil leaves edges hard (each pixel is in or out).
  public var background: RGB?

  /// A rasteriser for `mode` on cells `cellAspect` times as tall as wide.
  public init(
    mode: RenderMode = .blocks, cellAspect: Double = 2, asciiOnly: Bool = false, showsPictures: Bool = false,
    background: RGB? = nil
  ) {
    self.mode = mode
    self.cellAspect = cellAspect
    self.asciiOnly = asciiOnly
    self.showsPictures = showsPictures
    self.background = background
  }

  /// Stickers narrower than this many columns are drawn as their glyph alone, in every mode.
  public static let smallestDisc = 1.5

  /// Draws `sprites`, in order, over what `buffer` holds, inside `region` (the whole buffer when nil).
  public func draw(_ sprites: [Sprite], into buffer: inout FrameBuffer, within region: CellRegion? = nil) {
    let whole = CellRegion(columns: 0..<buffer.width, rows: 0..<buffer.height)
    let area = region.map { $0.clamped(to: whole) } ?? whole
    guard !area.columns.isEmpty, !area.rows.isEmpty else { return }
    let pixels = mode.pixelsPerCell
    // a glyph marks the cell its sprite's centre lies in: there are no pixels to hold still
    let grid = mode == .glyph ? nil : pixels
    // by index, a field at a time: a sprite holds strings, and copying one costs reference counting
    let footprints = sprites.indices.map { SpriteFootprint(sprites[$0], pixelAspect: cellAspect / 2, grid: grid) }
    switch mode {
    case .glyph:
      drawGlyphMode(sprites, footprints, into: &buffer, within: area)
    case .braille, .blocks, .auto, .quadrants, .sextants, .octants:
      var layer = PaintLayer(region: area, perColumn: pixels.across, perRow: pixels.down)
      paint(sprites, footprints, into: &layer, marksEmpty: mode == .braille)
      let palette = palette(of: sprites)
      if mode == .braille {
        BrailleCells.resolve(layer, palette: palette, into: &buffer)
      } else {
        var colors = pixelColors(layer, sprites, footprints, palette: palette)
        if let background {
          blendEdges(layer, sprites, footprints, palette: palette, background: background, into: &colors)
        }
        if mode.fitsTwoColors {
          resolveFitted(layer, colors: colors, into: &buffer)
        } else {
          resolveBlocks(layer, colors: colors, into: &buffer)
        }
      }
    }
    for index in sprites.indices {
      drawGlyph(of: sprites, index, footprints[index], into: &buffer, within: area)
    }
  }

  /// Whether a sprite is drawn as a disc or box rather than its glyph alone.
  func hasBody(_ footprint: SpriteFootprint) -> Bool {
    if case .box = footprint.shape { return true }
    return footprint.radius * 2 >= Self.smallestDisc
  }

  private func paint(
    _ sprites: [Sprite], _ footprints: [SpriteFootprint], into layer: inout PaintLayer, marksEmpty: Bool
  ) {
    for (index, footprint) in footprints.enumerated() where hasBody(footprint) {
      let body = Int32(index * 2 + 1)
      layer.paint(footprint, value: body)
      let mark = marksEmpty ? 0 : body + 1
      // a picture shows its own turning
      if footprint.hasMark && picture(of: sprites[index]) == nil {
        layer.paintMark(footprint, body: body, value: mark, keepsOutline: marksEmpty)
      }
      if case .box = footprint.shape { layer.paintEdge(footprint, body: body, value: mark) }
    }
  }

  /// Half blocks: the top pixel is the foreground of `▀`, the bottom one its background.
  private func resolveBlocks(_ layer: PaintLayer, colors: [UInt32], into buffer: inout FrameBuffer) {
    let upperHalf = Glyph("▀")
    let lowerHalf = Glyph("▄")
    let fullBlock = Glyph("█")
    for y in layer.paintedCellRows {
      for x in 0..<layer.width {
        let top = colors[y * 2 * layer.width + x]
        let bottom = colors[(y * 2 + 1) * layer.width + x]
        guard top | bottom != 0 else { continue }
        let cell =
          bottom == 0
          ? Cell(glyph: upperHalf, foregroundCode: top)
          : top == 0
            ? Cell(glyph: lowerHalf, foregroundCode: bottom)
            : top == bottom
              ? Cell(glyph: fullBlock, foregroundCode: top)
              : Cell(glyph: upperHalf, foregroundCode: top, backgroundCode: bottom)
        buffer.set(cell, column: layer.region.columns.lowerBound + x, row: layer.region.rows.lowerBound + y)
      }
    }
  }

  /// The colour of each paint value, packed as a cell keeps it: none for 0, then each sprite's body (a shown
  /// picture's average colour) and its mark.
  func palette(of sprites: [Sprite]) -> [UInt32] {
    var palette: [UInt32] = [0]
    palette.reserveCapacity(sprites.count * 2 + 1)
    for index in sprites.indices {
      palette.append(Cell.packed(picture(of: sprites[index])?.averageColor ?? sprites[index].look.color))
      palette.append(Cell.packed(Self.markColor(of: sprites[index])))
    }
    return palette
  }

  /// The colour of a disc's rim mark (its colour in another shade) or of a box's edge (its colour, darker).
  static func markColor(of sprite: Sprite) -> RGB {
    guard case .box = sprite.shape else { return sprite.look.markColor }
    let color = sprite.look.color
    return RGB(UInt8(Int(color.red) * 11 / 20), UInt8(Int(color.green) * 11 / 20), UInt8(Int(color.blue) * 11 / 20))
  }

  /// Glyph mode: boxes fill the cells whose centres they cover; discs get a rim mark cell when wide enough.
  private func drawGlyphMode(
    _ sprites: [Sprite], _ footprints: [SpriteFootprint], into buffer: inout FrameBuffer, within area: CellRegion
  ) {
    let fill = asciiOnly ? "#" : "▓"
    let dot = asciiOnly ? "." : "•"
    for (sprite, footprint) in zip(sprites, footprints) {
      if case .box = footprint.shape {
        var layer = PaintLayer(region: area, perColumn: 1, perRow: 1)
        layer.paint(footprint, value: 1)
        for y in 0..<layer.height {
          for x in 0..<layer.width where layer[x, y] != 0 {
            buffer[area.columns.lowerBound + x, area.rows.lowerBound + y] = Cell(fill, foreground: sprite.look.color)
          }
        }
      } else if footprint.hasMark {
        let mark = footprint.mark
        let column = Int(mark.x.rounded(.down))
        let row = Int((mark.y / 2).rounded(.down))
        if area.contains(column: column, row: row) {
          buffer[column, row] = Cell(dot, foreground: sprite.look.color, attributes: [.bold])
        }
      }
    }
  }

  /// Puts the glyph of `sprites[index]` at its centre cell, kept whole inside `area`.
  private func drawGlyph(
    of sprites: [Sprite], _ index: Int, _ footprint: SpriteFootprint, into buffer: inout FrameBuffer,
    within area: CellRegion
  ) {
    let glyphWidth = asciiOnly ? 1 : sprites[index].look.glyphWidth
    let onBody = hasBody(footprint) && (mode != .glyph || footprint.shape != .disc)
    guard !onBody || (fitsGlyph(footprint, width: glyphWidth) && picture(of: sprites[index]) == nil) else { return }
    let row = Int((footprint.y / 2).rounded(.down))
    guard area.rows.contains(row), area.columns.count >= glyphWidth else { return }
    let centred = Int((footprint.x - Double(glyphWidth) / 2).rounded())
    let column = min(max(centred, area.columns.lowerBound), area.columns.upperBound - glyphWidth)
    let color = sprites[index].look.color
    buffer.put(
      asciiOnly ? sprites[index].look.fallback : sprites[index].look.glyph, cellWidth: glyphWidth, column: column,
      row: row, foreground: onBody ? sprites[index].look.glyphColor : color, background: onBody ? color : nil,
      attributes: [.bold])
  }

  /// Whether the glyph fits on the sprite's body with room around it.
  private func fitsGlyph(_ footprint: SpriteFootprint, width: Int) -> Bool {
    switch footprint.shape {
    case .disc: footprint.radius * 2 >= Double(width) + 1
    case .box(let halfWidth, let halfHeight): min(halfWidth, halfHeight) * 2 >= Double(width)
    }
  }
}

extension CellRegion {
  /// The part of this region inside `other`.
  func clamped(to other: CellRegion) -> CellRegion {
    CellRegion(columns: columns.clamped(to: other.columns), rows: rows.clamped(to: other.rows))
  }
}
