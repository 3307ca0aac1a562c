/// The outline a sprite is drawn with.
public enum SpriteShape: Hashable, Sendable {
  /// A disc of the sprite's radius.
  case disc
  /// A rectangle of these half sizes, in columns, turned by the sprite's angle.
  case box(halfWidth: Double, halfHeight: Double)
}
