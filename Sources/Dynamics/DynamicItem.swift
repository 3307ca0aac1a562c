/// Something the animator moves, as UIKit's `UIDynamicItem`: your own type adopts it.
///
/// Behaviours take items; the animator reads an item's `center`, `bounds`
/// and `transform` when it first joins, and writes `center` and `transform`
/// (a pure rotation) back after every step. `bounds.size` gives the item's
/// size (its mass is density times that area). An item collides as its
/// `collisionBoundsType` says: `.rectangle` (UIKit's default), `.ellipse`,
/// or `.path`, the convex polygon `collisionBoundingPath` around its centre.
/// `DynamicView` is a ready-made item; `DynamicItemGroup` moves several as one.
public protocol DynamicItem: AnyObject {
  /// The centre in the reference view's points; the animator updates it each step.
  var center: Point { get set }
  /// The item's own rectangle: only its size matters to the animator.
  var bounds: Rect { get }
  /// The item's rotation (the animator sets a pure rotation, clockwise on screen).
  var transform: AffineTransform { get set }
  /// What the item collides as; `.rectangle` unless the type says otherwise.
  var collisionBoundsType: CollisionBoundsType { get }
  /// The convex polygon, around the item's centre, of a `.path` item.
  var collisionBoundingPath: BoundaryPath? { get }
}

extension DynamicItem {
  /// UIKit's default: the bounds rectangle.
  public var collisionBoundsType: CollisionBoundsType { .rectangle }
  /// No path by default.
  public var collisionBoundingPath: BoundaryPath? { nil }
}

// MARK: - Geometry the animator reads

extension DynamicItem {
  /// The item's size in points.
  var size: Size { bounds.size }
  /// The rotation in radians, clockwise on screen.
  var rotation: Double { transform.rotationAngle }

  /// The upright box around the item's bounds as they are now placed and turned, as UIView's `frame`.
  var frame: Rect {
    let turn = AffineTransform(rotationAngle: rotation)
    let width = abs(turn.a) * size.width + abs(turn.c) * size.height
    let height = abs(turn.b) * size.width + abs(turn.d) * size.height
    return Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  /// Whether `point` lies inside the item's collision bounds, as it is now placed and turned.
  func collisionBoundsContain(_ point: Point) -> Bool {
    let offset = (point - center).rotated(by: -rotation)
    switch collisionBoundsType {
    case .ellipse:
      let a = size.width / 2
      let b = size.height / 2
      guard a > 0, b > 0 else { return false }
      return (offset.dx / a) * (offset.dx / a) + (offset.dy / b) * (offset.dy / b) <= 1
    case .rectangle:
      return abs(offset.dx) <= size.width / 2 && abs(offset.dy) <= size.height / 2
    case .path:
      return collisionBoundingPath?.convexContains(Point.zero + offset) ?? false
    }
  }
}
