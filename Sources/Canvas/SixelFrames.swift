/// The box drawn as sixel pictures: the stickers painted into pixels, and only the cells that changed sent.
///
/// The picture covers the cells `region` of the frame, `cellWidth` × `cellHeight`
/// pixels each, over `background`. Colours are the xterm 256-colour palette,
/// each given a sixel register as it is first used. The cells whose pixels
/// changed go in one box, a sixel picture placed at its first cell, so the
/// terminal keeps the rest. With `sharedRegisters` the pictures share the
/// terminal's registers (xterm's `CSI ? 1070 l`, sent before the first), so
/// each colour is defined once. Pure: the same sprites give the same bytes.
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
  /// What was shown before the last update, for its floor.
  private var shownBefore: [UInt8]?
  /// The sixel registers of the colours used so far.
  private var registers: SixelEncoder.Registers
  /// Whether `CSI ? 1070 l` (pictures share registers) is to be sent before the next picture.
  private var sharesRegistersNext: Bool
  /// Each look at each size and turn: its pixels, and the palette index of each opaque one (-1 elsewhere).
  private var stamps: [StampKey: (pixels: RGBAImage, indices: [Int16])] = [:]

  private struct StampKey: Hashable {
    let look: StickerLook
    let diameter: Int
    let turn: Int
  }

  /// xterm's `CSI ? 1070 l`: sixel pictures share the terminal's colour registers.
  public static let sharedRegistersMode = Array("\u{1B}[?1070l".utf8)
  /// xterm's `CSI ? 1070 h`: each sixel picture has registers of its own (xterm's default).
  public static let privateRegistersMode = Array("\u{1B}[?1070h".utf8)

  /// Sixel frames of the cells `region`, each `cellWidth` × `cellHeight` pixels; `sharedRegisters` where the
  /// terminal lets its pictures share registers (xterm's mode 1070), so each colour is defined once.
  public init(region: CellRegion, cellWidth: Int, cellHeight: Int, sharedRegisters: Bool = false) {
    self.region = region
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    registers = SixelEncoder.Registers(shared: sharedRegisters)
    sharesRegistersNext = sharedRegisters
  }

  /// Whether the pictures share the terminal's registers.
  public var sharedRegisters: Bool { registers.shared }

  private var width: Int { region.columns.count * cellWidth }
  private var height: Int { region.rows.count * cellHeight }

  /// Forgets what is shown, so the next update sends every row (after the screen was cleared), and which colours
  /// the terminal holds, so the next picture defines each one it uses.
  public mutating func invalidate() {
    shown = nil
    registers.forgetDefinitions()
    sharesRegistersNext = registers.shared
  }

  /// The bytes that take the terminal from the picture shown to `sprites` (x in columns, y in half rows).
  ///
  /// The cells whose pixels changed are sent as one picture, the box around them placed at its first cell, and of
  /// them only the pixels that changed. One box costs fewer bytes than a box for each group of changed cells: a
  /// picture's start (a cursor move, its header and its colours again) costs more than skipping what lies between.
  public mutating func update(to sprites: [Sprite]) -> [UInt8] {
    let picture = paint(sprites)
    shownBefore = shown
    defer { shown = picture }
    let changed = (0..<region.rows.count).map { changedColumns($0, in: picture) }
    guard let top = changed.firstIndex(where: { $0.contains(true) }),
      let bottom = changed.lastIndex(where: { $0.contains(true) }),
      let left = changed.compactMap({ $0.firstIndex(of: true) }).min(),
      let right = changed.compactMap({ $0.lastIndex(of: true) }).max()
    else { return [] }
    let move = "\u{1B}[\(region.rows.lowerBound + top + 1);\(region.columns.lowerBound + left + 1)H"
    let mode = sharesRegistersNext ? Self.sharedRegistersMode : []
    sharesRegistersNext = false
    return mode + Array(move.utf8)
      + SixelEncoder.encode(
        picture, width: width, rows: (top * cellHeight)..<((bottom + 1) * cellHeight),
        columns: (left * cellWidth)..<((right + 1) * cellWidth), over: shown, registers: &registers)
  }

  /// The least any one-picture sixel encoder could have sent for the last update (`SixelFloor`); 0 before any.
  public var floorOfLastUpdate: Int {
    shown.map { SixelFloor.bytes(from: shownBefore, to: $0, width: width, cellHeight: cellHeight) } ?? 0
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

  /// The share of its sticker's colour an edge pixel the circle covers `alpha` / 255 of takes: none, half (mixed
  /// with what it covers) or all. Finer steps give each edge more colours, each a piece of its own in every band a
  /// moving sticker changes, for a difference the eye does not see in a pixel a tenth of a cell wide.
  static func edgeShare(alpha: UInt8) -> Double {
    (Double(alpha) / 255 * 2).rounded() / 2
  }

  /// The stickers over the background, as xterm palette indices, row by row.
  private mutating func paint(_ sprites: [Sprite]) -> [UInt8] {
    let backgroundIndex = UInt8(ColorDepth.xterm256Index(of: background))
    var picture = [UInt8](repeating: backgroundIndex, count: width * height)
    for sprite in sprites {
      let diameter = max(2, Int((2 * sprite.radius * Double(cellWidth)).rounded()))
      let turn = KittyPlacements.turn(of: sprite.angle)
      let key = StampKey(look: sprite.look, diameter: diameter, turn: turn)
      let stamp = stamps[key] ?? Self.stamp(sprite.look, diameter: diameter, turn: turn)
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
          // an edge pixel: mixed with what it covers as much as the circle covers it, in halves
          let share = Self.edgeShare(alpha: pixel.alpha)
          guard share > 0 else { continue }
          let under = SixelEncoder.color(ofIndex: Int(picture[at]))
          let color = RGB.mix(RGB(pixel.red, pixel.green, pixel.blue), under, share: share)
          picture[at] = UInt8(ColorDepth.xterm256Index(of: color))
        }
      }
    }
    return picture
  }

  /// A sticker's pixels at `diameter` and `turn`, with the palette index of each opaque one. A disc's rim mark takes
  /// its colour in halves, as the edge does: each pixel the disc's colour, the mark's, or half of each. Finer steps
  /// give each mark edge three or four colours more, each a piece of its own in every band where the mark turns.
  private static func stamp(_ look: StickerLook, diameter: Int, turn: Int) -> (pixels: RGBAImage, indices: [Int16]) {
    var pixels = look.pixels(diameter: diameter, angle: angle(turn))
    if look.picture == nil {
      let steps = [look.color, RGB.mix(look.markColor, look.color, share: 0.5), look.markColor]
      for y in 0..<pixels.height {
        for x in 0..<pixels.width where pixels[x, y].alpha > 0 {
          let pixel = pixels[x, y]
          let step = steps[ColorDepth.nearest(to: RGB(pixel.red, pixel.green, pixel.blue), among: steps)]
          pixels[x, y] = (step.red, step.green, step.blue, pixel.alpha)
        }
      }
    }
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
