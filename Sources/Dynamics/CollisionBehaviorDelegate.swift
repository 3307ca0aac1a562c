/// Hears a collision behaviour's contacts begin and end, as UIKit's `UICollisionBehaviorDelegate`.
///
/// A contact always begins before it ends. The reference bounds, when they
/// are a boundary, have the identifier nil.
public protocol CollisionBehaviorDelegate: AnyObject {
  /// Two items of the behaviour began touching at `point`.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point)
  /// Two items of the behaviour stopped touching.
  func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem)
  /// An item began touching the boundary `identifier` at `point`.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point)
  /// An item stopped touching the boundary `identifier`.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?)
}

extension CollisionBehaviorDelegate {
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?
  ) {}
}
