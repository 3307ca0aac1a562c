import Dynamics

/// A behaviour of the app's own, composed of UIKit's, as the chapter builds one: fall and land.
final class FallAndLand: Behavior {
  init(items: [DynamicItem], in view: Rect) {
    super.init()
    addChildBehavior(GravityBehavior(items: items))
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    addChildBehavior(collision)
  }
}

func composedExample() -> String {
  let squares = [Square("a", center: Point(x: 100, y: 100)), Square("b", center: Point(x: 260, y: 50))]
  let animator = Animator(referenceBounds: view)
  animator.addBehavior(FallAndLand(items: squares, in: view))
  animator.run(seconds: 3)
  let resting = squares.map { "\($0.name) at y = \(Int($0.center.y.rounded()))" }.joined(separator: ", ")
  return
    "composed behaviour: \(resting); items in the bottom 120 points: \(animator.items(in: Rect(x: 0, y: 547, width: 375, height: 120)).count)"
}
