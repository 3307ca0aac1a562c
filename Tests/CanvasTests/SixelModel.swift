@testable import Canvas

/// A small model of a sixel terminal's screen in pixels: pictures placed at the cursor's cell, every pixel a
/// picture sets drawn over what was there, each picture with its own registers (xterm's private ones) unless
/// `CSI ? 1070 l` made them shared, as xterm does: a register then keeps its colour from picture to picture, and
/// defining it again does not change what was drawn with it before.
///
/// It knows `CSI row;column H`, `CSI ? 1070 h/l` and `DCS … q` pictures with colour definitions (`#n;2;r;g;b`),
/// colour choices (`#n`), sixel characters, repeats (`!n`), `$` (back to the band's start) and `-` (the next band).
struct SixelModel {
  let width: Int
  let height: Int
  let cellWidth: Int
  let cellHeight: Int
  /// Each pixel's colour (its register's definition, red, green and blue percentages as `R * 1_000_000 + G * 1000
  /// + B`), -1 where nothing was drawn.
  private(set) var pixels: [Int]
  private var cursor = (column: 0, row: 0)
  /// Whether pictures share their registers (`CSI ? 1070 l`), and the shared registers.
  private var shared = false
  private var sharedPalette: [Int: Int] = [:]

  init(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
    width = columns * cellWidth
    height = rows * cellHeight
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    pixels = Array(repeating: -1, count: width * height)
  }

  /// Takes in `bytes` as a terminal would.
  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index + 1 < bytes.count {
      if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "[") {
        var end = index + 2
        while !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        if parameters == "?1070" {
          shared = bytes[end] == UInt8(ascii: "l")
        } else {
          let numbers = parameters.split(separator: ";").map { Int($0)! }
          cursor = (numbers[1] - 1, numbers[0] - 1)
        }
        index = end + 1
      } else if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "P") {
        var end = index + 2
        while !(bytes[end] == 0x1B && bytes[end + 1] == UInt8(ascii: "\\")) { end += 1 }
        picture(Array(bytes[(index + 2)..<end]))
        index = end + 2
      } else {
        index += 1
      }
    }
  }

  private mutating func picture(_ body: [UInt8]) {
    var index = body.firstIndex(of: UInt8(ascii: "q"))! + 1
    let left = cursor.column * cellWidth
    var x = 0
    var band = cursor.row * cellHeight
    var color = 0
    var palette: [Int: Int] = shared ? sharedPalette : [:]
    defer { if shared { sharedPalette = palette } }
    func number() -> Int {
      var value = 0
      while index < body.count, (0x30...0x39).contains(body[index]) {
        value = value * 10 + Int(body[index] - 0x30)
        index += 1
      }
      return value
    }
    while index < body.count {
      let byte = body[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        // raster attributes: skipped
        while index < body.count, (0x30...0x3B).contains(body[index]) { index += 1 }
      case UInt8(ascii: "#"):
        color = number()
        var parts: [Int] = []
        while index < body.count, body[index] == UInt8(ascii: ";") {
          index += 1
          parts.append(number())
        }
        if parts.count == 4 { palette[color] = parts[1] * 1_000_000 + parts[2] * 1000 + parts[3] }
      case UInt8(ascii: "$"): x = 0
      case UInt8(ascii: "-"):
        x = 0
        band += 6
      case UInt8(ascii: "!"):
        let count = number()
        let sixel = body[index]
        index += 1
        for _ in 0..<count { draw(sixel, at: left + x, band: band, color: palette[color] ?? -2); x += 1 }
      case 63...126:
        draw(byte, at: left + x, band: band, color: palette[color] ?? -2)
        x += 1
      default: break
      }
    }
  }

  private mutating func draw(_ sixel: UInt8, at x: Int, band: Int, color: Int) {
    let bits = Int(sixel) - 63
    for bit in 0..<6 where bits & (1 << bit) != 0 {
      let y = band + bit
      if x < width && y < height { pixels[y * width + x] = color }
    }
  }
}
