import Synchronization

/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  /// The attribute bits.
  public let rawValue: UInt8

  /// Attributes from their bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (bright) text.
  public static let bold = CellAttributes(rawValue: 1 << 0)
  /// Dim text.
  public static let dim = CellAttributes(rawValue: 1 << 1)
  /// Reverse video.
  public static let reverse = CellAttributes(rawValue: 1 << 2)
}

/// One terminal cell: a glyph, its colours and attributes.
///
/// A wide glyph (an emoji, say) takes two cells: the first holds the glyph with
/// `width` 2, the second is a continuation cell with an empty glyph and `width` 0.
/// A cell is plain data (the glyph is kept as `Glyph`, not as a `String`), so
/// frames are copied, compared and freed without reference counting.
public struct Cell: Hashable, Sendable {
  /// What the cell shows: one grapheme, or empty in a continuation cell.
  public var glyph: Glyph
  /// How many columns the glyph takes: 1, 2 for a wide glyph, 0 for a continuation.
  public var width: UInt8
  /// The foreground as `packed(_:)` keeps it.
  var foregroundCode: UInt32
  /// The background as `packed(_:)` keeps it.
  var backgroundCode: UInt32
  /// Bold, dim, reverse.
  public var attributes: CellAttributes

  /// The glyph's colour; nil is the terminal's default.
  public var foreground: RGB? {
    get { Self.color(foregroundCode) }
    set { foregroundCode = Self.packed(newValue) }
  }

  /// The cell's background; nil is the terminal's default.
  public var background: RGB? {
    get { Self.color(backgroundCode) }
    set { backgroundCode = Self.packed(newValue) }
  }

  /// A colour as one number, so cells compare with a few integer compares: 0 for none, else 1 << 24 | 0xrrggbb.
  static func packed(_ color: RGB?) -> UInt32 {
    guard let color else { return 0 }
    return 1 << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  static func color(_ code: UInt32) -> RGB? {
    guard code != 0 else { return nil }
    return RGB(
      UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8), UInt8(truncatingIfNeeded: code))
  }

  /// A cell from its parts.
  public init(
    _ glyph: String, width: UInt8 = 1, foreground: RGB? = nil, background: RGB? = nil,
    attributes: CellAttributes = []
  ) {
    self.init(
      glyph: Glyph(glyph), width: width, foreground: foreground, background: background, attributes: attributes)
  }

  /// A cell from its parts, the glyph already made compact.
  public init(
    glyph: Glyph, width: UInt8 = 1, foreground: RGB? = nil, background: RGB? = nil, attributes: CellAttributes = []
  ) {
    self.glyph = glyph
    self.width = width
    foregroundCode = Self.packed(foreground)
    backgroundCode = Self.packed(background)
    self.attributes = attributes
  }

  /// A one-column cell without attributes from its glyph and its colours as `packed(_:)` keeps them.
  init(glyph: Glyph, foregroundCode: UInt32, backgroundCode: UInt32 = 0) {
    self.glyph = glyph
    width = 1
    self.foregroundCode = foregroundCode
    self.backgroundCode = backgroundCode
    attributes = []
  }

  /// An empty cell in the default colours.
  public static let blank = Cell(" ")

  /// Whether two cells look the same: every field compared at once, with a single branch (the diff asks it of
  /// every cell of every frame).
  public static func == (left: Cell, right: Cell) -> Bool {
    let colors = (left.foregroundCode ^ right.foregroundCode) | (left.backgroundCode ^ right.backgroundCode)
    let rest = UInt32(left.attributes.rawValue ^ right.attributes.rawValue) | UInt32(left.width ^ right.width)
    return UInt64(colors | rest) | left.glyph.difference(from: right.glyph) == 0
  }

  /// Whether this is the second half of a wide glyph.
  public var isContinuation: Bool { width == 0 }
}

/// One grapheme as plain data: its UTF-8 inline when it has up to 15 bytes (every glyph Tumble draws), else an
/// index into a table of the longer ones seen, shared by the process.
///
/// Two glyphs are equal when their UTF-8 bytes are (not, as strings are, when
/// they are canonically equivalent).
public struct Glyph: Hashable, Sendable {
  /// UTF-8 bytes 0…7, or the table index.
  private var low: UInt64
  /// UTF-8 bytes 8…14, and the byte count in the top byte (`interned`: `low` is a table index).
  private var high: UInt64

  private static let interned: UInt64 = 0xFF

  /// The glyph that shows `text`.
  public init(_ text: String) {
    var text = text
    var low: UInt64 = 0
    var high: UInt64 = 0
    let fits = text.withUTF8 { utf8 -> Bool in
      guard utf8.count <= 15 else { return false }
      for index in 0..<utf8.count {
        let byte = UInt64(utf8[index])
        if index < 8 { low |= byte << (8 * index) } else { high |= byte << (8 * (index - 8)) }
      }
      high |= UInt64(utf8.count) << 56
      return true
    }
    if fits {
      self.low = low
      self.high = high
    } else {
      self.low = UInt64(GlyphTable.index(of: text))
      self.high = Self.interned << 56
    }
  }

  /// The UTF-8 bytes of a glyph of one to four bytes as one number (the first byte lowest), else 0.
  var shortKey: UInt32 {
    high >> 56 <= 4 ? UInt32(truncatingIfNeeded: low) : 0
  }

  /// Zero when the glyphs are equal, else not.
  func difference(from other: Glyph) -> UInt64 {
    (low ^ other.low) | (high ^ other.high)
  }

  /// Calls `body` with the glyph's UTF-8 bytes.
  public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    let count = Int(high >> 56)
    guard UInt64(count) != Self.interned else {
      var text = GlyphTable.text(at: Int(low))
      return text.withUTF8(body)
    }
    var words = (low.littleEndian, high.littleEndian)
    return withUnsafeBytes(of: &words) { raw in
      body(UnsafeBufferPointer(start: raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count: count))
    }
  }

  /// The glyph as a string.
  public var text: String { withUTF8 { String(decoding: $0, as: UTF8.self) } }
}

extension Glyph: ExpressibleByStringLiteral {
  /// The glyph that shows a literal's text.
  public init(stringLiteral text: String) { self.init(text) }
}

/// The glyphs too long to keep inline, each stored once.
private enum GlyphTable {
  private static let table = Mutex<(texts: [String], indices: [String: Int])>(([], [:]))

  static func index(of text: String) -> Int {
    table.withLock { table in
      if let index = table.indices[text] { return index }
      table.texts.append(text)
      table.indices[text] = table.texts.count - 1
      return table.texts.count - 1
    }
  }

  static func text(at index: Int) -> String {
    table.withLock { $0.texts[index] }
  }
}
