import Foundation
import Testing

@testable import Dynamics

@Suite struct GravityBehaviorTests {
  @Test func freeFallUnderMagnitudeHalfFollows250TSquared() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 100, y: 100))
    let gravity = GravityBehavior(items: [item])
    gravity.setAngle(Double.pi / 2, magnitude: 0.5)
    animator.addBehavior(gravity)
    for second in [0.5, 1.0] {
      animator.run(seconds: second - animator.elapsedTime)
      let expected = 100 + 250 * second * second
      #expect(abs(item.center.y - expected) < expected * 0.01, "y \(item.center.y) at \(second) s")
      #expect(abs(item.center.x - 100) < 1e-9)
    }
  }

  @Test func angleMagnitudeAndDirectionFollowEachOther() {
    let gravity = GravityBehavior()
    gravity.gravityDirection = Vector(dx: -2, dy: 0)
    #expect(abs(gravity.angle - Double.pi) < 1e-12)
    #expect(abs(gravity.magnitude - 2) < 1e-12)
    gravity.setAngle(0, magnitude: 0.25)
    #expect(abs(gravity.gravityDirection.dx - 0.25) < 1e-12 && abs(gravity.gravityDirection.dy) < 1e-12)
  }

  @Test func aSecondGravityPullsOnlyItsOwnItems() {
    let animator = roomyAnimator()
    let down = squareItem(0, at: Point(x: 300, y: 300))
    let sideways = squareItem(1, at: Point(x: 900, y: 300))
    animator.addBehavior(GravityBehavior(items: [down]))
    let right = GravityBehavior(items: [sideways])
    right.setAngle(0, magnitude: 1)
    animator.addBehavior(right)
    animator.run(seconds: 0.5)
    #expect(abs(down.center.x - 300) < 1e-6 && down.center.y > 400)
    #expect(abs(sideways.center.y - 300) < 1e-6 && sideways.center.x > 1000)
  }
}
