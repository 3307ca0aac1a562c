import Dynamics

/// Drops its items again every loop of the bounce scene: through each lead-in it holds them still at
/// their start, then lets gravity have them.
final class DropLoop: Behavior {
  /// The items dropped.
  let items: [DynamicItem]
  /// Where each item starts, from the animator's reference bounds.
  private let start: (Rect) -> Point
  /// The item behaviour whose velocities the hold cancels.
  private let itemBehavior: ItemBehavior
  private var stepCount = 0

  /// Drops `items` from `start` (given the reference bounds), stilling them through `itemBehavior`.
  init(items: [DynamicItem], itemBehavior: ItemBehavior, start: @escaping (Rect) -> Point) {
    self.items = items
    self.itemBehavior = itemBehavior
    self.start = start
  }

  /// Holds the items at their start during a lead-in.
  func willStep(_ animator: Animator, dt: Double) {
    defer { stepCount += 1 }
    guard DemoClock.isLeadIn(step: stepCount) else { return }
    for item in items {
      item.center = start(animator.referenceBounds)
      item.angle = 0
      animator.updateItem(usingCurrentState: item)
      let velocity = animator.linearVelocity(of: item)
      itemBehavior.addLinearVelocity(Vector(dx: -velocity.dx, dy: -velocity.dy), for: item)
    }
  }
}
