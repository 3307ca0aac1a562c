import Dynamics

extension Scenes {
  /// Pushes: a row of five stickers on the floor, the first struck by an instantaneous push to the right
  /// aimed above its centre (so it spins as it goes), the last held back by a gentle continuous push.
  ///
  /// Sizes are the seed's 100 points scaled by `SeedStage`; the row starts
  /// at the box's left. The instantaneous push has magnitude 6 per unit of
  /// the item's mass: 600 points/s at once. The continuous push, magnitude
  /// 0.5 per unit of mass to the left, keeps the last sticker leaning on the
  /// others (50 points/s²).
  public static let push = Scene(
    name: "push", summary: "an instantaneous, off-centre push sends one sticker spinning into a row"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let bounds = context.bounds
    let stickers = (0..<5).map { index in
      let sticker = stage.sticker(index, at: 0, 0, in: context)
      let side = sticker.item.size.width
      let x = bounds.minX + side * (index == 0 ? 0.75 : 2 + 1.05 * Double(index))
      sticker.item.center = Point(x: x, y: bounds.maxY - side / 2)
      return sticker
    }
    let items = stickers.map(\.item)
    let animator = Animator(referenceBounds: bounds)
    let box = BoxBehaviors(items: items)
    box.itemBehavior.elasticity = 0.5
    box.itemBehavior.friction = 0.3
    let first = items[0]
    let strike = PushBehavior(items: [first], mode: .instantaneous)
    strike.setAngle(0, magnitude: 6 * animator.mass(of: first))
    strike.setTargetOffsetFromCenter(Vector(dx: 0, dy: -first.radius / 2), for: first)
    let last = items[items.count - 1]
    let wind = PushBehavior(items: [last], mode: .continuous)
    wind.setAngle(Double.pi, magnitude: 0.5 * animator.mass(of: last))
    return box.contents(of: animator, with: [strike, wind], stickers: stickers)
  }
}
