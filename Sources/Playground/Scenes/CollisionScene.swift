import Dynamics

extension Scenes {
  /// The seed's collision example: the 100×100 item at (100, 100) falls under gravity π/2, 0.5 onto a boundary
  /// from (0, 300) to (300, 600) and slides down it into the right wall, where it stays wedged: 75 points
  /// between the boundary's end and the 375-point view's wall leave no room for it to pass, as on a phone.
  ///
  /// In the iPhone view's points (`PhoneView`); the boundary is added with the
  /// identifier "barrier", which the item's first contact reports. The
  /// reference bounds are a boundary too.
  public static let collision = Scene(
    name: "collision", summary: "the item falls onto the boundary (0,300)-(300,600) ('barrier') and slides down it",
    view: PhoneView.bounds
  ) { context in
    let sticker = PhoneView.sticker(0, at: 100, 100, in: context)
    let box = BoxBehaviors(items: [sticker.item])
    box.itemBehavior.friction = 0.2
    box.gravity.setAngle(Double.pi / 2, magnitude: 0.5)
    box.collision.addBoundary(withIdentifier: "barrier", from: Point(x: 0, y: 300), to: Point(x: 300, y: 600))
    return box.contents(of: Animator(referenceBounds: context.bounds), stickers: [sticker])
  }
}
