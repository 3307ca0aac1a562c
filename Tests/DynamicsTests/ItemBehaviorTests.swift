import Foundation
import Testing

@testable import Dynamics

@Suite struct ItemBehaviorTests {
  @Test func resistanceOneStopsAnItemOnceNoForceActs() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 200, y: 200))
    let behavior = ItemBehavior(items: [item])
    behavior.resistance = 1
    animator.addBehavior(behavior)
    behavior.addLinearVelocity(Vector(dx: 500, dy: 300), for: item)
    animator.run(seconds: 1)
    #expect(behavior.linearVelocity(for: item).length < 1)
    let resting = item.center
    animator.run(seconds: 1)
    #expect(distance(item.center, resting) < 0.5)
  }

  @Test func withoutResistanceItKeepsGoing() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 200, y: 200))
    let behavior = ItemBehavior(items: [item])
    animator.addBehavior(behavior)
    behavior.addLinearVelocity(Vector(dx: 300, dy: 0), for: item)
    behavior.addAngularVelocity(2, for: item)
    animator.run(seconds: 1)
    #expect(abs(item.center.x - 500) < 1)
    #expect(abs(behavior.angularVelocity(for: item) - 2) < 1e-9)
    #expect(abs(item.angle - 2) < 0.05)
  }

  @Test func angularResistanceStopsSpinAndAllowsRotationFalseLocksIt() {
    let animator = roomyAnimator()
    let spinning = squareItem(0, at: Point(x: 200, y: 200))
    let locked = squareItem(1, at: Point(x: 600, y: 200))
    let damped = ItemBehavior(items: [spinning])
    damped.angularResistance = 1
    let fixed = ItemBehavior(items: [locked])
    fixed.allowsRotation = false
    animator.addBehavior(damped)
    animator.addBehavior(fixed)
    damped.addAngularVelocity(5, for: spinning)
    fixed.addAngularVelocity(5, for: locked)
    animator.run(seconds: 1)
    #expect(abs(damped.angularVelocity(for: spinning)) < 0.01)
    #expect(locked.angle == 0)
  }

  @Test func anAnchoredItemStaysPutAndOthersBounceOffIt() {
    let animator = roomyAnimator()
    let post = squareItem(0, at: Point(x: 500, y: 800))
    let ball = squareItem(1, at: Point(x: 500, y: 300))
    let anchored = ItemBehavior(items: [post])
    anchored.isAnchored = true
    let bouncy = ItemBehavior(items: [ball])
    bouncy.elasticity = 1
    animator.addBehavior(anchored)
    animator.addBehavior(bouncy)
    animator.addBehavior(GravityBehavior(items: [post, ball]))
    animator.addBehavior(CollisionBehavior(items: [post, ball]))
    var highestAfterBounce = Double.infinity
    var bounced = false
    for _ in 0..<120 {
      animator.step()
      if animator.linearVelocity(of: ball).dy < 0 { bounced = true }
      if bounced { highestAfterBounce = min(highestAfterBounce, ball.center.y) }
    }
    #expect(post.center == Point(x: 500, y: 800))
    #expect(bounced && highestAfterBounce < 400, "elasticity 1 sends it back up: \(highestAfterBounce)")
  }

  @Test func densityIsMassPerAreaOf100Points() {
    let animator = roomyAnimator()
    let item = DynamicView(identifier: 0, center: Point(x: 300, y: 300), size: Size(width: 200, height: 100))
    let behavior = ItemBehavior(items: [item])
    behavior.density = 3
    animator.addBehavior(behavior)
    #expect(abs(animator.mass(of: item) - 6) < 1e-12)
  }
}
