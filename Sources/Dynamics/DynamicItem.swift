import Foundation
import Physics

/// Something the animator moves: a view-sized item with a centre, bounds and a rotation.
///
/// As with UIKit's `UIDynamicItem`, behaviours take items, and the animator
/// writes each step's `center` and `angle` back into them. An item becomes a
/// body in the engine when it is first added to a behaviour of an animator.
public final class DynamicItem {
  /// The shape the item collides as.
  public enum CollisionBounds: Sendable {
    /// An ellipse inscribed in the bounds (a circle for square bounds).
    case ellipse
    /// The bounds rectangle.
    case rectangle
  }

  /// A number the caller chooses, reported in traces and events.
  public let identifier: Int
  /// The item's size in points.
  public let size: Size
  /// What the item collides as.
  public let collisionBounds: CollisionBounds
  /// The centre in the reference view's points; the animator updates it each step.
  public var center: Point
  /// Rotation in radians, clockwise on screen; the animator updates it each step.
  public var angle: Double

  /// The body standing for this item in its animator's world.
  var body: BodyID?
  /// The shape the item collides with in the world.
  var shape: ShapeID?
  /// The item's place in the order items joined its animator.
  var joinOrder = 0

  /// An item of `size` centred at `center`.
  ///
  /// Checked (see `InputCheck`): in release builds a non-finite or negative width or height is
  /// taken as 0, a non-finite centre as (0, 0) and a non-finite angle as 0.
  public init(
    identifier: Int, center: Point, size: Size, collisionBounds: CollisionBounds = .ellipse, angle: Double = 0
  ) {
    let call = "DynamicItem.init"
    let sizes = 0...InputCheck.limit
    let checkedCenter = InputCheck.checked(Vector2(center.x, center.y), "center", in: call) ?? .zero
    let angle = InputCheck.checked(angle, "angle", in: call) ?? 0
    self.identifier = identifier
    self.center = Point(x: checkedCenter.x, y: checkedCenter.y)
    self.size = Size(
      width: InputCheck.checked(size.width, "width", in: call, range: sizes) ?? 0,
      height: InputCheck.checked(size.height, "height", in: call, range: sizes) ?? 0)
    self.collisionBounds = collisionBounds
    self.angle = angle
  }

  /// The radius of the item's collision circle, for ellipse bounds.
  public var radius: Double { min(size.width, size.height) / 2 }

  /// Whether `point` lies inside the item's collision bounds, as it is now placed and turned.
  public func contains(_ point: Point) -> Bool {
    let offset = point - center
    switch collisionBounds {
    case .ellipse:
      return offset.length <= radius
    case .rectangle:
      let along = offset.dx * cos(angle) + offset.dy * sin(angle)
      let across = -offset.dx * sin(angle) + offset.dy * cos(angle)
      return abs(along) <= size.width / 2 && abs(across) <= size.height / 2
    }
  }
}
