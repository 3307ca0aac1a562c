import Foundation
import Testing

@testable import Dynamics

@Suite struct AttachmentBehaviorTests {
  @Test func aRigidAttachmentKeepsItsLengthWithinOnePercentWhileSwinging() {
    let animator = roomyAnimator()
    let anchor = Point(x: 100, y: 200)
    let item = squareItem(at: Point(x: 200, y: 200))
    let attachment = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    #expect(abs(attachment.length - 100) < 1e-9)
    animator.addBehavior(attachment)
    animator.addBehavior(GravityBehavior(items: [item]))
    var lowest = item.center.y
    for _ in 0..<300 {
      animator.step()
      #expect(abs(distance(item.center, anchor) - 100) < 1, "length \(distance(item.center, anchor))")
      lowest = max(lowest, item.center.y)
    }
    #expect(lowest > 295, "it swings down under the anchor")
  }

  @Test func aSpringAttachmentOscillatesAtItsFrequency() {
    let animator = roomyAnimator()
    let anchor = Point(x: 500, y: 500)
    let item = squareItem(at: Point(x: 700, y: 500))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    spring.length = 150
    spring.frequency = 1.5
    animator.addBehavior(spring)
    var previous = item.center.x - 650
    var crossings: [Double] = []
    for _ in 0..<(60 * 4) {
      animator.step()
      let stretch = item.center.x - 650
      if previous > 0 && stretch <= 0 { crossings.append(animator.elapsedTime) }
      previous = stretch
    }
    #expect(crossings.count >= 4)
    let period = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
    #expect(abs(1 / period - 1.5) < 1.5 * 0.05, "frequency \(1 / period)")
  }

  @Test func twoItemsStayTiedAndTheAnchorCanMove() {
    let animator = roomyAnimator()
    let first = squareItem(0, at: Point(x: 400, y: 400))
    let second = squareItem(1, at: Point(x: 600, y: 400))
    let tie = AttachmentBehavior(
      item: first, offsetFromCenter: Vector(dx: 25, dy: 0), attachedTo: second,
      offsetFromCenter: Vector(dx: -25, dy: 0))
    #expect(abs(tie.length - 150) < 1e-9)
    let hand = AttachmentBehavior(item: first, attachedToAnchor: Point(x: 400, y: 400))
    animator.addBehavior(tie)
    animator.addBehavior(hand)
    hand.frequency = 4
    hand.damping = 1
    hand.length = 0
    hand.anchorPoint = Point(x: 400, y: 900)
    animator.run(seconds: 3)
    #expect(distance(first.center, Point(x: 400, y: 900)) < 5, "first follows the anchor: \(first.center)")
    #expect(second.center.y > 800, "second is pulled along: \(second.center)")
    let ends = tie.endPoints
    #expect(abs(distance(ends.0, ends.1) - 150) < 1.5)
  }

  @Test func tyingTwoTouchingItemsEndsTheirContactAndUntyingLetsItBeginAgain() {
    let animator = roomyAnimator()
    let lower = squareItem(0, at: Point(x: 500, y: 550))
    let upper = squareItem(1, at: Point(x: 500, y: 449))
    let collision = CollisionBehavior(items: [lower, upper])
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 600), to: Point(x: 2000, y: 600))
    let log = ContactLog()
    collision.collisionDelegate = log
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [lower, upper]))
    animator.run(seconds: 0.5)
    #expect(log.lines.filter { $0.hasSuffix("0 1") } == ["began 0 1"])
    let tie = AttachmentBehavior(item: lower, attachedTo: upper)
    animator.addBehavior(tie)
    animator.run(seconds: 0.5)
    #expect(log.lines.filter { $0.hasSuffix("0 1") } == ["began 0 1", "ended 0 1"])
    animator.removeBehavior(tie)
    animator.run(seconds: 0.5)
    #expect(log.lines.filter { $0.hasSuffix("0 1") } == ["began 0 1", "ended 0 1", "began 0 1"])
  }
}
