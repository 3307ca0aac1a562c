import Canvas

/// How a frame is drawn: the render mode and what the terminal can show.
public struct RenderSettings: Equatable, Sendable {
  /// The mode asked for; `auto` is resolved for each frame.
  public var mode: RenderMode
  /// The colours the terminal shows; frames are brought down to them, and `auto` looks at them.
  public var colorDepth: ColorDepth
  /// Whether only ASCII can be shown (the locale is not UTF-8): glyphs fall back, `auto` picks glyphs.
  public var asciiOnly: Bool
  /// Whether stickers show their pictures or their glyphs.
  public var look: StickerLookChoice
  /// The finest block mode `auto` may choose: what the terminal's font is likely to draw.
  public var finestBlocks: RenderMode
  /// Whether the stickers are drawn in the cells; false when a graphics protocol draws them in pixels.
  public var drawsStickers = true
  /// The terminal's background, which the edges of stickers blend into in truecolor (anti-aliasing): black for
  /// headless frames (what a cast is played on), the terminal's answer when playing; nil leaves edges hard.
  public var background: RGB? = .black

  /// Settings from their parts; by default `auto` in truecolor with Unicode, glyph stickers, blocks at finest.
  public init(
    mode: RenderMode = .auto, colorDepth: ColorDepth = .truecolor, asciiOnly: Bool = false,
    look: StickerLookChoice = .glyph, finestBlocks: RenderMode = .blocks
  ) {
    self.mode = mode
    self.colorDepth = colorDepth
    self.asciiOnly = asciiOnly
    self.look = look
    self.finestBlocks = finestBlocks
  }

  /// Whether stickers with a picture show it: asked for, or by `auto` on a truecolor terminal with Unicode.
  public var showsPictures: Bool {
    switch look {
    case .picture: true
    case .glyph: false
    case .auto: colorDepth == .truecolor && !asciiOnly
    }
  }

  /// The concrete mode for `session`: `auto` looks at its widest sticker as the physics sees it
  /// (not as drawn while it pops in, so the mode does not change as stickers appear).
  public func resolvedMode(for session: Session) -> RenderMode {
    let radius = session.contents.stickers.map(\.item.radius).max() ?? 0
    return mode.resolved(
      diameter: 2 * radius / Layout.pointsPerColumn, unicode: !asciiOnly, color: colorDepth, finest: finestBlocks)
  }

  /// The rasteriser for `session` on cells `cellAspect` times as tall as wide.
  func rasterizer(for session: Session, cellAspect: Double) -> StickerRasterizer {
    StickerRasterizer(
      mode: resolvedMode(for: session), cellAspect: cellAspect, asciiOnly: asciiOnly, showsPictures: showsPictures,
      background: colorDepth == .truecolor ? background : nil)
  }
}

/// What stickers with a picture show.
public enum StickerLookChoice: String, CaseIterable, Sendable {
  /// Their pictures on a truecolor terminal, else their glyphs.
  case auto
  /// Their pictures, in any colours.
  case picture
  /// Their colour and glyph.
  case glyph
}
