/// How one sticker looks: its glyph and its disc's colour.
public struct StickerLook: Hashable, Sendable {
  /// A short name (`star`).
  public var name: String
  /// The glyph at the disc's centre.
  public var glyph: String
  /// How many columns the glyph takes: 1, or 2 for a wide glyph such as an emoji.
  public var glyphWidth: Int
  /// An ASCII stand-in for terminals that cannot show the glyph.
  public var fallback: String
  /// The disc's colour.
  public var color: RGB
  /// The picture the disc shows instead of its colour and glyph, if it has one.
  public var picture: StickerPicture?

  /// A look from its parts.
  public init(
    name: String, glyph: String, glyphWidth: Int, fallback: String, color: RGB, picture: StickerPicture? = nil
  ) {
    self.name = name
    self.glyph = glyph
    self.glyphWidth = glyphWidth
    self.fallback = fallback
    self.color = color
    self.picture = picture
  }

  /// Black or white, whichever reads better on the disc's colour.
  public var glyphColor: RGB { color.luminance > 0.55 ? .black : .white }

  /// The rim mark's colour: the disc's own colour in another shade, darker on a light disc and lighter on a dark
  /// one, so the mark reads as part of the sticker.
  public var markColor: RGB {
    color.luminance > 0.4 ? .mix(.black, color, share: 0.45) : .mix(.white, color, share: 0.5)
  }
}
