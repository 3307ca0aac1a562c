/// What an item collides as, as UIKit's `UIDynamicItemCollisionBoundsType`.
public enum CollisionBoundsType: Sendable {
  /// The bounds rectangle (UIKit's default).
  case rectangle
  /// The ellipse inscribed in the bounds (a circle for square bounds).
  case ellipse
  /// The item's `collisionBoundingPath`: a convex polygon around its centre.
  case path
}
