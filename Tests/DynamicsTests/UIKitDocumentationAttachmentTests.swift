import Foundation
import Testing

@testable import Dynamics

/// An animator with `items` under gravity at `angle` and the first item anchored when `anchorFirst`.
private func gravityAnimator(_ items: [DynamicItem], angle: Double = Double.pi / 2, anchorFirst: Bool) -> Animator {
  let animator = roomyAnimator()
  let gravity = GravityBehavior(items: items)
  gravity.angle = angle
  animator.addBehavior(gravity)
  if anchorFirst, let first = items.first {
    let anchored = ItemBehavior(items: [first])
    anchored.isAnchored = true
    animator.addBehavior(anchored)
  }
  return animator
}

/// Steps for ten seconds, checking `hold` after every step.
private func holdTenSeconds(_ animator: Animator, _ hold: () -> Void) {
  for _ in 0..<600 {
    animator.step()
    hold()
  }
}

@Suite("UIKit Dynamics documentation: iOS 9 attachments") struct UIKitDocumentationAttachmentTests {
  @Test("slidingAttachment: \"Items slide along the axis between the minimum and maximum values you specify\"")
  func aSliderAloneStaysOnItsLineWithinItsRange() {
    let item = Card(center: Point(x: 500, y: 500))
    let animator = gravityAnimator([item], angle: Double.pi / 4, anchorFirst: false)
    let slider = AttachmentBehavior.slidingAttachment(
      with: item, attachmentAnchor: Point(x: 500, y: 500), axisOfTranslation: Vector(dx: 1, dy: 0))
    #expect(slider.attachmentRange.isInfinite, "UIKit's default range is infinite")
    slider.attachmentRange = FloatRange(minimum: -50, maximum: 150)
    animator.addBehavior(slider)
    holdTenSeconds(animator) {
      #expect(abs(item.center.y - 500) < 1 && abs(item.transform.rotationAngle) < 0.01)
      #expect(item.center.x > 449 && item.center.x < 651)
    }
    #expect(abs(item.center.x - 650) < 1, "gravity down-right slides it to the end of its range: \(item.center.x)")
  }

  @Test("slidingAttachment(with:attachedTo:): the second item slides along the axis relative to the first")
  func aSliderBetweenItemsHoldsItsAxis() {
    let rail = Card(center: Point(x: 500, y: 300))
    let car = Card(center: Point(x: 500, y: 400))
    let animator = gravityAnimator([rail, car], anchorFirst: true)
    let slider = AttachmentBehavior.slidingAttachment(
      with: rail, attachedTo: car, attachmentAnchor: Point(x: 500, y: 350), axisOfTranslation: Vector(dx: 0, dy: 1))
    slider.attachmentRange = FloatRange(minimum: 0, maximum: 100)
    animator.addBehavior(slider)
    holdTenSeconds(animator) {
      #expect(abs(car.center.x - 500) < 1 && abs(car.transform.rotationAngle) < 0.01)
      #expect(car.center.y < 501)
    }
    #expect(abs(car.center.y - 500) < 1, "it falls to the end of its 100-point range: \(car.center.y)")
  }

  @Test("limitAttachment: the items stay at most `length` apart, slack when nearer")
  func aLimitIsARope() {
    let hook = Card(center: Point(x: 500, y: 200))
    let weight = Card(center: Point(x: 500, y: 300))
    let animator = gravityAnimator([hook, weight], anchorFirst: true)
    let rope = AttachmentBehavior.limitAttachment(
      with: hook, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
    #expect(abs(rope.length - 100) < 1e-9)
    rope.length = 150
    animator.addBehavior(rope)
    animator.run(seconds: 0.2)
    #expect(abs(weight.center.y - (300 + 500 * 0.04)) < 0.5, "slack: it falls freely at first: \(weight.center.y)")
    holdTenSeconds(animator) { #expect(distance(hook.center, weight.center) < 151) }
    #expect(abs(distance(hook.center, weight.center) - 150) < 1, "taut at its length")
  }

  @Test("fixedAttachment: the two items are welded and move as one")
  func aFixedAttachmentHoldsACantilever() {
    let wall = Card(center: Point(x: 500, y: 200))
    let arm = Card(center: Point(x: 600, y: 200))
    let animator = gravityAnimator([wall, arm], anchorFirst: true)
    animator.addBehavior(
      AttachmentBehavior.fixedAttachment(with: wall, attachedTo: arm, attachmentAnchor: Point(x: 550, y: 200)))
    holdTenSeconds(animator) {
      #expect(distance(arm.center, Point(x: 600, y: 200)) < 1 && abs(arm.transform.rotationAngle) < 0.01)
    }
  }

  @Test("pinAttachment: \"Items rotate around the anchor point\"")
  func aPinnedItemSwingsAboutThePin() {
    let wall = Card(center: Point(x: 500, y: 200))
    let arm = Card(center: Point(x: 600, y: 200))
    let animator = gravityAnimator([wall, arm], anchorFirst: true)
    let pin = AttachmentBehavior.pinAttachment(with: wall, attachedTo: arm, attachmentAnchor: Point(x: 500, y: 200))
    #expect(pin.frictionTorque == 0, "UIKit's default: items rotate freely")
    animator.addBehavior(pin)
    var turned = 0.0
    holdTenSeconds(animator) {
      #expect(abs(distance(arm.center, Point(x: 500, y: 200)) - 100) < 1)
      turned = max(turned, arm.transform.rotationAngle)
    }
    #expect(turned > 1.4, "it swings down about the pin: \(turned)")
  }

  @Test(
    "frictionTorque: \"Higher torque values increase the amount of force needed to cause rotation\"",
    arguments: [(9.0, false), (11.0, true)])
  func frictionHoldsAnArmAboveItsTorque(torque: Double, holds: Bool) {
    // The arm's weight pulls with a torque of m·g·L = 1 × 10 units/s² × 1 unit = 10 engine units.
    let wall = Card(center: Point(x: 500, y: 200))
    let arm = Card(center: Point(x: 600, y: 200))
    let animator = gravityAnimator([wall, arm], anchorFirst: true)
    let pin = AttachmentBehavior.pinAttachment(with: wall, attachedTo: arm, attachmentAnchor: Point(x: 500, y: 200))
    pin.frictionTorque = torque
    animator.addBehavior(pin)
    animator.run(seconds: 10)
    #expect((abs(arm.transform.rotationAngle) < 0.01) == holds, "angle \(arm.transform.rotationAngle)")
  }
}

@Suite("UIKit Dynamics documentation: a pin's range") struct UIKitDocumentationPinRangeTests {
  @Test("attachmentRange: for pins, \"Items rotate around the anchor point between the minimum and maximum values\"")
  func aPinTurnsWithinItsRange() {
    let wall = Card(center: Point(x: 500, y: 200))
    let arm = Card(center: Point(x: 600, y: 200))
    let animator = roomyAnimator()
    animator.addBehavior(GravityBehavior(items: [wall, arm]))
    let anchored = ItemBehavior(items: [wall])
    anchored.isAnchored = true
    animator.addBehavior(anchored)
    let pin = AttachmentBehavior.pinAttachment(with: wall, attachedTo: arm, attachmentAnchor: Point(x: 500, y: 200))
    pin.attachmentRange = FloatRange(minimum: -0.5, maximum: 0.5)
    animator.addBehavior(pin)
    for _ in 0..<600 {
      animator.step()
      #expect(arm.transform.rotationAngle < 0.51 && abs(distance(arm.center, Point(x: 500, y: 200)) - 100) < 1)
    }
    #expect(abs(arm.transform.rotationAngle - 0.5) < 0.01, "it hangs at the end of its range")
  }
}
