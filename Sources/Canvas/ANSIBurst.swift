/// Builds one burst of terminal output, remembering where the cursor is and which style is set.
struct ANSIBurst {
  /// The bytes so far.
  private(set) var bytes: [UInt8] = []
  /// Where the cursor is and which pen and style are set, as far as known.
  private(set) var held: ANSIEncoder.Held
  /// Each colour as the terminal is told it.
  private var colors: ColorCache<TerminalColor>
  /// The pen of the last cell written, so the cells of a run skip converting its colours.
  private var lastPen: Pen?

  /// `CSI m`: default colours, no attributes.
  static let resetSGR = Array("\u{1B}[m".utf8)

  /// The bytes a burst starts with (the synchronized-output begin mark, or none).
  private let opening: Int
  private let synchronized: Bool
  /// Whether a line feed keeps the column (the tty does not return the carriage).
  private let lineFeedKeepsColumn: Bool
  /// Whether the cursor may move right by tabs to the stops every eight columns.
  private let tabs: Bool

  /// A writer for a terminal of `depth` holding `held` (the cursor's place and the style, each when known), marking
  /// a `synchronized` burst, moving down by line feeds that keep the column where `lineFeedKeepsColumn`, right by
  /// tabs where `tabs`.
  init(
    depth: ColorDepth, held: ANSIEncoder.Held = .unknown, synchronized: Bool, lineFeedKeepsColumn: Bool = false,
    tabs: Bool = true
  ) {
    self.held = held
    lastPen = held.style == nil ? nil : held.pen
    self.synchronized = synchronized
    self.lineFeedKeepsColumn = lineFeedKeepsColumn
    self.tabs = tabs
    if synchronized { bytes.append(contentsOf: ANSIEncoder.beginSynchronized) }
    opening = bytes.count
    colors = ColorCache { TerminalColor($0, depth: depth) }
    bytes.reserveCapacity(4096)
  }

  /// The burst, ending in the default style where `resetting` (and in the synchronized-output end mark); empty when
  /// nothing was written.
  mutating func finish(resetting: Bool = true) -> [UInt8] {
    guard bytes.count > opening else { return [] }
    if resetting { resetStyle() }
    if synchronized { bytes.append(contentsOf: ANSIEncoder.endSynchronized) }
    return bytes
  }

  /// Resets the style and clears the screen.
  mutating func clearScreen() {
    resetStyle()
    bytes.append(contentsOf: Array("\u{1B}[H\u{1B}[2J".utf8))
    held.cursor = (0, 0)
  }

  /// Sets the default style.
  mutating func resetStyle() {
    bytes.append(contentsOf: Self.resetSGR)
    held.style = .plain
    held.pen = .plain
    lastPen = nil
  }

  /// Writes `cell` at (column, row) in a frame `frameWidth` columns wide, in `pen`, which must be one of the cell's
  /// `PenChoice`.
  ///
  /// A cell may go out as another glyph that looks the same in the pen: a
  /// space as a full block in its foreground, a block pattern as its
  /// complement where the pen has its colours the other way round.
  mutating func put(_ cell: Cell, in pen: Pen, column: Int, row: Int, frameWidth: Int) {
    move(column: column, row: row, width: frameWidth)
    if pen != lastPen {
      setStyle(
        TerminalStyle(
          foreground: colors(code: pen.foreground), background: colors(code: pen.background),
          attributes: pen.attributes))
      lastPen = pen
      held.pen = pen
    }
    Self.glyph(of: cell, in: pen).withUTF8 { utf8 in
      // an empty glyph (a lone continuation cell) goes out as a space
      if utf8.isEmpty { bytes.append(0x20) } else { bytes.append(contentsOf: utf8) }
    }
    // After a wide glyph the cursor is placed anew: terminals disagree on how wide some emoji are.
    let next = column + 1
    held.cursor = (cell.width == 1 && next < frameWidth ? next : nil, row)
  }

  /// The glyph that shows `cell` written in `pen` (one of the cell's `PenChoice`): a space as a full block where the
  /// pen has its colour in front, a block pattern as its complement where the pen has its colours the other way round.
  static func glyph(of cell: Cell, in pen: Pen) -> Glyph {
    guard cell.attributes.isEmpty, let look = cell.plainLook else { return cell.glyph }
    if look.glyph == CellLook.space { return pen.background == look.background ? CellLook.space : CellLook.fullBlock }
    if pen.foreground == look.foreground && pen.background == look.background { return look.glyph }
    return BlockComplements.complement(of: look.glyph) ?? look.glyph
  }

  /// The bytes of the glyph that shows `cell` written in `pen` (an empty glyph goes out as a space).
  static func glyphBytes(of cell: Cell, in pen: Pen) -> Int {
    max(glyph(of: cell, in: pen).withUTF8 { $0.count }, 1)
  }

  private mutating func move(column: Int, row: Int, width: Int) {
    if let cursor = held.cursor, cursor.row == row, cursor.column == column { return }
    CursorMotion.move(
      from: held.cursor, to: column, row: row, lineFeedKeepsColumn: lineFeedKeepsColumn,
      tabsBefore: tabs ? width : 0,
      into: &bytes)
  }

  /// Sends the SGR that changes the style in force (when known) to `wanted`: the parameters that change it, or a
  /// reset (an empty first parameter) and those that set it from the default, whichever is shorter.
  private mutating func setStyle(_ wanted: TerminalStyle) {
    guard held.style != wanted else { return }
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    let start = bytes.count
    // a change that turns nothing off names no more than a reset and the whole style would
    if let current = held.style {
      Self.appendParameters(from: current, to: wanted, into: &bytes)
      let turnsOff =
        !current.attributes.isSubset(of: wanted.attributes)
        || wanted.foreground == .default && current.foreground != .default
        || wanted.background == .default && current.background != .default
      if turnsOff { resetIfShorter(to: wanted, after: start) }
    } else {
      resetIfShorter(to: wanted, after: start)
    }
    bytes.append(UInt8(ascii: "m"))
    held.style = wanted
  }

  /// Replaces the SGR parameters after `start` by a reset and those that set `wanted` from the default, where that
  /// is shorter (or where there are none: the style is not known).
  private mutating func resetIfShorter(to wanted: TerminalStyle, after start: Int) {
    var fresh: [UInt8] = []
    Self.appendParameters(from: .plain, to: wanted, into: &fresh)
    guard bytes.count == start || fresh.isEmpty || fresh.count + 1 < bytes.count - start else { return }
    bytes.removeLast(bytes.count - start)
    if !fresh.isEmpty { bytes.append(UInt8(ascii: ";")) }
    bytes.append(contentsOf: fresh)
  }

  /// Appends to `bytes` the SGR parameters, `;` between them, that take `current` to `wanted`.
  private static func appendParameters(
    from current: TerminalStyle, to wanted: TerminalStyle, into bytes: inout [UInt8]
  ) {
    let start = bytes.count
    func separate() {
      if bytes.count > start { bytes.append(UInt8(ascii: ";")) }
    }
    let removed = current.attributes.subtracting(wanted.attributes)
    var added = wanted.attributes.subtracting(current.attributes)
    if !removed.intersection([.bold, .dim]).isEmpty {
      separate()
      bytes.appendDecimal(22)
      added.formUnion(wanted.attributes.intersection([.bold, .dim]))
    }
    for (attribute, on, off) in attributeCodes {
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
      color(wanted.foreground, ground: 30, into: &bytes)
    }
    if current.background != wanted.background {
      separate()
      color(wanted.background, ground: 40, into: &bytes)
    }
  }

  /// Each attribute's SGR code to set it and (except bold and dim, which share 22) to clear it.
  private static let attributeCodes: [(CellAttributes, Int, Int?)] = [
    (.bold, 1, nil), (.dim, 2, nil), (.reverse, 7, 27),
  ]

  /// Appends to `bytes` the SGR parameters for `color` as a foreground (`ground` 30) or background (40).
  private static func color(_ color: TerminalColor, ground: Int, into bytes: inout [UInt8]) {
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
struct TerminalStyle: Equatable, Sendable {
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
}

/// A colour as a terminal is told it.
enum TerminalColor: Equatable, Sendable {
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
