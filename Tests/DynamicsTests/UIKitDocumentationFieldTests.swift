import Foundation
import Testing

@testable import Dynamics

/// The field's acceleration, in points/s², on a probe of mass 1 at `point` moving at `velocity`.
private func probe(
  _ field: FieldBehavior, at point: Point, velocity: Vector = .zero, mass: Double = 1, charge: Double = 0
) -> Vector {
  field.acceleration(at: point, velocity: velocity, mass: mass, charge: charge)
}

private func close(_ a: Vector, _ b: Vector, within tolerance: Double = 1e-9) -> Bool { (a - b).length <= tolerance }

/// A 100×100 card (mass 1) in a roomy animator with `field` and, if any, a charge.
private func fieldAnimator(_ field: FieldBehavior, at center: Point, charge: Double = 0) -> (Animator, Card) {
  let card = Card(center: center)
  let animator = roomyAnimator()
  field.addItem(card)
  animator.addBehavior(field)
  let properties = ItemBehavior(items: [card])
  properties.charge = charge
  animator.addBehavior(properties)
  return (animator, card)
}

@Suite("UIKit Dynamics documentation: fields") struct UIKitDocumentationFieldTests {
  @Test("linearGravityField: the direction vector \"is combined with the field strength\"")
  func linearGravity() {
    let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 0.5))
    field.strength = 2
    #expect(close(probe(field, at: Point(x: 3, y: 4)), Vector(dx: 0, dy: 1000)))
    #expect(close(probe(field, at: Point(x: 900, y: -70), mass: 5), Vector(dx: 0, dy: 1000)), "any mass alike")
    let (animator, card) = fieldAnimator(field, at: Point(x: 500, y: 100))
    animator.run(seconds: 0.5)
    #expect(abs(card.center.y - 225) < 0.5, "500 t²: \(card.center.y)")
  }

  @Test("radialGravityField: items are pulled towards the position; falloff \"0 yields a uniform field\"")
  func radialGravityAndFalloff() {
    let field = FieldBehavior.radialGravityField(position: Point(x: 500, y: 500))
    #expect(close(probe(field, at: Point(x: 600, y: 500)), Vector(dx: -1000, dy: 0)))
    #expect(close(probe(field, at: Point(x: 500, y: 900)), Vector(dx: 0, dy: -1000)))
    field.falloff = 2
    #expect(abs(probe(field, at: Point(x: 700, y: 500)).length - 250) < 1e-9, "(100 / 200)² of 1000")
  }

  @Test("minimumRadius: \"Distances that are less than the minimum value are treated as if they are equal to it\"")
  func minimumRadius() {
    let field = FieldBehavior.radialGravityField(position: Point(x: 0, y: 0))
    #expect(field.minimumRadius > 0 && field.minimumRadius < 0.01, "\"very small, but not zero\"")
    field.falloff = 2
    field.minimumRadius = 50
    #expect(close(probe(field, at: Point(x: 10, y: 0)), probe(field, at: Point(x: 50, y: 0))))
    #expect(abs(probe(field, at: Point(x: 50, y: 0)).length - 4000) < 1e-9)
  }

  @Test("region: \"No force is applied to objects outside the region\"")
  func region() {
    let field = FieldBehavior.radialGravityField(position: Point(x: 0, y: 0))
    field.region = .radius(300)
    #expect(probe(field, at: Point(x: 301, y: 0)) == .zero && probe(field, at: Point(x: 299, y: 0)) != .zero)
  }

  @Test("springField: \"the amount of force is linearly proportional to the distance from the center\"")
  func spring() {
    let field = FieldBehavior.springField()
    field.position = Point(x: 500, y: 500)
    let near = probe(field, at: Point(x: 600, y: 500))
    #expect(close(near, Vector(dx: -100, dy: 0)), "strength 1: 1 /s² per point on a mass of 1")
    #expect(close(probe(field, at: Point(x: 700, y: 500)), near * 2))
    #expect(close(probe(field, at: Point(x: 600, y: 500), mass: 2), near * 0.5), "a force: twice the mass, half")
    let (animator, card) = fieldAnimator(field, at: Point(x: 600, y: 500))
    animator.run(seconds: Double.pi)
    // Within 2 points: the field's force is taken once a step, at the step's start.
    #expect(abs(card.center.x - 400) < 2, "ω = 1 /s: half a period later it is on the other side: \(card.center.x)")
  }

  @Test("electricField: \"a positive charge is attracted to fields whose strength is negative\" (F = qE)")
  func electric() {
    let field = FieldBehavior.electricField()
    field.position = Point(x: 500, y: 500)
    field.strength = -1
    #expect(probe(field, at: Point(x: 600, y: 500)) == .zero, "no charge, no force")
    #expect(close(probe(field, at: Point(x: 600, y: 500), charge: 1), Vector(dx: -1000, dy: 0)))
    #expect(close(probe(field, at: Point(x: 600, y: 500), charge: -2), Vector(dx: 2000, dy: 0)))
    let (animator, card) = fieldAnimator(field, at: Point(x: 600, y: 500), charge: 1)
    animator.run(seconds: 0.1)
    #expect(card.center.x < 596, "the charge set on ItemBehavior is felt: \(card.center.x)")
  }

  @Test("magneticField: a charged item moving across the field turns \"counter-clockwise\" (F = qvB)")
  func magnetic() {
    let field = FieldBehavior.magneticField()
    let push = probe(field, at: .zero, velocity: Vector(dx: 100, dy: 0), charge: 1)
    #expect(close(push, Vector(dx: 0, dy: -100)), "moving right, pushed up the screen")
    #expect(probe(field, at: .zero, velocity: .zero, charge: 1) == .zero)
    let (animator, card) = fieldAnimator(field, at: Point(x: 500, y: 500), charge: 1)
    animator.behaviors.compactMap { $0 as? ItemBehavior }.first?.addLinearVelocity(Vector(dx: 100, dy: 0), for: card)
    animator.run(seconds: Double.pi / 2)
    #expect(
      abs(card.center.x - 600) < 2 && abs(card.center.y - 400) < 2, "a quarter circle of radius 100: \(card.center)")
  }

  @Test("vortexField: \"positive values create a counter-clockwise rotation\", force proportional to the distance")
  func vortex() {
    let field = FieldBehavior.vortexField()
    field.position = Point(x: 500, y: 500)
    let near = probe(field, at: Point(x: 600, y: 500))
    #expect(close(near, Vector(dx: 0, dy: -1000)), "right of the centre, pushed up the screen")
    #expect(close(probe(field, at: Point(x: 700, y: 500)), near * 2))
    field.strength = -1
    #expect(probe(field, at: Point(x: 600, y: 500)).dy > 0, "negative: clockwise")
  }

  @Test("dragField: a force proportional to the item's velocity, against it")
  func drag() {
    let field = FieldBehavior.dragField()
    field.strength = 2
    #expect(close(probe(field, at: .zero, velocity: Vector(dx: 30, dy: -40)), Vector(dx: -60, dy: 80)))
  }

  @Test("velocityField: \"Velocity fields apply their velocity to the item, overriding any other acceleration\"")
  func velocity() {
    let field = FieldBehavior.velocityField(direction: Vector(dx: 50, dy: 0))
    let (animator, card) = fieldAnimator(field, at: Point(x: 500, y: 500))
    animator.addBehavior(PushBehavior(items: [card], mode: .continuous))
    animator.run(seconds: 1)
    #expect(abs(card.center.x - 550) < 1, "50 points/s for a second: \(card.center.x)")
    #expect(close(animator.linearVelocity(of: card), Vector(dx: 50, dy: 0), within: 1e-6))
  }

  @Test("noiseField: random accelerations of 1000 × strength, the same while animationSpeed is 0")
  func noise() {
    let field = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 0)
    let samples = (0..<50).map { probe(field, at: Point(x: Double($0) * 37, y: 100)) }
    #expect(samples.allSatisfy { abs($0.length - 1000) < 1e-9 })
    #expect(Set(samples.map { Int(($0.angle ?? 0) * 10) }).count > 5, "directions vary")
    field.time = 5
    #expect(samples == (0..<50).map { probe(field, at: Point(x: Double($0) * 37, y: 100)) })
  }

  @Test("turbulenceField: \"The strength of the noise ... is proportional to the velocity of the item\"")
  func turbulence() {
    let field = FieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
    #expect(probe(field, at: Point(x: 10, y: 10)) == .zero)
    let slow = probe(field, at: Point(x: 10, y: 10), velocity: Vector(dx: 100, dy: 0))
    let fast = probe(field, at: Point(x: 10, y: 10), velocity: Vector(dx: 0, dy: 200))
    #expect(abs(fast.length - 2 * slow.length) < 1e-9 && abs(slow.length - 100) < 1e-9)
  }

  @Test("field(evaluationBlock:): the block \"computes the instantaneous force of the field on an item\"")
  func custom() {
    var seen: (Point, Double, Double)?
    let field = FieldBehavior.field { _, position, _, mass, charge, _ in
      seen = (position, mass, charge)
      return Vector(dx: 1, dy: 0)
    }
    let (animator, card) = fieldAnimator(field, at: Point(x: 500, y: 500), charge: 3)
    animator.run(seconds: 1)
    #expect(abs(card.center.x - 550) < 1, "a force of 1 on a mass of 1: 100 points/s²: \(card.center.x)")
    #expect(seen?.1 == 1 && seen?.2 == 3)
  }

  @Test("magnitude: \"Setting the value of this property to 0.0 ... resets the angle property to 0.0 radians\"")
  func gravityOfMagnitudeZero() {
    let gravity = GravityBehavior()
    gravity.angle = 2
    gravity.magnitude = 0
    #expect(gravity.angle == 0 && gravity.gravityDirection == .zero)
  }

  @Test("resistance: \"If you set this property to 1.0, a dynamic item's motion stops as soon as no force acts\"")
  func resistance() {
    // Measured mapping: resistance r damps the speed as e^(−10 r t), 1 /s of damping per 0.1 of resistance.
    let card = Card(center: Point(x: 500, y: 500))
    let animator = roomyAnimator()
    let properties = ItemBehavior(items: [card])
    properties.resistance = 1
    animator.addBehavior(properties)
    properties.addLinearVelocity(Vector(dx: 100, dy: 0), for: card)
    animator.run(seconds: 0.1)
    #expect(abs(animator.linearVelocity(of: card).dx - 100 * exp(-1)) < 2, "\(animator.linearVelocity(of: card))")
    animator.run(seconds: 0.4)
    #expect(animator.linearVelocity(of: card).dx < 1, "stopped within half a second")
  }
}
