import Dynamics

extension Scenes {
  /// Item properties side by side: two stickers dropped together, one light, bouncy and free to spin, the other
  /// dense, dull, rough and unable to rotate.
  ///
  /// Both are the seed's 100×100 points scaled by `SeedStage`, dropped from
  /// the seed's y = 100 at a third and two thirds of the box's width. Left:
  /// density 1, elasticity 0.9, friction 0, rotation allowed. Right:
  /// density 4, elasticity 0.2, friction 1, resistance 0.5, no rotation.
  public static let item = Scene(
    name: "item", summary: "two stickers side by side: bouncy and light vs dense, dull and not rotating"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let bounds = context.bounds
    let bouncy = stage.sticker(0, at: 0, 100, in: context)
    let dull = stage.sticker(1, at: 0, 100, in: context)
    bouncy.item.center.x = bounds.minX + bounds.size.width / 3
    dull.item.center.x = bounds.minX + bounds.size.width * 2 / 3
    let items = [bouncy.item, dull.item]
    let animator = Animator(referenceBounds: bounds)
    let light = ItemBehavior(items: [bouncy.item])
    light.elasticity = 0.9
    light.friction = 0
    let heavy = ItemBehavior(items: [dull.item])
    heavy.density = 4
    heavy.elasticity = 0.2
    heavy.friction = 1
    heavy.resistance = 0.5
    heavy.allowsRotation = false
    let gravity = GravityBehavior(items: items)
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    for behavior in [light, heavy, gravity, collision] { animator.addBehavior(behavior) }
    return SceneContents(animator: animator, gravity: gravity, itemBehavior: light, stickers: [bouncy, dull])
  }
}
