/// The box drawn as sixel pictures: the stickers painted into pixels, and only the cells that changed sent.
///
/// The picture covers the cells `region` of the frame, `cellWidth` × `cellHeight`
/// pixels each, over `background`. Colours are the xterm 256-colour palette
/// (sixel colour registers take the same numbers). Each run of cell rows
/// whose pixels changed goes as a sixel picture for each stretch of cell
/// columns that changed in it, placed at its first cell, so the terminal keeps
/// the rest. Pure: the same sprites give the same bytes.
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
  /// Each run of cell rows whose pixels changed is sent as one picture for each
  /// stretch of cell columns that changed in it (stretches closer than
  /// `joinedGap` cells go as one), placed at its first cell.
  public mutating func update(to sprites: [Sprite]) -> [UInt8] {
    let picture = paint(sprites)
    var bytes: [UInt8] = []
    var row = 0
    while row < region.rows.count {
      var changed = changedColumns(row, in: picture)
      guard changed.contains(true) else {
        row += 1
        continue
      }
      var end = row + 1
      while end < region.rows.count {
        let next = changedColumns(end, in: picture)
        guard next.contains(true) else { break }
        for column in changed.indices where next[column] { changed[column] = true }
        end += 1
      }
      for columns in Self.stretches(of: changed) {
        bytes += Array(
          "\u{1B}[\(region.rows.lowerBound + row + 1);\(region.columns.lowerBound + columns.lowerBound + 1)H".utf8)
        bytes += SixelEncoder.encode(
          picture, width: width, rows: (row * cellHeight)..<(end * cellHeight),
          columns: (columns.lowerBound * cellWidth)..<(columns.upperBound * cellWidth))
      }
      row = end
    }
    shown = picture
    return bytes
  }

  /// Stretches of changed columns this many cells apart or fewer go as one picture: a picture's start (its
  /// cursor move, header and colours) costs more than the few unchanged cells between them.
  static let joinedGap = 3

  /// The stretches of `changed` cell columns, those `joinedGap` apart or closer joined.
  static func stretches(of changed: [Bool]) -> [Range<Int>] {
    var found: [Range<Int>] = []
    for column in changed.indices where changed[column] {
      if let last = found.last, column - last.upperBound <= joinedGap {
        found[found.count - 1] = last.lowerBound..<(column + 1)
      } else {
        found.append(column..<(column + 1))
      }
    }
    return found
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
