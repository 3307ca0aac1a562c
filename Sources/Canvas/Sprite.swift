/// One sticker placed on the canvas, in pixel units.
///
/// A pixel is one column wide and half a row tall, so it is square on a 1:2
/// cell: (x, y) = (3.5, 5) is the middle of column 3, on the border between
/// rows 2 and 3. Sizes (the radius, a box's half sides) are in columns; the
/// rasteriser scales them down the rows by the cell's aspect.
public struct Sprite: Hashable, Sendable {
  /// The centre, pixels from the left edge.
  public var x: Double
  /// The centre, pixels from the top edge.
  public var y: Double
  /// The disc's radius in columns (for a box, the radius of its inscribed circle).
  public var radius: Double
  /// The body's rotation in radians (y-down, so positive turns clockwise on screen).
  public var angle: Double
  /// A disc, or a box.
  public var shape: SpriteShape
  /// The sticker's glyph and colour.
  public var look: StickerLook

  /// A sprite from its parts.
  public init(x: Double, y: Double, radius: Double, angle: Double = 0, shape: SpriteShape = .disc, look: StickerLook) {
    self.x = x
    self.y = y
    self.radius = radius
    self.angle = angle
    self.shape = shape
    self.look = look
  }
}
