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

  /// The modes a user cycles through live, in order.
  public static let cycle: [RenderMode] = [.auto, .glyph, .blocks, .braille]

  /// The mode after this one in `cycle`.
  public var next: RenderMode {
    let index = Self.cycle.firstIndex(of: self) ?? 0
    return Self.cycle[(index + 1) % Self.cycle.count]
  }

  /// The pixels a cell holds across and down when stickers are drawn as discs: 2 × 4 dots in braille, else two half
  /// blocks.
  var pixelsPerCell: (across: Int, down: Int) {
    self == .braille ? (2, 4) : (1, 2)
  }

  /// The concrete mode: itself, or for `auto` the one that suits stickers `diameter` columns across.
  ///
  /// Without Unicode every sticker is a glyph (its fallback). Stickers under
  /// two columns across are glyphs; under five, braille outlines them more
  /// finely than blocks could (blocks when there is no colour to tell
  /// braille's one-colour cells apart); larger ones are half-block discs.
  public func resolved(diameter: Double, unicode: Bool, color: ColorDepth) -> RenderMode {
    guard self == .auto else { return self }
    if !unicode || diameter < 2 { return .glyph }
    if diameter < 5 && color != .none { return .braille }
    return .blocks
  }
}
