import Foundation
import Testing

@testable import Dynamics

@Suite struct PushBehaviorTests {
  @Test func anInstantaneousPushOfMagnitudeOneGives100PointsPerSecond() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 500, y: 500))
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = Vector(dx: 1, dy: 0)
    animator.addBehavior(push)
    #expect(!push.active)
    animator.step()
    let velocity = animator.linearVelocity(of: item)
    // To the precision the engine stores velocities in (single: a relative 2⁻²⁴).
    #expect(abs(velocity.dx - 100) <= 100 * singleRounding && abs(velocity.dy) < 1e-9)
    push.active = true
    #expect(abs(animator.linearVelocity(of: item).dx - 200) <= 200 * singleRounding, "active again pushes again")
  }

  @Test func aContinuousPushAccelerates100PointsPerSecondSquaredAndScalesWithMass() {
    let animator = roomyAnimator()
    let light = squareItem(0, at: Point(x: 300, y: 300))
    let heavy = squareItem(1, at: Point(x: 300, y: 900))
    let push = PushBehavior(items: [light, heavy], mode: .continuous)
    push.setAngle(Double.pi / 2, magnitude: 1)
    let dense = ItemBehavior(items: [heavy])
    dense.density = 2
    animator.addBehavior(dense)
    animator.addBehavior(push)
    animator.run(seconds: 1)
    #expect(abs(animator.linearVelocity(of: light).dy - 100) < 1)
    #expect(abs(animator.linearVelocity(of: heavy).dy - 50) < 0.5)
    push.active = false
    animator.run(seconds: 1)
    #expect(abs(animator.linearVelocity(of: light).dy - 100) < 1)
  }

  @Test func anOffCentrePushSpinsTheItem() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 500, y: 500))
    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.setTargetOffsetFromCenter(Vector(dx: 0, dy: -40), for: item)
    push.active = false
    animator.addBehavior(push)
    push.setAngle(0, magnitude: 1)
    push.active = true
    #expect(animator.angularVelocity(of: item) > 0.5, "a push to the right above the centre turns it clockwise")
    #expect(abs(animator.linearVelocity(of: item).dx - 100) <= 100 * singleRounding)
  }

  /// The relative rounding of a velocity the engine stores (in single precision, as Box2D v3).
  private let singleRounding = Double(Float.ulpOfOne)
}
