/// How stickers are drawn in cells.
public enum RenderMode: String, CaseIterable, Sendable {
  /// Chosen from the stickers' size and what the terminal can show.
  case auto
  /// One glyph a sticker, no disc: for tiny stickers and plain terminals.
  case glyph
  /// Half-block discs: two square pixels a cell, two colours a cell.
  case blocks
  /// Braille dots: 2 × 4 dots a cell, the finest outline, one colour a cell.
  case braille
  /// Quadrant blocks: 2 × 2 pixels a cell, two colours a cell.
  case quadrants
  /// Sextant blocks (Unicode 13): 2 × 3 pixels a cell, two colours a cell.
  case sextants
  /// Octant blocks (Unicode 16): 2 × 4 pixels a cell, two colours a cell.
  case octants

  /// The modes a user cycles through live, in order.
  public static let cycle: [RenderMode] = [.auto, .glyph, .blocks, .braille, .quadrants, .sextants, .octants]

  /// The block modes from the coarsest to the finest: each cell two colours, the pixels split between them.
  public static let blockModes: [RenderMode] = [.blocks, .quadrants, .sextants, .octants]

  /// Whether each cell's two colours are fitted to its pixels (quadrants, sextants, octants).
  var fitsTwoColors: Bool { self == .quadrants || self == .sextants || self == .octants }

  /// The mode after this one in `cycle`.
  public var next: RenderMode {
    let index = Self.cycle.firstIndex(of: self) ?? 0
    return Self.cycle[(index + 1) % Self.cycle.count]
  }

  /// The pixels a cell holds across and down when stickers are drawn as discs.
  var pixelsPerCell: (across: Int, down: Int) {
    switch self {
    case .braille, .octants: (2, 4)
    case .quadrants: (2, 2)
    case .sextants: (2, 3)
    case .auto, .glyph, .blocks: (1, 2)
    }
  }

  /// The concrete mode: itself, or for `auto` the one that suits stickers `diameter` columns across.
  ///
  /// Without Unicode every sticker is a glyph (its fallback). Stickers under
  /// two columns across are glyphs; under five, braille outlines them more
  /// finely than blocks could (blocks when there is no colour to tell
  /// braille's one-colour cells apart); larger ones are drawn in `finest`,
  /// the finest block mode the terminal's font is likely to draw.
  public func resolved(
    diameter: Double, unicode: Bool, color: ColorDepth, finest: RenderMode = .blocks
  ) -> RenderMode {
    guard self == .auto else { return self }
    if !unicode || diameter < 2 { return .glyph }
    if diameter < 5 && color != .none { return .braille }
    return Self.blockModes.contains(finest) ? finest : .blocks
  }

  /// The finest block mode a terminal is likely to draw: `TUMBLE_GLYPHS` (blocks, quadrants, sextants or
  /// octants) when set, else octants in kitty and foot (which draw them themselves), sextants in WezTerm,
  /// and quadrants (in every font since Unicode 3.2) elsewhere.
  public static func finestBlocks(environment: [String: String]) -> RenderMode {
    if let named = environment["TUMBLE_GLYPHS"].flatMap(RenderMode.init(rawValue:)), blockModes.contains(named) {
      return named
    }
    let term = environment["TERM"] ?? ""
    if term == "xterm-kitty" || term.hasPrefix("foot") { return .octants }
    if environment["TERM_PROGRAM"] == "WezTerm" { return .sextants }
    return .quadrants
  }
}
