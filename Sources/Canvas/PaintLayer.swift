/// Sub-cell pixels over a region of cells, each naming what painted it.
///
/// A value of 0 is empty; sprite `k` paints its body as `2k + 1` and its rim
/// mark as `2k + 2`, so a later sprite covers an earlier one.
struct PaintLayer {
  /// The cells covered.
  let region: CellRegion
  /// Pixels across one cell.
  let perColumn: Int
  /// Pixels down one cell.
  let perRow: Int
  /// Pixels across the region.
  let width: Int
  /// Pixels down the region.
  let height: Int
  /// The paint, row by row.
  private(set) var values: [Int32]
  /// The rows of pixels anything was painted on, or an edge may blend into (half a pixel beyond): the rows of the
  /// layer outside them are empty.
  private(set) var paintedRows: Range<Int> = 0..<0

  /// The rows of cells (counted from the region's top) that hold painted pixels.
  var paintedCellRows: Range<Int> {
    guard !paintedRows.isEmpty else { return 0..<0 }
    return (paintedRows.lowerBound / perRow)..<((paintedRows.upperBound + perRow - 1) / perRow)
  }

  init(region: CellRegion, perColumn: Int, perRow: Int) {
    self.region = region
    self.perColumn = perColumn
    self.perRow = perRow
    width = region.columns.count * perColumn
    height = region.rows.count * perRow
    values = Array(repeating: 0, count: width * height)
  }

  /// The paint at pixel (x, y) of the layer.
  subscript(x: Int, y: Int) -> Int32 { values[y * width + x] }

  /// The pixel's centre in columns across and sprite pixel rows (half cells) down.
  func centre(x: Int, y: Int) -> (x: Double, y: Double) {
    (
      Double(region.columns.lowerBound) + (Double(x) + 0.5) / Double(perColumn),
      2 * (Double(region.rows.lowerBound) + (Double(y) + 0.5) / Double(perRow))
    )
  }

  /// The layer pixels whose centres may lie within `reach` of (x, y) (columns, sprite pixel rows).
  func span(
    x: Double, y: Double, across: Double, down: Double
  ) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    let left = Double(region.columns.lowerBound)
    let top = 2 * Double(region.rows.lowerBound)
    let first = max(0, Int(((x - across - left) * Double(perColumn) - 0.5).rounded(.up)))
    let last = min(width - 1, Int(((x + across - left) * Double(perColumn) - 0.5).rounded(.down)))
    let upper = max(0, Int(((y - down - top) * Double(perRow) / 2 - 0.5).rounded(.up)))
    let lower = min(height - 1, Int(((y + down - top) * Double(perRow) / 2 - 0.5).rounded(.down)))
    guard first <= last, upper <= lower else { return nil }
    return (first...last, upper...lower)
  }

  /// Paints `value` on every pixel whose centre `footprint` covers.
  ///
  /// A disc is filled a row at a time, between the ends of its chord.
  mutating func paint(_ footprint: SpriteFootprint, value: Int32) {
    guard
      let span = span(
        x: footprint.x, y: footprint.y, across: footprint.reach.across, down: footprint.reach.down)
    else { return }
    // the rows half a pixel beyond, which an edge blended by coverage reaches
    let fringe =
      self.span(
        x: footprint.x, y: footprint.y, across: footprint.reach.across + 0.5 / Double(perColumn),
        down: footprint.reach.down + 1 / Double(perRow))?.rows ?? span.rows
    let rows = fringe.lowerBound..<(fringe.upperBound + 1)
    paintedRows =
      paintedRows.isEmpty
      ? rows : min(paintedRows.lowerBound, rows.lowerBound)..<max(paintedRows.upperBound, rows.upperBound)
    guard footprint.shape == .disc else {
      for y in span.rows {
        for x in span.columns {
          let point = centre(x: x, y: y)
          if footprint.covers(x: point.x, y: point.y) { values[y * width + x] = value }
        }
      }
      return
    }
    let left = Double(region.columns.lowerBound)
    for y in span.rows {
      let dy = (centre(x: 0, y: y).y - footprint.y) * footprint.pixelAspect
      let halfChordSquared = footprint.radius * footprint.radius - dy * dy
      guard halfChordSquared >= 0 else { continue }
      let halfChord = halfChordSquared.squareRoot()
      // pixel centres left + (x + 0.5) / perColumn within halfChord of the centre
      let first = max(
        span.columns.lowerBound, Int(((footprint.x - halfChord - left) * Double(perColumn) - 0.5).rounded(.up)))
      let last = min(
        span.columns.upperBound, Int(((footprint.x + halfChord - left) * Double(perColumn) - 0.5).rounded(.down)))
      guard first <= last else { continue }
      let rowStart = y * width
      for x in first...last { values[rowStart + x] = value }
    }
  }

  /// Repaints the pixels along a box's edge that still show its body (`body`) as `value`.
  mutating func paintEdge(_ footprint: SpriteFootprint, body: Int32, value: Int32) {
    let sprite = footprint
    guard let span = span(x: sprite.x, y: sprite.y, across: footprint.reach.across, down: footprint.reach.down)
    else { return }
    let width = 1 / Double(perColumn)
    for y in span.rows {
      for x in span.columns where values[y * self.width + x] == body {
        let point = centre(x: x, y: y)
        if footprint.onEdge(x: point.x, y: point.y, width: width) { values[y * self.width + x] = value }
      }
    }
  }

  /// A pixel's size in columns (width, height).
  func pixelSize(pixelAspect: Double) -> (width: Double, height: Double) {
    (1 / Double(perColumn), 2 / Double(perRow) * pixelAspect)
  }

  /// Repaints the pixels of `footprint`'s rim mark (those whose centres lie in it) that still show its body
  /// (`body`) as `value`; with `keepsOutline`, not the outermost ring of pixels, so a notch of empty dots
  /// leaves the disc's outline whole.
  ///
  /// At least the pixel under `footprint.mark` is repainted, so a mark shows on the smallest disc.
  mutating func paintMark(_ footprint: SpriteFootprint, body: Int32, value: Int32, keepsOutline: Bool = false) {
    let pixel = pixelSize(pixelAspect: footprint.pixelAspect)
    let outer = footprint.radius - (keepsOutline ? max(pixel.width, pixel.height) : 0)
    let reach = footprint.markReach(pixel: pixel)
    if let span = span(
      x: (reach.x.lowerBound + reach.x.upperBound) / 2, y: (reach.y.lowerBound + reach.y.upperBound) / 2,
      across: (reach.x.upperBound - reach.x.lowerBound) / 2, down: (reach.y.upperBound - reach.y.lowerBound) / 2)
    {
      for y in span.rows {
        for x in span.columns where values[y * width + x] == body {
          let point = centre(x: x, y: y)
          let dx = point.x - footprint.x
          let dy = (point.y - footprint.y) * footprint.pixelAspect
          if dx * dx + dy * dy <= outer * outer, footprint.markCovers(x: point.x, y: point.y) {
            values[y * width + x] = value
          }
        }
      }
    }
    let mark = footprint.mark
    let x = Int(((mark.x - Double(region.columns.lowerBound)) * Double(perColumn)).rounded(.down))
    let y = Int(((mark.y / 2 - Double(region.rows.lowerBound)) * Double(perRow)).rounded(.down))
    if x >= 0, x < width, y >= 0, y < height, values[y * width + x] == body { values[y * width + x] = value }
  }
}
