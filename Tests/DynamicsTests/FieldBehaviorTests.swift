import Foundation
import Testing

@testable import Dynamics

@Suite struct FieldBehaviorTests {
  @Test func aLinearGravityFieldOfStrengthHalfFallsLikeGravity() {
    let animator = roomyAnimator()
    let item = squareItem(at: Point(x: 100, y: 100))
    let field = FieldBehavior.linearGravityField(direction: Vector(dx: 0, dy: 1))
    field.strength = 0.5
    field.addItem(item)
    animator.addBehavior(field)
    animator.run(seconds: 1)
    #expect(abs(item.center.y - 350) < 3.5)
  }

  @Test func aRadialFieldPullsInAVortexTurnsAndDragSlows() {
    let radial = FieldBehavior.radialGravityField(position: Point(x: 500, y: 500))
    let inward = radial.acceleration(at: Point(x: 700, y: 500), velocity: .zero)
    #expect(inward.dx < 0 && abs(inward.dy) < 1e-9 && abs(inward.length - 1000) < 1e-9)
    let vortex = FieldBehavior.vortexField()
    vortex.position = Point(x: 500, y: 500)
    let turning = vortex.acceleration(at: Point(x: 700, y: 500), velocity: .zero)
    #expect(abs(turning.dx) < 1e-9 && turning.dy < 0, "counter-clockwise on screen, as UIKit's")
    let drag = FieldBehavior.dragField()
    let slowing = drag.acceleration(at: .zero, velocity: Vector(dx: 30, dy: -40))
    #expect(slowing == Vector(dx: -30, dy: 40))
  }

  @Test func regionAndFalloffShapeTheField() {
    let field = FieldBehavior.radialGravityField(position: Point(x: 0, y: 0))
    field.region = .radius(300)
    #expect(field.acceleration(at: Point(x: 400, y: 0), velocity: .zero) == .zero)
    field.falloff = 2
    let near = field.acceleration(at: Point(x: 100, y: 0), velocity: .zero).length
    let far = field.acceleration(at: Point(x: 200, y: 0), velocity: .zero).length
    #expect(abs(near / far - 4) < 1e-9)
    field.region = .size(Size(width: 100, height: 600))
    #expect(field.acceleration(at: Point(x: 0, y: 250), velocity: .zero) != .zero)
    #expect(field.acceleration(at: Point(x: 60, y: 0), velocity: .zero) == .zero)
  }

  @Test func noiseIsSmoothBoundedAndTheSameEveryRun() {
    let samples = (0..<200).map { FieldBehavior.noise(Double($0) * 0.05, 0.3, 1.7) }
    #expect(samples.allSatisfy { (0...1).contains($0) })
    #expect(zip(samples, samples.dropFirst()).allSatisfy { abs($0 - $1) < 0.2 })
    #expect(samples == (0..<200).map { FieldBehavior.noise(Double($0) * 0.05, 0.3, 1.7) })
    #expect(Set(samples.map { ($0 * 10).rounded() }).count > 3)
  }
}
