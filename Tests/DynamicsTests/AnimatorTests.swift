import Foundation
import Testing

@testable import Dynamics

/// Counts what an animator delegate hears.
final class PauseLog: AnimatorDelegate {
  var events: [String] = []
  func dynamicAnimatorWillResume(_ animator: Animator) { events.append("resume") }
  func dynamicAnimatorDidPause(_ animator: Animator) { events.append("pause") }
}

@Suite struct AnimatorTests {
  @Test func theAnimatorPausesWhenAllIsAtRestAndResumesOnAChange() {
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 400))
    let log = PauseLog()
    animator.delegate = log
    let item = squareItem(at: Point(x: 300, y: 200))
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    let gravity = GravityBehavior(items: [item])
    animator.addBehavior(collision)
    animator.addBehavior(gravity)
    #expect(!animator.isRunning)
    animator.step()
    #expect(animator.isRunning && log.events == ["resume"])
    animator.run(seconds: 5)
    #expect(!animator.isRunning && log.events == ["resume", "pause"])
    let paused = animator.elapsedTime
    animator.run(seconds: 1)
    #expect(animator.elapsedTime == paused, "a paused animator does not step")
    gravity.angle = 0
    animator.step()
    #expect(animator.isRunning && log.events == ["resume", "pause", "resume"])
    #expect(animator.elapsedTime > paused)
  }

  @Test func itemsMovedByHandAreTakenIn() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 300, y: 300))
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.run(seconds: 0.5)
    item.center = Point(x: 1000, y: 100)
    item.angle = 1
    animator.updateItem(usingCurrentState: item)
    animator.step()
    #expect(abs(item.center.x - 1000) < 1e-9 && item.center.y > 100 && item.center.y < 130)
    #expect(abs(item.angle - 1) < 1e-9)
  }

  @Test func itemsComeAndGoWithTheirBehaviours() {
    let animator = roomyAnimator()
    let first = squareItem(0, at: Point(x: 300, y: 300))
    let second = squareItem(1, at: Point(x: 600, y: 300))
    let gravity = GravityBehavior(items: [first])
    let collision = CollisionBehavior(items: [first])
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    gravity.addItem(second)
    #expect(animator.items.map(\.identifier) == [0, 1])
    animator.run(seconds: 0.5)
    #expect(second.center.y > 400)
    gravity.removeItem(second)
    #expect(animator.items.map(\.identifier) == [0])
    animator.removeBehavior(gravity)
    #expect(animator.items.map(\.identifier) == [0], "the collision behaviour still holds it")
    animator.removeAllBehaviors()
    #expect(animator.items.isEmpty && animator.behaviors.isEmpty)
  }

  @Test func aCustomBehavioursActionRunsAfterEveryStep() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 300, y: 300))
    let custom = Behavior(items: [item])
    var calls = 0
    custom.action = { calls += 1 }
    animator.addBehavior(custom)
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.run(seconds: 0.5)
    #expect(calls == 30)
    #expect(custom.dynamicAnimator === animator)
  }

  @Test func itemsAtAPointAreFoundTopmostFirst() {
    let animator = roomyAnimator()
    let below = squareItem(0, at: Point(x: 300, y: 300))
    let above = squareItem(1, at: Point(x: 340, y: 300))
    animator.addBehavior(Behavior(items: [below, above]))
    #expect(animator.items(at: Point(x: 320, y: 300)).map(\.identifier) == [1, 0])
    #expect(animator.items(at: Point(x: 260, y: 300)).map(\.identifier) == [0])
    #expect(animator.items(at: Point(x: 300, y: 360)).isEmpty)
  }

  /// Whether `animator`, left to come to rest, pauses and then resumes after `change`.
  func pausesThenResumes(_ animator: Animator, after change: () -> Void) -> Bool {
    animator.run(seconds: 3)
    guard !animator.isRunning else { return false }
    change()
    animator.step()
    return animator.isRunning
  }

  @Test func changingAPushOrAFieldWakesAPausedAnimator() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 500, y: 500))
    let push = PushBehavior(items: [item], mode: .continuous)
    let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
    field.strength = 0
    field.addItem(item)
    let damping = ItemBehavior(items: [item])
    damping.resistance = 5
    for behavior in [push, field, damping] { animator.addBehavior(behavior) }
    #expect(pausesThenResumes(animator) { push.magnitude = 1 })
    push.magnitude = 0
    #expect(pausesThenResumes(animator) { field.strength = 0.5 })
  }
}
