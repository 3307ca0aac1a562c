@testable import Canvas

/// A small model of a VT-style terminal: enough of ECMA-48 to show what Tumble's encoder sends.
///
/// It knows cursor addressing and relative moves (`CSI H G A B C D`,
/// `ESC D`, `ESC M`, CR, LF, BS, HT to stops every eight columns), SGR colours and attributes, `CSI 2 J`, the
/// synchronized-output marks, wide glyphs, and the pending wrap after the
/// last column. A line feed returns to the first column or not, as the
/// tty's `ONLCR` would have it.
struct TerminalModel {
  /// One cell as the model shows it.
  struct Shown: Equatable {
    var glyph = " "
    var foreground = TerminalColor.default
    var background = TerminalColor.default
    var attributes: CellAttributes = []
  }

  let width: Int
  let height: Int
  /// Whether a line feed also returns the cursor to the first column.
  let lineFeedReturns: Bool
  private(set) var cells: [Shown]
  private var row = 0
  private var column = 0
  private var pendingWrap = false
  private var pen = Shown()

  init(width: Int, height: Int, lineFeedReturns: Bool, filledWith cell: Shown = Shown()) {
    self.width = width
    self.height = height
    self.lineFeedReturns = lineFeedReturns
    cells = Array(repeating: cell, count: width * height)
  }

  /// The cell at (column, row).
  subscript(column: Int, row: Int) -> Shown { cells[row * width + column] }

  /// Takes in `bytes` as a terminal would.
  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x1B:
        if bytes[index] == UInt8(ascii: "[") {
          var end = index + 1
          while !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          control(String(decoding: bytes[(index + 1)..<end], as: UTF8.self), final: bytes[end])
          index = end + 1
        } else {
          moveRow(by: bytes[index] == UInt8(ascii: "D") ? 1 : -1)
          index += 1
        }
      case 0x0D:
        column = 0
        pendingWrap = false
      case 0x0A:
        moveRow(by: 1)
        if lineFeedReturns { column = 0 }
      case 0x08:
        column = max(0, column - 1)
        pendingWrap = false
      case 0x09:
        // to the next stop of every eight columns, or the last column
        column = min((column / 8 + 1) * 8, width - 1)
        pendingWrap = false
      default:
        var end = index
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        print(String(decoding: bytes[(index - 1)..<end], as: UTF8.self))
        index = end
      }
    }
  }

  private mutating func moveRow(by rows: Int) {
    row = min(max(row + rows, 0), height - 1)
    pendingWrap = false
  }

  private mutating func print(_ glyph: String) {
    if pendingWrap {
      row = min(row + 1, height - 1)
      column = 0
      pendingWrap = false
    }
    // emoji are wide; the Symbols for Legacy Computing (sextants, eighth blocks) are not
    let wide =
      glyph.unicodeScalars.first.map { $0.value >= 0x1F000 && !(0x1FB00...0x1FBFF).contains($0.value) } ?? false
    var shown = pen
    shown.glyph = glyph
    cells[row * width + column] = shown
    if wide, column + 1 < width {
      shown.glyph = ""
      cells[row * width + column + 1] = shown
    }
    column += wide ? 2 : 1
    if column >= width {
      column = width - 1
      pendingWrap = true
    }
  }

  private mutating func control(_ parameters: String, final: UInt8) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
    let count = max(numbers.first ?? 1, 1)
    switch final {
    case UInt8(ascii: "H"):
      row = min(max(count, 1), height) - 1
      column = min(max(numbers.count > 1 ? numbers[1] : 1, 1), width) - 1
    case UInt8(ascii: "G"): column = min(count, width) - 1
    case UInt8(ascii: "A"): row = max(row - count, 0)
    case UInt8(ascii: "B"): row = min(row + count, height - 1)
    case UInt8(ascii: "C"): column = min(column + count, width - 1)
    case UInt8(ascii: "D"): column = max(column - count, 0)
    case UInt8(ascii: "J"): cells = Array(repeating: Shown(), count: width * height)
    case UInt8(ascii: "m"): select(parameters.isEmpty ? [0] : numbers)
    default: return  // the synchronized-output marks
    }
    pendingWrap = false
  }

  /// SGR.
  private mutating func select(_ numbers: [Int]) {
    var index = 0
    while index < numbers.count {
      let number = numbers[index]
      switch number {
      case 0: pen = Shown()
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 7: pen.attributes.insert(.reverse)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 27: pen.attributes.remove(.reverse)
      case 30...37: pen.foreground = .ansi(number - 30)
      case 39: pen.foreground = .default
      case 40...47: pen.background = .ansi(number - 40)
      case 49: pen.background = .default
      case 38, 48:
        let color: TerminalColor
        if numbers[index + 1] == 5 {
          color = .palette(numbers[index + 2])
          index += 2
        } else {
          color = .direct(RGB(UInt8(numbers[index + 2]), UInt8(numbers[index + 3]), UInt8(numbers[index + 4])))
          index += 4
        }
        if number == 38 { pen.foreground = color } else { pen.background = color }
      default: break
      }
      index += 1
    }
  }
}
