import Dynamics

extension Scenes {
  /// The seed's snap example: the 100×100 item at (100, 100) snaps to the middle of the box with damping 0.5.
  ///
  /// Scaled by `SeedStage`. Gravity and the box's walls are there, but a
  /// snapped item feels no gravity; click anywhere to snap the item there
  /// instead.
  public static let snap = Scene(
    name: "snap", summary: "an item snaps to the middle of the box (damping 0.5); click to snap it elsewhere"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let sticker = stage.sticker(0, at: 100, 100, in: context)
    let snap = SnapBehavior(item: sticker.item, snapTo: context.bounds.center)
    snap.damping = 0.5
    return BoxBehaviors(items: [sticker.item])
      .contents(of: Animator(referenceBounds: context.bounds), with: [snap], stickers: [sticker])
  }
}
