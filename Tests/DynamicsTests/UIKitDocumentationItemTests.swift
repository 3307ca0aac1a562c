import Testing

@testable import Dynamics

/// A developer's own item type, as an iOS app would write one: only what `UIDynamicItem` asks.
final class Card: DynamicItem {
  var center: Point
  let bounds: Rect
  var transform = AffineTransform.identity

  init(center: Point, width: Double = 100, height: Double = 100) {
    self.center = center
    bounds = Rect(x: 0, y: 0, width: width, height: height)
  }
}

/// A developer's item that collides as a path: a triangle pointing down, 80 points below its centre.
final class Arrowhead: DynamicItem {
  var center: Point
  let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
  var transform = AffineTransform.identity
  var collisionBoundsType: CollisionBoundsType { .path }
  var collisionBoundingPath: BoundaryPath? {
    .polygon([Point(x: -50, y: -50), Point(x: 50, y: -50), Point(x: 0, y: 80)])
  }

  init(center: Point) { self.center = center }
}

/// An animator over a 1000×1000 view whose edges are a boundary, with `items` under gravity.
private func boxedAnimator(_ items: [DynamicItem], gravityAngle: Double = Double.pi / 2) -> Animator {
  let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
  let collision = CollisionBehavior(items: items)
  collision.translatesReferenceBoundsIntoBoundary = true
  animator.addBehavior(collision)
  let gravity = GravityBehavior(items: items)
  gravity.angle = gravityAngle
  animator.addBehavior(gravity)
  return animator
}

@Suite("UIKit Dynamics documentation: dynamic items") struct UIKitDocumentationItemTests {
  @Test("UIDynamicItem: \"any iOS or custom object that conforms to the UIDynamicItem protocol\" is animated")
  func aCustomTypeFalls() {
    let card = Card(center: Point(x: 500, y: 100))
    let animator = roomyAnimator()
    animator.addBehavior(GravityBehavior(items: [card]))
    animator.run(seconds: 0.5)
    #expect(abs(card.center.y - (100 + 500 * 0.25)) < 0.5, "free fall 500 t²: \(card.center.y)")
    #expect(card.transform == AffineTransform(rotationAngle: 0))
  }

  @Test("collisionBoundsType: \"The default value is UIDynamicItemCollisionBoundsType.rectangle\"")
  func theDefaultIsARectangle() {
    let base = Card(center: Point(x: 500, y: 950))
    let top = Card(center: Point(x: 540, y: 700))
    #expect(top.collisionBoundsType == .rectangle)
    let animator = boxedAnimator([base, top])
    animator.run(seconds: 3)
    #expect(abs(top.center.y - 850) < 2, "it rests flat on the box below: \(top.center)")
    #expect(abs(top.center.x - 540) < 2)
  }

  @Test("ellipse: \"The shape of the ellipse is determined by the width and height of the item's bounds\"")
  func anEllipseHasBothSemiAxes() {
    let oval = DynamicView(
      center: Point(x: 500, y: 500), size: Size(width: 200, height: 100), collisionBoundsType: .ellipse)
    let animator = boxedAnimator([oval], gravityAngle: Double.pi)
    let still = ItemBehavior(items: [oval])
    still.allowsRotation = false
    animator.addBehavior(still)
    animator.run(seconds: 2)
    #expect(abs(oval.center.x - 100) < 1.5, "against the left wall by half its width: \(oval.center.x)")
    animator.behaviors.compactMap { $0 as? GravityBehavior }.first?.angle = Double.pi / 2
    animator.run(seconds: 2)
    #expect(abs(oval.center.y - 950) < 1.5, "on the floor by half its height: \(oval.center.y)")
  }

  @Test("collisionBoundingPath: \"The (0, 0) point of the path must be located at the center point\"")
  func aPathItemCollidesAsItsPath() {
    let arrow = Arrowhead(center: Point(x: 500, y: 500))
    let animator = boxedAnimator([arrow])
    let still = ItemBehavior(items: [arrow])
    still.allowsRotation = false
    animator.addBehavior(still)
    animator.run(seconds: 2)
    #expect(abs(arrow.center.y - 920) < 1.5, "its tip, 80 below the centre, on the floor: \(arrow.center.y)")
  }

  @Test("UIDynamicItemGroup: \"the center point of the group is the center point of the bounds rectangle\"")
  func aGroupsBoundsEncloseItsItems() {
    let group = DynamicItemGroup(items: [Card(center: Point(x: 100, y: 100)), Card(center: Point(x: 300, y: 200))])
    #expect(group.bounds.size == Size(width: 300, height: 200))
    #expect(group.center == Point(x: 200, y: 150))
  }

  @Test("UIDynamicItemGroup: \"treat them as a single unit for the purpose of collisions\"")
  func aGroupMovesRigidly() {
    let left = Card(center: Point(x: 300, y: 300))
    let right = Card(center: Point(x: 500, y: 400))
    let group = DynamicItemGroup(items: [left, right])
    let animator = boxedAnimator([group])
    var turned = 0.0
    for _ in 0..<240 {
      animator.step()
      #expect(abs(distance(left.center, right.center) - distance(Point(x: 300, y: 300), Point(x: 500, y: 400))) < 1e-6)
      #expect(abs(left.transform.rotationAngle - right.transform.rotationAngle) < 1e-9)
      turned = max(turned, abs(group.transform.rotationAngle))
    }
    #expect(turned > 0.1, "landing on one corner turns the whole group: \(turned)")
    #expect(right.center.y < 1000 && left.center.y < 1000)
  }

  @Test("items(in:): \"the dynamic items, from the animator's behaviors, that intersect a specified rectangle\"")
  func itemsInARectangle() {
    let near = Card(center: Point(x: 100, y: 100))
    let far = Card(center: Point(x: 400, y: 100))
    let animator = roomyAnimator()
    animator.addBehavior(CollisionBehavior(items: [near, far]))
    let found = animator.items(in: Rect(x: 140, y: 0, width: 100, height: 50))
    #expect(found.count == 1 && found.first === near, "the near card reaches x = 150")
    #expect(animator.items(in: Rect(x: 160, y: 0, width: 100, height: 50)).isEmpty)
    #expect(animator.items(in: Rect(x: 0, y: 0, width: 1000, height: 1000)).count == 2)
  }
}
