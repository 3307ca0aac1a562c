/// Sixel pictures from rows of palette indices.
///
/// Each band of six pixel rows goes in as few passes from its left edge as
/// it can: a pass takes, left to right, pieces of one colour each (a colour
/// chosen with `#n` where it changes), skipping what lies between; a colour
/// whose columns overlap a piece already taken goes in a later pass, after
/// `$`. Pixels not drawn stay as the terminal shows them.
///
/// Registers are numbered in the order colours are first used (`Registers`),
/// so the common ones take one or two digits, and a register keeps its colour
/// for good: a terminal whose pictures share their registers shows the same.
enum SixelEncoder {
  /// The register of each xterm palette colour, given in the order they are first asked for.
  struct Registers {
    private var numbers = [Int16](repeating: -1, count: 256)
    private var count: Int16 = 0

    /// The register of xterm colour `index`, the next free one if it has none yet.
    mutating func number(of index: UInt8) -> Int {
      if numbers[Int(index)] < 0 {
        numbers[Int(index)] = count
        count += 1
      }
      return Int(numbers[Int(index)])
    }
  }

  /// A run of columns of one colour in a band: its sixels from `start`.
  private struct Piece {
    let color: Int
    let start: Int
    let sixels: ArraySlice<UInt8>
    var end: Int { start + sixels.count }
  }

  /// Pieces of one colour this many empty columns apart or fewer are one piece: its `?`s cost less than starting
  /// another piece (its colour again, and a skip to it).
  static let joinedGap = 3

  /// `DCS 0;1;0 q`, the size, the registers used, then the bands: the pixels `columns` (all when nil) of `rows` of a
  /// picture `width` pixels wide. Pixels the same as in `shown` are left out: the terminal keeps what it shows there
  /// (`0;1;0`: pixels not drawn stay as they were).
  static func encode(
    _ picture: [UInt8], width: Int, rows: Range<Int>, columns: Range<Int>? = nil, over shown: [UInt8]? = nil,
    registers: inout Registers
  ) -> [UInt8] {
    let columns = columns ?? 0..<width
    var bytes = Array("\u{1B}P0;1;0q\"1;1;\(columns.count);\(rows.count)".utf8)
    // each pixel's register, -1 where it is left as shown, row by row of the columns sent
    var drawn = [Int16](repeating: -1, count: rows.count * columns.count)
    var used = [Bool](repeating: false, count: 256)  // by xterm index
    for (row, line) in rows.enumerated() {
      for (column, at) in ((line * width + columns.lowerBound)..<(line * width + columns.upperBound)).enumerated()
      where shown.map({ $0[at] != picture[at] }) ?? true {
        drawn[row * columns.count + column] = Int16(registers.number(of: picture[at]))
        used[Int(picture[at])] = true
      }
    }
    for color in 0..<256 where used[color] {
      let rgb = self.color(ofIndex: color)
      let percent = [rgb.red, rgb.green, rgb.blue].map { String(Int($0) * 100 / 255) }
      bytes += Array("#\(registers.number(of: UInt8(color)));2;\(percent.joined(separator: ";"))".utf8)
    }
    var current = -1
    for band in stride(from: 0, to: rows.count, by: 6) {
      let pieces = self.pieces(drawn, width: columns.count, rows: band..<min(band + 6, rows.count))
      appendPasses(pieces, color: &current, to: &bytes)
      bytes.append(UInt8(ascii: "-"))
    }
    return bytes + [0x1B, UInt8(ascii: "\\")]
  }

  /// The colour of xterm palette colour `index` (its first 16 as the 8 ANSI colours).
  static func color(ofIndex index: Int) -> RGB {
    index >= 16 ? ColorDepth.xterm256(index: index) : ColorDepth.ansi8[index % 8]
  }

  /// Each colour's pieces in the band `rows` of `drawn` (rows `width` registers long), by where they start.
  private static func pieces(_ drawn: [Int16], width: Int, rows: Range<Int>) -> [Piece] {
    var sixels: [Int: [UInt8]] = [:]
    for row in rows {
      for column in 0..<width where drawn[row * width + column] >= 0 {
        sixels[Int(drawn[row * width + column]), default: [UInt8](repeating: 0, count: width)][column] |=
          1 << (row - rows.lowerBound)
      }
    }
    var pieces: [Piece] = []
    for (color, line) in sixels {
      var start = line.firstIndex { $0 != 0 }
      while let first = start {
        var end = first + 1
        while let next = line[end...].firstIndex(where: { $0 != 0 }), next - end <= joinedGap {
          end = next + 1
        }
        pieces.append(Piece(color: color, start: first, sixels: line[first..<end]))
        start = line[end...].firstIndex { $0 != 0 }
      }
    }
    return pieces.sorted { ($0.start, $0.color) < ($1.start, $1.color) }
  }

  /// The pieces in passes from the band's left edge, each pass taking the leftmost piece that starts after the one
  /// before ends; `color` is the register chosen, kept from band to band.
  private static func appendPasses(_ pieces: [Piece], color: inout Int, to bytes: inout [UInt8]) {
    var left = pieces
    var first = true
    while !left.isEmpty {
      if !first { bytes.append(UInt8(ascii: "$")) }
      first = false
      var x = 0
      var rest: [Piece] = []
      for piece in left {
        guard piece.start >= x else {
          rest.append(piece)
          continue
        }
        appendRuns(ArraySlice(repeating: 0, count: piece.start - x), to: &bytes)
        if piece.color != color { bytes += Array("#\(piece.color)".utf8) }
        color = piece.color
        appendRuns(piece.sixels, to: &bytes)
        x = piece.end
      }
      left = rest
    }
  }

  /// The sixel characters of `sixels`, runs of four or more as `! count char`.
  private static func appendRuns(_ sixels: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
    var index = sixels.startIndex
    while index < sixels.endIndex {
      var count = 1
      while index + count < sixels.endIndex, sixels[index + count] == sixels[index] { count += 1 }
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
