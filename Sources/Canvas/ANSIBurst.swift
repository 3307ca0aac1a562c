/// Builds one burst of terminal output, remembering where the cursor is and which style is set.
struct ANSIBurst {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []
  /// The cursor's row, and its column when known (after the last column or a wide glyph it is not).
  private var cursor: (column: Int?, row: Int)?
  /// The style in force, when known.
  private var style: TerminalStyle?
  /// Each colour as the terminal is told it.
  private var colors: ColorCache<TerminalColor>
  /// The last cell's colours and attributes, so a run of cells alike skips converting them.
  private var lastLook: (foreground: UInt32, background: UInt32, attributes: CellAttributes)?

  /// `CSI m`: default colours, no attributes.
  static let resetSGR = Array("\u{1B}[m".utf8)

  /// The bytes a burst starts with (the synchronized-output begin mark, or none).
  private let opening: Int
  private let synchronized: Bool
  /// Whether a line feed keeps the column (the tty does not return the carriage).
  private let lineFeedKeepsColumn: Bool

  /// A writer for a terminal of `depth` whose style is `style` (nil: not known), marking a `synchronized` burst,
  /// moving down by line feeds that keep the column where `lineFeedKeepsColumn`.
  init(depth: ColorDepth, style: TerminalStyle? = nil, synchronized: Bool, lineFeedKeepsColumn: Bool = false) {
    self.style = style
    self.synchronized = synchronized
    self.lineFeedKeepsColumn = lineFeedKeepsColumn
    if synchronized { bytes.append(contentsOf: ANSIEncoder.beginSynchronized) }
    opening = bytes.count
    colors = ColorCache { TerminalColor($0, depth: depth) }
    bytes.reserveCapacity(4096)
  }

  /// The burst, ending in the default style (and the synchronized-output end mark); empty when nothing was written.
  mutating func finish() -> [UInt8] {
    guard bytes.count > opening else { return [] }
    bytes.append(contentsOf: Self.resetSGR)
    if synchronized { bytes.append(contentsOf: ANSIEncoder.endSynchronized) }
    return bytes
  }

  /// Resets the style and clears the screen.
  mutating func clearScreen() {
    resetStyle()
    lastLook = nil
    bytes.append(contentsOf: Array("\u{1B}[H\u{1B}[2J".utf8))
    cursor = (0, 0)
  }

  /// Sets the default style.
  mutating func resetStyle() {
    bytes.append(contentsOf: Self.resetSGR)
    style = .plain
  }

  /// Writes `cell` at (column, row) in a frame `frameWidth` columns wide.
  ///
  /// A half-block cell may go out as another glyph that looks the same on
  /// screen (`▄` with the colours swapped for `▀`, a space for `█` or the
  /// reverse), whichever needs fewer colour changes from the style in force.
  mutating func put(_ cell: Cell, column: Int, row: Int, frameWidth: Int) {
    move(column: column, row: row)
    cell.glyph.withUTF8 { utf8 in
      var shown = GlyphShape(utf8)
      if !looksLikeLast(cell) {
        let wanted = TerminalStyle(
          foreground: colors(code: cell.foregroundCode), background: colors(code: cell.backgroundCode),
          attributes: cell.attributes)
        if let current = style {
          let (chosen, shape) = wanted.cheapest(from: current, showing: shown)
          setStyle(chosen)
          shown = shape
          // a style chosen for a stand-in is not the cell's own: the next cell alike must set it again
          lastLook =
            chosen == wanted && shape == GlyphShape(utf8)
            ? (cell.foregroundCode, cell.backgroundCode, cell.attributes) : nil
        } else {
          setStyle(wanted)
          lastLook = (cell.foregroundCode, cell.backgroundCode, cell.attributes)
        }
      }
      switch shown {
      case .space: bytes.append(0x20)
      case .fullBlock: appendBlockElement(0x88)
      case .upperHalf: appendBlockElement(0x80)
      case .lowerHalf: appendBlockElement(0x84)
      case .other: bytes.append(contentsOf: utf8)
      }
    }
    // After a wide glyph the cursor is placed anew: terminals disagree on how wide some emoji are.
    let next = column + 1
    cursor = (cell.width == 1 && next < frameWidth ? next : nil, row)
  }

  /// Appends the block element (U+2580…U+259F) whose UTF-8 ends in `last`, a byte at a time (appending an array
  /// literal builds the array first).
  private mutating func appendBlockElement(_ last: UInt8) {
    bytes.append(0xE2)
    bytes.append(0x96)
    bytes.append(last)
  }

  /// Whether `cell` has the last cell's colours and attributes.
  private func looksLikeLast(_ cell: Cell) -> Bool {
    guard let lastLook else { return false }
    return lastLook.foreground == cell.foregroundCode && lastLook.background == cell.backgroundCode
      && lastLook.attributes == cell.attributes
  }

  private mutating func move(column: Int, row: Int) {
    if let cursor, cursor.row == row, cursor.column == column { return }
    CursorMotion.move(from: cursor, to: column, row: row, lineFeedKeepsColumn: lineFeedKeepsColumn, into: &bytes)
  }

  /// Sends the SGR parameters that change the style in force to `wanted`.
  private mutating func setStyle(_ wanted: TerminalStyle) {
    guard let current = style else {
      resetStyle()
      setStyle(wanted)
      return
    }
    guard current != wanted else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    var first = true
    func separate() {
      if !first { bytes.append(UInt8(ascii: ";")) }
      first = false
    }
    let removed = current.attributes.subtracting(wanted.attributes)
    var added = wanted.attributes.subtracting(current.attributes)
    if !removed.intersection([.bold, .dim]).isEmpty {
      separate()
      bytes.appendDecimal(22)
      added.formUnion(wanted.attributes.intersection([.bold, .dim]))
    }
    for (attribute, on, off) in Self.attributeCodes {
      if removed.contains(attribute), let off {
        separate()
        bytes.appendDecimal(off)
      }
      if added.contains(attribute) {
        separate()
        bytes.appendDecimal(on)
      }
    }
    if current.foreground != wanted.foreground {
      separate()
      color(wanted.foreground, ground: 30)
    }
    if current.background != wanted.background {
      separate()
      color(wanted.background, ground: 40)
    }
    bytes.append(UInt8(ascii: "m"))
    style = wanted
  }

  /// Each attribute's SGR code to set it and (except bold and dim, which share 22) to clear it.
  private static let attributeCodes: [(CellAttributes, Int, Int?)] = [
    (.bold, 1, nil), (.dim, 2, nil), (.reverse, 7, 27),
  ]

  /// The SGR parameters for `color` as a foreground (`ground` 30) or background (40).
  private mutating func color(_ color: TerminalColor, ground: Int) {
    switch color {
    case .default: bytes.appendDecimal(ground + 9)
    case .ansi(let index): bytes.appendDecimal(ground + index)
    case .palette(let index):
      bytes.appendDecimal(ground + 8)
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "5"))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(index)
    case .direct(let rgb):
      bytes.appendDecimal(ground + 8)
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "2"))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(Int(rgb.red))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(Int(rgb.green))
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(Int(rgb.blue))
    }
  }
}

/// A cell's look as a terminal sets it: colours brought down to the depth, and attributes.
struct TerminalStyle: Equatable {
  var foreground: TerminalColor
  var background: TerminalColor
  var attributes: CellAttributes

  /// The terminal's defaults: default colours, no attributes.
  static let plain = TerminalStyle(foreground: .default, background: .default, attributes: [])

  /// The style to write a cell of this style showing `shape` with, and the glyph to write instead, so that it
  /// looks the same with the fewest SGR parameters sent from `current`.
  ///
  /// A space shows only its background (so neither its foreground nor bold
  /// matter), a full block only its foreground, and each can stand in for the
  /// other; `▀` over two colours is `▄` with them swapped. Reverse video swaps
  /// the colours, so nothing is relaxed where it is on.
  func cheapest(from current: TerminalStyle, showing shape: GlyphShape) -> (TerminalStyle, GlyphShape) {
    guard !attributes.contains(.reverse), !current.attributes.contains(.reverse) else { return (self, shape) }
    var style = self
    switch shape {
    case .space:
      // a full block in the foreground in force, unless bold or dim could change how it looks
      if background != .default, current.foreground == background, current.background != background,
        current.attributes.isEmpty
      {
        return (current, .fullBlock)
      }
      style.foreground = current.foreground
      style.attributes = current.attributes
    case .fullBlock:
      if foreground != .default, current.background == foreground, current.foreground != foreground {
        return (current, .space)
      }
      style.background = current.background
    case .upperHalf where foreground != .default && background != .default,
      .lowerHalf where foreground != .default && background != .default:
      let swapped = TerminalStyle(foreground: background, background: foreground, attributes: attributes)
      if swapped.changes(from: current) < changes(from: current) {
        return (swapped, shape == .upperHalf ? .lowerHalf : .upperHalf)
      }
    default:
      break
    }
    return (style, shape)
  }

  /// How many of the colours and the attributes differ from `other`.
  private func changes(from other: TerminalStyle) -> Int {
    (foreground == other.foreground ? 0 : 1) + (background == other.background ? 0 : 1)
      + (attributes == other.attributes ? 0 : 1)
  }

  init(foreground: TerminalColor, background: TerminalColor, attributes: CellAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
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
}

/// The glyphs a half-block cell can be written as; everything else is `other`.
enum GlyphShape: Equatable {
  case space, fullBlock, upperHalf, lowerHalf, other

  /// The shape of the glyph whose UTF-8 is `utf8`.
  init(_ utf8: UnsafeBufferPointer<UInt8>) {
    // an empty glyph (a lone continuation cell) is written as a space
    if utf8.count <= 1 {
      self = utf8.first ?? 0x20 == 0x20 ? .space : .other
      return
    }
    guard utf8.count == 3, utf8[0] == 0xE2, utf8[1] == 0x96 else {
      self = .other
      return
    }
    switch utf8[2] {
    case 0x88: self = .fullBlock
    case 0x80: self = .upperHalf
    case 0x84: self = .lowerHalf
    default: self = .other
    }
  }
}
