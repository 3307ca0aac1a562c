import Dynamics

extension Scenes {
  /// The seed's first example: one 100×100-point item at (100, 100) under gravity of angle π/2 and magnitude 0.5.
  ///
  /// Scaled onto the box by `SeedStage` (the item is 50 points across in an
  /// 80×24 terminal); gravity keeps its 500 points/s², so the item falls
  /// y = y₀ + 250 t². Nothing stops it, as in the seed, so once it has left
  /// the box a custom behaviour's action puts it back at its start, at rest.
  public static let gravity = Scene(
    name: "gravity", summary: "one item falls under gravity π/2, magnitude 0.5 (and comes back when it has left)"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let sticker = stage.sticker(0, at: 100, 100, in: context)
    let item = sticker.item
    let start = item.center
    let animator = Animator(referenceBounds: context.bounds)
    let itemBehavior = ItemBehavior(items: [item])
    let gravity = GravityBehavior(items: [item])
    gravity.setAngle(Double.pi / 2, magnitude: 0.5)
    let comeBack = Behavior(items: [item])
    comeBack.action = { [unowned animator, unowned item] in
      let bounds = animator.referenceBounds
      let margin = item.radius
      guard
        item.center.y > bounds.maxY + margin || item.center.y < bounds.minY - margin
          || item.center.x > bounds.maxX + margin || item.center.x < bounds.minX - margin
      else { return }
      itemBehavior.addLinearVelocity(-itemBehavior.linearVelocity(for: item), for: item)
      itemBehavior.addAngularVelocity(-itemBehavior.angularVelocity(for: item), for: item)
      item.center = start
      item.angle = 0
      animator.updateItem(usingCurrentState: item)
    }
    animator.addBehavior(itemBehavior)
    animator.addBehavior(gravity)
    animator.addBehavior(comeBack)
    return SceneContents(animator: animator, gravity: gravity, itemBehavior: itemBehavior, stickers: [sticker])
  }
}
