import Canvas
import Dynamics

extension Scenes {
  /// SKBounceAnimation's demos as keyframes in labelled panels, and beside them a sticker dropped by the
  /// physics with the elasticity that matches a keyframed drop, all again every four seconds.
  ///
  /// The panels follow the box (`BounceBoard`); the keyframes run on the session's clock, so snapshots
  /// are the same on every run. There is no gravity to turn and nothing to kick.
  public static let bounce = Scene(
    name: "bounce", summary: "SKBounceAnimation's demos as keyframes beside a sticker dropped by the physics"
  ) { context in
    let animator = Animator(referenceBounds: context.bounds)
    let demoCount = BounceDemo.allCases.count
    let board = BounceBoard(bounds: context.bounds, demoCount: demoCount)
    let radius = DropComparison.radius(in: board.drop)
    let looks = context.stickerSet.looks
    let look = looks[Int(context.seed % UInt64(looks.count))]
    let diameter = 2 * radius * Layout.pointsPerColumn
    let item = DynamicView(
      identifier: 0, center: DropComparison.start(in: board.drop, radius: radius),
      size: Size(width: diameter, height: diameter), collisionBoundsType: .ellipse)
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let itemBehavior = ItemBehavior(items: [item])
    itemBehavior.elasticity = DropComparison.elasticity
    itemBehavior.friction = 0
    let drop = DropLoop(items: [item], itemBehavior: itemBehavior) { bounds in
      DropComparison.start(in: BounceBoard(bounds: bounds, demoCount: demoCount).drop, radius: radius)
    }
    animator.addBehavior(itemBehavior)
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [item]))
    let contents = SceneContents(
      animator: animator, gravity: nil, itemBehavior: nil, stickers: [Sticker(item: item, look: look)])
    contents.beforeStep = { stepCount in drop.hold(in: animator, at: stepCount) }
    contents.overlay = { time, buffer in
      let board = BounceBoard(bounds: animator.referenceBounds, demoCount: demoCount)
      board.drawFrame(titles: BounceDemo.allCases.map(\.title), dropTitle: DropComparison.title, into: &buffer)
      let seconds = DemoClock.animationTime(at: time)
      for (demo, panel) in zip(BounceDemo.allCases, board.demos) {
        demo.draw(at: seconds, in: panel.area, look: look, into: &buffer)
      }
      DropComparison.drawKeyframes(at: seconds, in: board.drop, radius: radius, look: look, into: &buffer)
    }
    return contents
  }
}
