import Testing

@testable import Physics

@Suite struct LazyColumnTests {
  @Test func aColumnStoresNothingUntilItHoldsAnotherValueAndThenOnlyUpToIt() {
    var column = LazyColumn(0.0)
    column.set(0, at: 3)
    #expect(!column.isStored)
    #expect(column[4] == 0)
    column.set(2, at: 1)
    #expect(column.isStored)
    #expect(column.values.count == 2)
    #expect(column[1] == 2 && column[0] == 0 && column[7] == 0)
    column.set(0, at: 6)
    #expect(column.values.count == 2)
    column.set(3, at: 4)
    #expect(column.values.count == 5)
    #expect(column[2] == 0 && column[4] == 3 && column[5] == 0)
    column.set(0, at: 1)
    #expect(column[1] == 0)
  }

  @Test func theFirstShapesMaterialIsTheDefaultAndOthersAreStillTheirOwn() {
    let world = Scenes.boxWorld(side: 20, gravity: Vector2(0, 10), restitution: 0.8)
    func ball(restitution: Double, friction: Double) -> ShapeID {
      var material = ShapeDefinition()
      (material.restitution, material.friction) = (restitution, friction)
      return world.createShape(on: world.createBody(BodyDefinition()), .circle(radius: 0.5), material)
    }
    let same = ball(restitution: 0.8, friction: 0.6)
    let other = ball(restitution: 0.3, friction: 0.2)
    #expect(world.restitution(of: same) == Double(Float(0.8)))
    #expect(world.restitution(of: other) == Double(Float(0.3)))
    #expect(world.friction(of: other) == Double(Float(0.2)))
    // Stored only up to the shape that differs.
    #expect(world.shapes.restitution.values.count == Int(other.index) + 1)
    #expect(world.shapes.restitution[Int(same.index)] == 0.8)
  }

  @Test func forcesDampingAndUserDataHoldForBodiesMadeBeforeAndAfter() {
    var definition = WorldDefinition()
    definition.gravity = .zero
    let world = World(definition)
    let pushed = Scenes.ball(in: world, at: Vector2(0, 0))
    world.setUserData(7, of: pushed)
    world.applyForce(Vector2(60, 0), to: pushed)
    // Made after the force and user data were stored: reads the defaults, and steps.
    let later = Scenes.ball(in: world, at: Vector2(0, 10))
    world.applyTorque(1, to: later)
    world.step(by: 1.0 / 60)
    #expect(world.linearVelocity(of: pushed).x > 0)
    #expect(world.linearVelocity(of: later) == .zero)
    #expect(world.userData(of: pushed) == 7)
    #expect(world.userData(of: later) == 0)
    world.setLinearDamping(5, of: later)
    world.applyForce(Vector2(0, 60), to: later)
    world.step(by: 1.0 / 60)
    let damped = world.linearVelocity(of: later).y
    #expect(damped > 0 && damped < 60.0 / (Double.pi * 0.25) / 60)
    // A slot reused after a destroy starts from the defaults again.
    world.destroyBody(pushed)
    let reused = Scenes.ball(in: world, at: Vector2(5, 5))
    #expect(world.userData(of: reused) == 0)
    world.step(by: 1.0 / 60)
    #expect(world.linearVelocity(of: reused) == .zero)
  }

  @Test func anOffsetCircleAmongCentredOnesMovesItsBodysCentre() {
    let world = World()
    let centred = Scenes.ball(in: world, at: Vector2(0, 0))
    var definition = BodyDefinition()
    definition.position = Vector2(5, 0)
    let body = world.createBody(definition)
    var material = ShapeDefinition()
    material.density = 1
    _ = world.createShape(on: body, .circle(radius: 0.5, center: Vector2(1, 0)), material)
    let later = Scenes.ball(in: world, at: Vector2(10, 0))
    #expect(world.worldCenter(of: centred) == Vector2(0, 0))
    #expect(world.worldCenter(of: body) == Vector2(6, 0))
    #expect(world.worldCenter(of: later) == Vector2(10, 0))
  }
}
