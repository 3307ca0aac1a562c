import Canvas

/// How a frame is drawn: the render mode and what the terminal can show.
public struct RenderSettings: Equatable, Sendable {
  /// The mode asked for; `auto` is resolved for each frame.
  public var mode: RenderMode
  /// The colours the terminal shows; frames are brought down to them, and `auto` looks at them.
  public var colorDepth: ColorDepth
  /// Whether only ASCII can be shown (the locale is not UTF-8): glyphs fall back, `auto` picks glyphs.
  public var asciiOnly: Bool
  /// Whether the stickers are drawn in the cells; false when a graphics protocol draws them in pixels.
  public var drawsStickers = true

  /// Settings from their parts; by default `auto` in truecolor with Unicode.
  public init(mode: RenderMode = .auto, colorDepth: ColorDepth = .truecolor, asciiOnly: Bool = false) {
    self.mode = mode
    self.colorDepth = colorDepth
    self.asciiOnly = asciiOnly
  }

  /// The concrete mode for `session`: `auto` looks at its widest sticker as the physics sees it
  /// (not as drawn while it pops in, so the mode does not change as stickers appear).
  public func resolvedMode(for session: Session) -> RenderMode {
    let radius = session.contents.stickers.map(\.item.radius).max() ?? 0
    return mode.resolved(diameter: 2 * radius / Layout.pointsPerColumn, unicode: !asciiOnly, color: colorDepth)
  }

  /// The rasteriser for `session` on cells `cellAspect` times as tall as wide.
  func rasterizer(for session: Session, cellAspect: Double) -> StickerRasterizer {
    StickerRasterizer(mode: resolvedMode(for: session), cellAspect: cellAspect, asciiOnly: asciiOnly)
  }
}
