import Testing

@testable import Dynamics

/// A composed behaviour as the UIKit chapter writes one: gravity and collision as children.
final class FallAndLand: Behavior {
  let gravity: GravityBehavior
  let collision: CollisionBehavior
  private(set) var moves: [Animator?] = []

  override init(items: [DynamicItem]) {
    gravity = GravityBehavior(items: items)
    collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    super.init()
    addChildBehavior(gravity)
    addChildBehavior(collision)
  }

  override func willMove(to dynamicAnimator: Animator?) { moves.append(dynamicAnimator) }
}

@Suite("UIKit Dynamics documentation: behaviours") struct UIKitDocumentationBehaviorTests {
  @Test("addChildBehavior(_:): \"Adds a dynamic behavior, as a child, to a custom dynamic behavior\"")
  func childrenStepWithTheirParent() {
    let card = Card(center: Point(x: 500, y: 100))
    let fall = FallAndLand(items: [card])
    #expect(fall.childBehaviors.count == 2 && fall.childBehaviors.first === fall.gravity)
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    animator.addBehavior(fall)
    #expect(animator.behaviors.count == 1 && fall.gravity.dynamicAnimator === animator)
    animator.run(seconds: 0.5)
    #expect(abs(card.center.y - (100 + 500 * 0.25)) < 0.5, "the child gravity pulls: \(card.center.y)")
    animator.run(seconds: 2)
    #expect(abs(card.center.y - 950) < 1, "the child collision holds it on the floor: \(card.center.y)")
  }

  @Test(
    "addChildBehavior(_:): \"ignores your use of this method if you provide a behavior instance that you've already added\""
  )
  func aChildIsAddedOnce() {
    let fall = FallAndLand(items: [Card(center: Point(x: 500, y: 100))])
    fall.addChildBehavior(fall.gravity)
    #expect(fall.childBehaviors.count == 2)
  }

  @Test("removeChildBehavior(_:): a child removed from a parent at work stops acting")
  func aRemovedChildStops() {
    let card = Card(center: Point(x: 500, y: 100))
    let fall = FallAndLand(items: [card])
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    animator.addBehavior(fall)
    animator.run(seconds: 0.5)
    fall.removeChildBehavior(fall.gravity)
    #expect(fall.childBehaviors.count == 1 && fall.gravity.dynamicAnimator == nil)
    let speed = animator.linearVelocity(of: card).dy
    animator.run(seconds: 0.2)
    #expect(abs(animator.linearVelocity(of: card).dy - speed) < 1, "no more gravity: it keeps its speed")
  }

  @Test("willMove(to:): \"Called when the dynamic behavior is added to, or removed from, a dynamic animator\"")
  func willMoveHearsBothWays() {
    let fall = FallAndLand(items: [Card(center: Point(x: 500, y: 100))])
    let animator = roomyAnimator()
    animator.addBehavior(fall)
    animator.removeBehavior(fall)
    #expect(fall.moves.count == 2 && fall.moves.first! === animator && fall.moves.last! == nil)
    #expect(fall.gravity.dynamicAnimator == nil && animator.items.isEmpty)
  }

  @Test("action: \"The dynamic animator calls the action block on every animation step\" (children too)")
  func childActionsRunEveryStep() {
    let fall = FallAndLand(items: [Card(center: Point(x: 500, y: 100))])
    var calls = 0
    fall.gravity.action = { calls += 1 }
    let animator = roomyAnimator()
    animator.addBehavior(fall)
    animator.run(seconds: 0.5)
    #expect(calls == 30)
  }
}
