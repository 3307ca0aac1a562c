import Foundation
import Testing

@testable import Dynamics

/// Records what a collision delegate hears, in order.
final class ContactLog: CollisionBehaviorDelegate {
  var lines: [String] = []
  var points: [Point] = []

  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: DynamicItem, with item2: DynamicItem, at point: Point
  ) {
    lines.append("began \(item1.identifier) \(item2.identifier)")
    points.append(point)
  }

  func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem, with item2: DynamicItem) {
    lines.append("ended \(item1.identifier) \(item2.identifier)")
  }

  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?,
    at point: Point
  ) {
    lines.append("began \(item.identifier) \(identifier ?? "bounds")")
    points.append(point)
  }

  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: DynamicItem, withBoundaryIdentifier identifier: String?
  ) {
    lines.append("ended \(item.identifier) \(identifier ?? "bounds")")
  }
}

@Suite struct CollisionBehaviorTests {
  /// Two items falling onto a floor boundary at y = 600, the upper one onto the lower.
  func stack(mode: CollisionMode) -> (Animator, DynamicItem, DynamicItem) {
    let animator = roomyAnimator()
    let lower = squareItem(0, at: Point(x: 500, y: 400))
    let upper = squareItem(1, at: Point(x: 500, y: 250))
    let collision = CollisionBehavior(items: [lower, upper])
    collision.collisionMode = mode
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 600), to: Point(x: 2000, y: 600))
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [lower, upper]))
    animator.run(seconds: 3)
    return (animator, lower, upper)
  }

  @Test func modeEverythingStacksTheItemsOnTheFloor() {
    let (_, lower, upper) = stack(mode: .everything)
    #expect(abs(lower.center.y - 550) < 2)
    #expect(abs(upper.center.y - 450) < 3)
  }

  @Test func modeBoundariesLetsItemsPassThroughEachOther() {
    let (_, lower, upper) = stack(mode: .boundaries)
    #expect(abs(lower.center.y - 550) < 2)
    #expect(abs(upper.center.y - 550) < 2)
  }

  @Test func modeItemsLetsThemFallThroughTheFloor() {
    let (_, lower, upper) = stack(mode: .items)
    #expect(lower.center.y > 1000 && upper.center.y > 1000)
    #expect(abs(lower.center.y - upper.center.y) > 99)
  }

  @Test func itemsOfTwoCollisionBehavioursPassThroughEachOther() {
    let animator = roomyAnimator()
    let left = squareItem(0, at: Point(x: 300, y: 500))
    let right = squareItem(1, at: Point(x: 700, y: 500))
    animator.addBehavior(CollisionBehavior(items: [left]))
    animator.addBehavior(CollisionBehavior(items: [right]))
    let behavior = ItemBehavior(items: [left, right])
    animator.addBehavior(behavior)
    behavior.addLinearVelocity(Vector(dx: 400, dy: 0), for: left)
    behavior.addLinearVelocity(Vector(dx: -400, dy: 0), for: right)
    animator.run(seconds: 1)
    #expect(left.center.x > 650 && right.center.x < 350)
  }

  @Test func theDelegateHearsBeganWithThePointBeforeEndedForEveryContact() {
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
    let items = (0..<4).map { squareItem($0, at: Point(x: 100 + 130 * Double($0), y: 150 + 40 * Double($0))) }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "ramp", from: Point(x: 0, y: 350), to: Point(x: 600, y: 500))
    let log = ContactLog()
    collision.collisionDelegate = log
    let bouncy = ItemBehavior(items: items)
    bouncy.elasticity = 0.7
    animator.addBehavior(bouncy)
    animator.addBehavior(collision)
    let gravity = GravityBehavior(items: items)
    animator.addBehavior(gravity)
    for turn in 0..<6 {
      gravity.angle = Double.pi / 2 + Double(turn) * 1.1
      animator.run(seconds: 1)
    }
    #expect(log.lines.contains { $0.hasPrefix("began") && $0.hasSuffix("ramp") })
    #expect(log.lines.contains { $0.hasPrefix("began") && $0.hasSuffix("bounds") })
    #expect(log.lines.contains { $0.hasPrefix("ended") })
    var touching: Set<String> = []
    for line in log.lines {
      let pair = String(line.drop { $0 != " " })
      if line.hasPrefix("began") {
        #expect(touching.insert(pair).inserted, "began twice: \(line)")
      } else {
        #expect(touching.remove(pair) != nil, "ended before it began: \(line)")
      }
    }
    for point in log.points {
      #expect(point.x > -5 && point.x < 605 && point.y > -5 && point.y < 605)
    }
  }

  @Test func theFirstContactInTheSeedReportsTheBoundaryIdentifierAtTheLine() {
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 375, height: 667))
    let item = squareItem(at: Point(x: 100, y: 100))
    let collision = CollisionBehavior(items: [item])
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.addBoundary(withIdentifier: "barrier", from: Point(x: 0, y: 300), to: Point(x: 300, y: 600))
    let log = ContactLog()
    collision.collisionDelegate = log
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.run(seconds: 2)
    #expect(log.lines.first == "began 0 barrier")
    let point = log.points[0]
    #expect(abs(point.y - (300 + point.x)) / 2.squareRoot() < 5, "near the line: \(point)")
    #expect(animator.contactEvents.allSatisfy { $0.time == animator.elapsedTime })
  }

  @Test func boundariesCanBeLookedUpReplacedAndRemoved() {
    let collision = CollisionBehavior()
    collision.addBoundary(withIdentifier: "a", from: .zero, to: Point(x: 10, y: 0))
    collision.addBoundary(withIdentifier: "b", for: .rectangle(Rect(x: 0, y: 0, width: 10, height: 20)))
    #expect(collision.boundaryIdentifiers == ["a", "b"])
    #expect(collision.boundary(withIdentifier: "b")?.segments.count == 4)
    collision.addBoundary(withIdentifier: "a", for: .polyline([.zero, Point(x: 1, y: 1), Point(x: 2, y: 0)]))
    #expect(collision.boundaryIdentifiers == ["b", "a"])
    #expect(collision.boundary(withIdentifier: "a")?.segments.count == 2)
    collision.removeBoundary(withIdentifier: "b")
    #expect(collision.boundary(withIdentifier: "b") == nil)
    collision.removeAllBoundaries()
    #expect(collision.boundaryIdentifiers.isEmpty)
  }

  @Test func aRemovedBoundaryNoLongerHoldsAndAPolygonPathDoes() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 500, y: 300))
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(withIdentifier: "floor", from: Point(x: 0, y: 600), to: Point(x: 2000, y: 600))
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.run(seconds: 2)
    #expect(abs(item.center.y - 550) < 2)
    collision.removeBoundary(withIdentifier: "floor")
    collision.addBoundary(
      withIdentifier: "cup", for: .polygon([Point(x: 300, y: 900), Point(x: 700, y: 900), Point(x: 500, y: 1100)]))
    animator.run(seconds: 2)
    #expect(item.center.y > 800 && item.center.y < 900, "rests on the cup's rim: \(item.center)")
  }

  @Test func insetBoundsKeepItemsInside() {
    let animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: 600, height: 600))
    let item = squareItem(at: Point(x: 300, y: 300))
    let collision = CollisionBehavior(items: [item])
    collision.setTranslatesReferenceBoundsIntoBoundary(with: EdgeInsets(top: 0, left: 0, bottom: 100, right: 0))
    animator.addBehavior(collision)
    animator.addBehavior(GravityBehavior(items: [item]))
    animator.run(seconds: 2)
    #expect(abs(item.center.y - 450) < 2)
  }
}
