import Dynamics

extension Scenes {
  /// A scene of `stickers` falling in `bounds`: gravity, collision with the bounds, and an item behaviour
  /// with `elasticity` and `friction` that lets them rotate, as the original demo builds it; `itemSize` (points)
  /// sizes the engine's length tolerances for the stickers (see `Animator.init(referenceBounds:itemSize:)`).
  static func falling(
    _ stickers: [Sticker], in bounds: Rect, elasticity: Double, friction: Double, itemSize: Double? = nil
  ) -> SceneContents {
    let animator = Animator(referenceBounds: bounds, itemSize: itemSize)
    let items = stickers.map(\.item)
    let gravity = GravityBehavior(items: items)
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let itemBehavior = ItemBehavior(items: items)
    itemBehavior.elasticity = elasticity
    itemBehavior.friction = friction
    itemBehavior.allowsRotation = true
    animator.addBehavior(itemBehavior)
    animator.addBehavior(collision)
    animator.addBehavior(gravity)
    return SceneContents(animator: animator, gravity: gravity, itemBehavior: itemBehavior, stickers: stickers)
  }
}
