/// The box drawn as sixel pictures: the stickers painted into pixels, and only the cells that changed sent.
///
/// The picture covers the cells `region` of the frame, `cellWidth` × `cellHeight`
/// pixels each, over `background`. Colours are the xterm 256-colour palette,
/// each given a sixel register as it is first used. The cells whose pixels
/// changed go in boxes, each a sixel picture placed at its first cell, so the
/// terminal keeps the rest. Pure: the same sprites give the same bytes.
public struct SixelFrames {
  /// The cells the picture covers.
  public let region: CellRegion
  /// A cell's size in pixels.
  public let cellWidth: Int
  /// A cell's size in pixels.
  public let cellHeight: Int
  /// The box's colour behind the stickers.
  public var background = RGB(0, 0, 0)
  private var shown: [UInt8]?
  /// The sixel registers of the colours used so far.
  private var registers = SixelEncoder.Registers()
  /// Each look at each size and turn: its pixels, and the palette index of each opaque one (-1 elsewhere).
  private var stamps: [StampKey: (pixels: RGBAImage, indices: [Int16])] = [:]

  private struct StampKey: Hashable {
    let look: StickerLook
    let diameter: Int
    let turn: Int
  }

  /// Sixel frames of the cells `region`, each `cellWidth` × `cellHeight` pixels.
  public init(region: CellRegion, cellWidth: Int, cellHeight: Int) {
    self.region = region
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  private var width: Int { region.columns.count * cellWidth }
  private var height: Int { region.rows.count * cellHeight }

  /// Forgets what is shown, so the next update sends every row (after the screen was cleared).
  public mutating func invalidate() {
    shown = nil
  }

  /// The bytes that take the terminal from the picture shown to `sprites` (x in columns, y in half rows).
  ///
  /// The changed cells go in boxes (`boxes(of:)`), each sent as one picture placed at its first cell.
  public mutating func update(to sprites: [Sprite]) -> [UInt8] {
    let picture = paint(sprites)
    var bytes: [UInt8] = []
    let changed = (0..<region.rows.count).map { changedColumns($0, in: picture) }
    for box in Self.boxes(of: changed) {
      bytes += Array(
        "\u{1B}[\(region.rows.lowerBound + box.rows.lowerBound + 1);\(region.columns.lowerBound + box.columns.lowerBound + 1)H"
          .utf8)
      bytes += SixelEncoder.encode(
        picture, width: width, rows: (box.rows.lowerBound * cellHeight)..<(box.rows.upperBound * cellHeight),
        columns: (box.columns.lowerBound * cellWidth)..<(box.columns.upperBound * cellWidth), over: shown,
        registers: &registers)
    }
    shown = picture
    return bytes
  }

  /// Changed cells with this many columns or fewer between them, on a row or on rows side by side, go in one box: a
  /// picture's start (its cursor move, header and colours) costs more than the few unchanged cells between.
  static let joinedGap = 3

  /// The boxes (cells, rows by columns of `changed`) that hold every changed cell: the bounding boxes of
  /// the groups of cells at most `joinedGap` apart, boxes that overlap joined, in row order.
  static func boxes(of changed: [[Bool]]) -> [CellRegion] {
    let columns = changed.first?.count ?? 0
    var parent = Array(0..<(changed.count * columns))
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    for (row, line) in changed.enumerated() {
      for column in line.indices where line[column] {
        let near = max(0, column - joinedGap - 1)...min(columns - 1, column + joinedGap + 1)
        for other in near where other < column && line[other] {
          parent[root(row * columns + other)] = root(row * columns + column)
        }
        for other in near where row > 0 && changed[row - 1][other] {
          parent[root((row - 1) * columns + other)] = root(row * columns + column)
        }
      }
    }
    var byRoot: [Int: CellRegion] = [:]
    for (row, line) in changed.enumerated() {
      for column in line.indices where line[column] {
        let key = root(row * columns + column)
        let cell = CellRegion(columns: column..<(column + 1), rows: row..<(row + 1))
        byRoot[key] = byRoot[key].map { $0.covering(cell) } ?? cell
      }
    }
    var boxes = byRoot.values.sorted {
      ($0.rows.lowerBound, $0.columns.lowerBound) < ($1.rows.lowerBound, $1.columns.lowerBound)
    }
    var index = 0
    while index < boxes.count {
      if let other = boxes.indices.first(where: { $0 != index && boxes[$0].overlaps(boxes[index]) }) {
        boxes[min(index, other)] = boxes[index].covering(boxes[other])
        boxes.remove(at: max(index, other))
        index = 0
      } else {
        index += 1
      }
    }
    return boxes
  }

  /// For each cell column, whether a pixel of it in cell row `row` changed (every one when nothing is shown).
  private func changedColumns(_ row: Int, in picture: [UInt8]) -> [Bool] {
    var changed = [Bool](repeating: shown == nil, count: region.columns.count)
    guard let shown else { return changed }
    for line in (row * cellHeight)..<((row + 1) * cellHeight) {
      let start = line * width
      for column in changed.indices where !changed[column] {
        let cells = (start + column * cellWidth)..<(start + (column + 1) * cellWidth)
        if shown[cells] != picture[cells] { changed[column] = true }
      }
    }
    return changed
  }

  /// The stickers over the background, as xterm palette indices, row by row.
  private mutating func paint(_ sprites: [Sprite]) -> [UInt8] {
    let backgroundIndex = UInt8(ColorDepth.xterm256Index(of: background))
    var picture = [UInt8](repeating: backgroundIndex, count: width * height)
    for sprite in sprites {
      let diameter = max(2, Int((2 * sprite.radius * Double(cellWidth)).rounded()))
      let turn = KittyPlacements.turn(of: sprite.angle)
      let key = StampKey(look: sprite.look, diameter: diameter, turn: turn)
      let stamp = stamps[key] ?? Self.stamp(sprite.look.pixels(diameter: diameter, angle: Self.angle(turn)))
      stamps[key] = stamp
      let left = Int((sprite.x * Double(cellWidth)).rounded()) - diameter / 2 - region.columns.lowerBound * cellWidth
      let top = Int((sprite.y * Double(cellHeight) / 2).rounded()) - diameter / 2 - region.rows.lowerBound * cellHeight
      for row in max(0, -top)..<min(diameter, height - top) {
        for column in max(0, -left)..<min(diameter, width - left) {
          let at = (top + row) * width + left + column
          let index = stamp.indices[row * diameter + column]
          guard index < 0 else {
            picture[at] = UInt8(index)
            continue
          }
          let pixel = stamp.pixels[column, row]
          guard pixel.alpha > 0 else { continue }
          // an edge pixel: mixed with what it covers as much as the circle covers it
          let under = SixelEncoder.color(ofIndex: Int(picture[at]))
          let color = RGB.mix(RGB(pixel.red, pixel.green, pixel.blue), under, share: Double(pixel.alpha) / 255)
          picture[at] = UInt8(ColorDepth.xterm256Index(of: color))
        }
      }
    }
    return picture
  }

  /// A sticker's pixels with the palette index of each opaque one.
  private static func stamp(_ pixels: RGBAImage) -> (pixels: RGBAImage, indices: [Int16]) {
    let indices = (0..<(pixels.width * pixels.height)).map { index -> Int16 in
      let pixel = pixels[index % pixels.width, index / pixels.width]
      guard pixel.alpha == 255 else { return -1 }
      return Int16(ColorDepth.xterm256Index(of: RGB(pixel.red, pixel.green, pixel.blue)))
    }
    return (pixels, indices)
  }

  private static func angle(_ turn: Int) -> Double {
    Double(turn) * 2 * Double.pi / Double(KittyPlacements.turns)
  }

}

extension CellRegion {
  /// The smallest region that holds this one and `other`.
  func covering(_ other: CellRegion) -> CellRegion {
    CellRegion(
      columns: min(columns.lowerBound, other.columns.lowerBound)..<max(columns.upperBound, other.columns.upperBound),
      rows: min(rows.lowerBound, other.rows.lowerBound)..<max(rows.upperBound, other.rows.upperBound))
  }

  /// Whether this region and `other` share a cell.
  func overlaps(_ other: CellRegion) -> Bool {
    columns.overlaps(other.columns) && rows.overlaps(other.rows)
  }
}
