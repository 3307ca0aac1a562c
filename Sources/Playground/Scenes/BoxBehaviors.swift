import Dynamics

/// The behaviours most scenes start from: item properties, gravity (down, magnitude 1), and collisions with
/// each other and with the box.
struct BoxBehaviors {
  /// The items' properties, UIKit's defaults until the scene changes them.
  let itemBehavior: ItemBehavior
  /// Gravity on every item.
  let gravity: GravityBehavior
  /// Collisions among the items and with the reference bounds.
  let collision: CollisionBehavior

  /// The three behaviours for `items`.
  init(items: [DynamicItem]) {
    itemBehavior = ItemBehavior(items: items)
    gravity = GravityBehavior(items: items)
    collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds the three, then `others`, to `animator`, and returns the scene's contents.
  func contents(
    of animator: Animator, with others: [Behavior] = [], stickers: [Sticker]
  ) -> SceneContents {
    for behavior in [itemBehavior, gravity, collision] + others { animator.addBehavior(behavior) }
    return SceneContents(animator: animator, gravity: gravity, itemBehavior: itemBehavior, stickers: stickers)
  }
}
