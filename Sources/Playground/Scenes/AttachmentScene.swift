import Dynamics

extension Scenes {
  /// The seed's attachment example and its two-item variant.
  ///
  /// Above, the 100×100 item hangs on a rigid attachment (frequency 0)
  /// of length 100 from the anchor (100, 200), let go level with the anchor
  /// at (200, 200), and swings under gravity from side to side, in the
  /// iPhone view's points (`PhoneView`). The view is the phone's 375 × 667
  /// points with its left edge at x = −60, so that the swing (down to x = −50)
  /// clears the left wall while the anchor keeps the seed's coordinates.
  /// Below, two items lie on the floor, centred in the view 200 points apart,
  /// tied by a rigid attachment 150 points long between points 25 in from their centres: drag one with the
  /// mouse and it pulls the other along.
  public static let attachment = Scene(
    name: "attachment", summary: "an item swings on a rigid attachment to (100,200); drag one of a tied pair",
    view: Rect(x: -60, y: 0, width: PhoneView.bounds.size.width, height: PhoneView.bounds.size.height)
  ) { context in
    let bounds = context.bounds
    let bob = PhoneView.sticker(0, at: 200, 200, in: context)
    let left = PhoneView.sticker(1, at: 0, 0, in: context)
    let right = PhoneView.sticker(2, at: 0, 0, in: context)
    let floor = bounds.maxY - left.item.radius
    left.item.center = Point(x: bounds.center.x - 100, y: floor)
    right.item.center = Point(x: bounds.center.x + 100, y: floor)
    let stickers = [bob, left, right]
    let box = BoxBehaviors(items: stickers.map(\.item))
    box.itemBehavior.friction = 0.4
    let swing = AttachmentBehavior(item: bob.item, attachedToAnchor: Point(x: 100, y: 200))
    let pair = AttachmentBehavior(
      item: left.item, offsetFromCenter: Vector(dx: 25, dy: 0), attachedTo: right.item,
      offsetFromCenter: Vector(dx: -25, dy: 0))
    return box.contents(of: Animator(referenceBounds: bounds), with: [swing, pair], stickers: stickers)
  }
}
