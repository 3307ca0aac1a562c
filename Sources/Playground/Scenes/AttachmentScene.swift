import Dynamics

extension Scenes {
  /// The seed's attachment example and its two-item variant.
  ///
  /// On the left, the 100×100 item hangs on a rigid attachment (frequency 0)
  /// of length 100 from the anchor (100, 200), let go level with the anchor
  /// at (200, 200), and swings under gravity from side to side; positions and
  /// lengths are the seed's, scaled onto the box by `SeedStage` and moved
  /// 60 seed points right so that the swing clears the box's left wall. On the right of the box two
  /// items lie on the floor tied by a rigid attachment 150 seed points long
  /// between points 25 in from their centres: drag one with the mouse and it
  /// pulls the other along.
  public static let attachment = Scene(
    name: "attachment", summary: "an item swings on a rigid attachment to (100,200); drag one of a tied pair"
  ) { context in
    let stage = SeedStage(bounds: context.bounds, shift: Vector(dx: 60, dy: 0))
    let bounds = context.bounds
    let bob = stage.sticker(0, at: 200, 200, in: context)
    let left = stage.sticker(1, at: 0, 0, in: context)
    let right = stage.sticker(2, at: 0, 0, in: context)
    let floor = bounds.maxY - left.item.radius
    left.item.center = Point(x: bounds.minX + bounds.size.width * 0.6, y: floor)
    right.item.center = Point(x: left.item.center.x + stage.length(200), y: floor)
    let stickers = [bob, left, right]
    let box = BoxBehaviors(items: stickers.map(\.item))
    box.itemBehavior.friction = 0.4
    let swing = AttachmentBehavior(item: bob.item, attachedToAnchor: stage.point(100, 200))
    let pair = AttachmentBehavior(
      item: left.item, offsetFromCenter: Vector(dx: stage.length(25), dy: 0), attachedTo: right.item,
      offsetFromCenter: Vector(dx: -stage.length(25), dy: 0))
    return box.contents(of: Animator(referenceBounds: bounds), with: [swing, pair], stickers: stickers)
  }
}
