/// The box drawn as sixel pictures: the stickers painted into pixels, and only the cells that changed sent.
///
/// The picture covers the cells `region` of the frame, `cellWidth` × `cellHeight`
/// pixels each, over `background`. Colours are the xterm 256-colour palette
/// (sixel colour registers take the same numbers). The cells whose pixels
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
  /// Each look at each size and turn as palette indices, -1 where transparent.
  private var stamps: [StampKey: [Int16]] = [:]

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
        columns: (box.columns.lowerBound * cellWidth)..<(box.columns.upperBound * cellWidth))
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
      let stamp = stamps[key] ?? Self.stamp(sprite.look.pixels(diameter: diameter, angle: Self.angle(turn)).bytes)
      stamps[key] = stamp
      let left = Int((sprite.x * Double(cellWidth)).rounded()) - diameter / 2 - region.columns.lowerBound * cellWidth
      let top = Int((sprite.y * Double(cellHeight) / 2).rounded()) - diameter / 2 - region.rows.lowerBound * cellHeight
      for row in max(0, -top)..<min(diameter, height - top) {
        for column in max(0, -left)..<min(diameter, width - left) {
          let index = stamp[row * diameter + column]
          if index >= 0 { picture[(top + row) * width + left + column] = UInt8(index) }
        }
      }
    }
    return picture
  }

  private static func angle(_ turn: Int) -> Double {
    Double(turn) * 2 * Double.pi / Double(KittyPlacements.turns)
  }

  /// RGBA pixels as palette indices, -1 where less than half covered.
  private static func stamp(_ rgba: [UInt8]) -> [Int16] {
    (0..<(rgba.count / 4)).map { pixel in
      let index = pixel * 4
      guard rgba[index + 3] >= 128 else { return -1 }
      return Int16(ColorDepth.xterm256Index(of: RGB(rgba[index], rgba[index + 1], rgba[index + 2])))
    }
  }
}

/// Sixel pictures from rows of palette indices.
enum SixelEncoder {
  /// `DCS 0;1;0 q`, the size, the registers used, then six pixel rows a band, a colour at a time, with repeats:
  /// the pixels `columns` (all when nil) of `rows` of a picture `width` pixels wide.
  static func encode(_ picture: [UInt8], width: Int, rows: Range<Int>, columns: Range<Int>? = nil) -> [UInt8] {
    let columns = columns ?? 0..<width
    var bytes = Array("\u{1B}P0;1;0q\"1;1;\(columns.count);\(rows.count)".utf8)
    var used = [Bool](repeating: false, count: 256)
    for row in rows {
      for column in columns { used[Int(picture[row * width + column])] = true }
    }
    for color in 0..<256 where used[color] {
      let rgb = color >= 16 ? ColorDepth.xterm256(index: color) : ColorDepth.ansi8[color % 8]
      let percent = [rgb.red, rgb.green, rgb.blue].map { String(Int($0) * 100 / 255) }
      bytes += Array("#\(color);2;\(percent.joined(separator: ";"))".utf8)
    }
    var band = rows.lowerBound
    while band < rows.upperBound {
      let bandEnd = min(band + 6, rows.upperBound)
      var inBand = [Bool](repeating: false, count: 256)
      for row in band..<bandEnd {
        for column in columns { inBand[Int(picture[row * width + column])] = true }
      }
      var first = true
      for color in 0..<256 where inBand[color] {
        var sixels = [UInt8](repeating: 0, count: columns.count)
        for row in band..<bandEnd {
          for column in columns where picture[row * width + column] == UInt8(color) {
            sixels[column - columns.lowerBound] |= 1 << (row - band)
          }
        }
        if !first { bytes.append(UInt8(ascii: "$")) }
        first = false
        bytes += Array("#\(color)".utf8)
        appendRuns(sixels, to: &bytes)
      }
      bytes.append(UInt8(ascii: "-"))
      band = bandEnd
    }
    return bytes + [0x1B, UInt8(ascii: "\\")]
  }

  /// The sixel characters of `sixels`, runs of four or more as `! count char`, trailing empties left out.
  private static func appendRuns(_ sixels: [UInt8], to bytes: inout [UInt8]) {
    let last = sixels.lastIndex { $0 != 0 } ?? -1
    var index = 0
    while index <= last {
      var count = 1
      while index + count <= last, sixels[index + count] == sixels[index] { count += 1 }
      let character = 63 + sixels[index]
      if count >= 4 {
        bytes += Array("!\(count)".utf8) + [character]
      } else {
        bytes += [UInt8](repeating: character, count: count)
      }
      index += count
    }
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
