import Dynamics

extension Scenes {
  /// The seed's collision example: the 100×100 item at (100, 100) falls under gravity π/2, 0.5 onto a boundary
  /// from (0, 300) to (300, 600), slides down it and comes to rest on the floor of the box.
  ///
  /// Scaled onto the box by `SeedStage`; the boundary is added with the
  /// identifier "barrier", which the item's first contact reports. The
  /// reference bounds are a boundary too.
  public static let collision = Scene(
    name: "collision", summary: "the item falls onto the boundary (0,300)-(300,600) ('barrier'), slides off"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let sticker = stage.sticker(0, at: 100, 100, in: context)
    let box = BoxBehaviors(items: [sticker.item])
    box.itemBehavior.friction = 0.2
    box.gravity.setAngle(Double.pi / 2, magnitude: 0.5)
    box.collision.addBoundary(withIdentifier: "barrier", from: stage.point(0, 300), to: stage.point(300, 600))
    return box.contents(of: Animator(referenceBounds: context.bounds), stickers: [sticker])
  }
}
