/// Builds one burst of terminal output, remembering where the cursor is and which style is set.
struct ANSIWriter {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []
  private let depth: ColorDepth
  /// Where the cursor is, when known (after writing the last column it is not).
  private var cursor: (column: Int, row: Int)?
  /// The style in force, when known.
  private var style: TerminalStyle?

  /// `CSI 0 m`: default colours, no attributes.
  static let resetSGR = Array("\u{1B}[0m".utf8)

  init(depth: ColorDepth) {
    self.depth = depth
    bytes.reserveCapacity(4096)
  }

  /// Resets the style and clears the screen.
  mutating func clearScreen() {
    resetStyle()
    bytes.append(contentsOf: Array("\u{1B}[H\u{1B}[2J".utf8))
    cursor = (0, 0)
  }

  /// Sets the default style.
  mutating func resetStyle() {
    bytes.append(contentsOf: Self.resetSGR)
    style = .plain
  }

  /// Writes `cell` at (column, row) in a frame `frameWidth` columns wide.
  mutating func put(_ cell: Cell, column: Int, row: Int, frameWidth: Int) {
    move(column: column, row: row)
    setStyle(TerminalStyle(cell, depth: depth))
    if cell.glyph.isEmpty {
      bytes.append(0x20)
    } else {
      bytes.append(contentsOf: cell.glyph.utf8)
    }
    let next = column + max(1, Int(cell.width))
    cursor = next < frameWidth ? (next, row) : nil
  }

  private mutating func move(column: Int, row: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if cursor.column < column {
        csi(column - cursor.column, final: UInt8(ascii: "C"))
        self.cursor = (column, row)
        return
      }
    }
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    number(row + 1)
    bytes.append(UInt8(ascii: ";"))
    number(column + 1)
    bytes.append(UInt8(ascii: "H"))
    cursor = (column, row)
  }

  /// Sends the SGR parameters that change the style in force to `wanted`.
  private mutating func setStyle(_ wanted: TerminalStyle) {
    guard let current = style else {
      resetStyle()
      setStyle(wanted)
      return
    }
    guard current != wanted else { return }
    var parameters: [ArraySlice<UInt8>] = []
    let removed = current.attributes.subtracting(wanted.attributes)
    var added = wanted.attributes.subtracting(current.attributes)
    if !removed.intersection([.bold, .dim]).isEmpty {
      parameters.append(Self.parameter(22))
      added.formUnion(wanted.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.reverse) { parameters.append(Self.parameter(27)) }
    if added.contains(.bold) { parameters.append(Self.parameter(1)) }
    if added.contains(.dim) { parameters.append(Self.parameter(2)) }
    if added.contains(.reverse) { parameters.append(Self.parameter(7)) }
    if current.foreground != wanted.foreground { parameters.append(wanted.foreground.parameters(ground: 30)) }
    if current.background != wanted.background { parameters.append(wanted.background.parameters(ground: 40)) }
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ";")) }
      bytes.append(contentsOf: parameter)
    }
    bytes.append(UInt8(ascii: "m"))
    style = wanted
  }

  private mutating func csi(_ count: Int, final: UInt8) {
    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    if count != 1 { number(count) }
    bytes.append(final)
  }

  private mutating func number(_ value: Int) {
    bytes.append(contentsOf: Self.parameter(value))
  }

  /// `value` in decimal ASCII.
  static func parameter(_ value: Int) -> ArraySlice<UInt8> {
    if value < 10 { return [UInt8(ascii: "0") + UInt8(value)] }
    return ArraySlice(String(value).utf8)
  }
}

/// A cell's look as a terminal sets it: colours brought down to the depth, and attributes.
struct TerminalStyle: Equatable {
  var foreground: TerminalColor
  var background: TerminalColor
  var attributes: CellAttributes

  /// The terminal's defaults: default colours, no attributes.
  static let plain = TerminalStyle(foreground: .default, background: .default, attributes: [])

  init(foreground: TerminalColor, background: TerminalColor, attributes: CellAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  init(_ cell: Cell, depth: ColorDepth) {
    foreground = TerminalColor(cell.foreground, depth: depth)
    background = TerminalColor(cell.background, depth: depth)
    attributes = cell.attributes
  }
}

/// A colour as a terminal is told it.
enum TerminalColor: Equatable {
  /// The terminal's own default.
  case `default`
  /// One of the eight ANSI colours.
  case ansi(Int)
  /// An xterm 256-colour palette entry.
  case palette(Int)
  /// 24-bit colour.
  case direct(RGB)

  init(_ color: RGB?, depth: ColorDepth) {
    guard let color else {
      self = .default
      return
    }
    switch depth {
    case .none: self = .default
    case .eight: self = .ansi(ColorDepth.ansi8Index(of: color))
    case .palette256: self = .palette(ColorDepth.xterm256Index(of: color))
    case .truecolor: self = .direct(color)
    }
  }

  /// The SGR parameters for this colour as a foreground (`ground` 30) or background (40).
  func parameters(ground: Int) -> ArraySlice<UInt8> {
    switch self {
    case .default: return ANSIWriter.parameter(ground + 9)
    case .ansi(let index): return ANSIWriter.parameter(ground + index)
    case .palette(let index): return ArraySlice("\(ground + 8);5;\(index)".utf8)
    case .direct(let color): return ArraySlice("\(ground + 8);2;\(color.red);\(color.green);\(color.blue)".utf8)
    }
  }
}
