import Dynamics

/// Drops its items again every loop of the bounce scene: through each lead-in it holds them still at
/// their start, then lets gravity have them.
///
/// It runs from the scene's `beforeStep`, on the session's step count, so it
/// keeps its beat even while the animator rests.
struct DropLoop {
  /// The items dropped.
  let items: [DynamicView]
  /// The item behaviour whose velocities the hold cancels.
  let itemBehavior: ItemBehavior
  /// Where each item starts, from the animator's reference bounds.
  let start: (Rect) -> Point

  /// Holds the items at their start in `animator` when step `stepCount` falls in a lead-in.
  func hold(in animator: Animator, at stepCount: Int) {
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
