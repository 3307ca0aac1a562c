/// Turns a layer of braille dots (2 × 4 a cell) into braille cells, one colour a cell.
enum BrailleCells {
  /// The braille pattern for each set of eight dots, by bit (dot 1 is bit 0, as in Unicode).
  static let patterns: [Glyph] = (0..<256).map { bits in
    Glyph(String(Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")))
  }

  /// The bit of the dot at (x, y) in a cell, x in 0…1, y in 0…3.
  static func bit(x: Int, y: Int) -> Int {
    y == 3 ? (x == 0 ? 0x40 : 0x80) : (1 << (y + 3 * x))
  }

  /// Writes a cell for every cell of `layer` with a dot; its colour is the sticker with the most dots there.
  ///
  /// A tie goes to the sticker drawn later, which is on top.
  /// `palette` gives each paint value's colour, packed as a cell keeps it.
  static func resolve(_ layer: PaintLayer, palette: [UInt32], into buffer: inout FrameBuffer) {
    let patterns = patterns
    for row in layer.paintedCellRows {
      for column in 0..<layer.region.columns.count {
        var dots: InlineArray<8, Int32> = .init(repeating: 0)
        var bits = 0
        for index in 0..<8 {
          let value = layer[column * 2 + index % 2, row * 4 + index / 2]
          dots[index] = value
          if value != 0 { bits |= bit(x: index % 2, y: index / 2) }
        }
        guard bits != 0 else { continue }
        var dominant: Int32 = 0
        var dominantCount = 0
        for index in 0..<8 where dots[index] != 0 && dots[index] != dominant {
          var count = 0
          for other in 0..<8 where dots[other] == dots[index] { count += 1 }
          if count > dominantCount || (count == dominantCount && dots[index] > dominant) {
            dominant = dots[index]
            dominantCount = count
          }
        }
        buffer.set(
          Cell(glyph: patterns[bits], foregroundCode: palette[Int(dominant)]),
          column: layer.region.columns.lowerBound + column, row: layer.region.rows.lowerBound + row)
      }
    }
  }
}
