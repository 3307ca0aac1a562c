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
public struct Cell: Hashable, Sendable {
  /// What the cell shows: one grapheme, or empty in a continuation cell.
  public var glyph: String
  /// How many columns the glyph takes: 1, 2 for a wide glyph, 0 for a continuation.
  public var width: UInt8
  /// The glyph's colour; nil is the terminal's default.
  public var foreground: RGB?
  /// The cell's background; nil is the terminal's default.
  public var background: RGB?
  /// Bold, dim, reverse.
  public var attributes: CellAttributes

  /// A cell from its parts.
  public init(
    _ glyph: String, width: UInt8 = 1, foreground: RGB? = nil, background: RGB? = nil,
    attributes: CellAttributes = []
  ) {
    self.glyph = glyph
    self.width = width
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// An empty cell in the default colours.
  public static let blank = Cell(" ")

  /// Whether two cells look the same: colours and attributes compared first, as they differ most often.
  public static func == (left: Cell, right: Cell) -> Bool {
    left.foreground == right.foreground && left.background == right.background
      && left.attributes == right.attributes && left.width == right.width && left.glyph == right.glyph
  }

  /// Whether this is the second half of a wide glyph.
  public var isContinuation: Bool { width == 0 }
}
