import Foundation
import Testing

@testable import Dynamics

@Suite struct SnapBehaviorTests {
  @Test(arguments: [0.0, 0.5, 1.0])
  func aSnapSettlesWithinOnePointOfItsTarget(damping: Double) {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 100, y: 100))
    let target = Point(x: 700, y: 400)
    animator.addBehavior(GravityBehavior(items: [item]))
    let snap = SnapBehavior(item: item, snapTo: target)
    snap.damping = damping
    animator.addBehavior(snap)
    animator.run(seconds: 4)
    #expect(distance(item.center, target) < 1, "at \(item.center)")
  }

  @Test func lessDampingMeansMoreOvershoot() {
    func overshoot(_ damping: Double) -> Double {
      let animator = roomyAnimator()
      let item = squareItem(at: Point(x: 100, y: 500))
      let snap = SnapBehavior(item: item, snapTo: Point(x: 600, y: 500))
      snap.damping = damping
      animator.addBehavior(snap)
      var farthest = 0.0
      for _ in 0..<240 {
        animator.step()
        farthest = max(farthest, item.center.x - 600)
      }
      return farthest
    }
    #expect(overshoot(1) < 1)
    #expect(overshoot(0) > overshoot(0.5) && overshoot(0.5) > overshoot(1))
  }

  @Test func movingTheSnapPointMovesTheItemAndRemovingTheSnapLetsGravityBack() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 300, y: 300))
    animator.addBehavior(GravityBehavior(items: [item]))
    let snap = SnapBehavior(item: item, snapTo: Point(x: 300, y: 300))
    animator.addBehavior(snap)
    snap.snapPoint = Point(x: 800, y: 200)
    animator.run(seconds: 4)
    #expect(distance(item.center, snap.snapPoint) < 1)
    animator.removeBehavior(snap)
    animator.run(seconds: 0.5)
    #expect(item.center.y > 300)
  }
}
