import Foundation
import Testing

@testable import Physics

/// The engine never traps on a value it was given: non-finite or absurd input stops a debug build
/// with a message, and gives the documented result in a release build (checked here with the
/// checks' trap turned off, as in release).
@Suite struct EngineInputTests {
  /// Whether every body's position and velocity is finite.
  private func allFinite(_ world: World, _ bodies: [BodyID]) -> Bool {
    bodies.allSatisfy { body in
      let p = world.position(of: body)
      let v = world.linearVelocity(of: body)
      return p.x.isFinite && p.y.isFinite && v.x.isFinite && v.y.isFinite && world.angle(of: body).isFinite
    }
  }

  @Test func theGridTakesNonFiniteAndHugeBoundsWithoutTrapping() {
    var boxes: [AABB] = []
    for index in 0..<40 {
      let center = Vector2(Double(index % 8), Double(index / 8))
      boxes.append(AABB(lower: center - Vector2(0.6, 0.6), upper: center + Vector2(0.6, 0.6)))
    }
    let strange: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude]
    for value in strange {
      boxes.append(AABB(lower: Vector2(value, 0), upper: Vector2(value, 1)))
      boxes.append(AABB(lower: Vector2(0, -value), upper: Vector2(1, value)))
    }
    var grid = SpatialGrid()
    grid.rebuild(bounds: ContiguousArray(boxes), alive: ContiguousArray(repeating: true, count: boxes.count))
    let pairs = grid.candidateLists(boxes, alive: Array(repeating: true, count: boxes.count))
    // The ordinary boxes still meet exactly their overlapping neighbours.
    for a in 0..<40 {
      let expected = (a + 1..<40).filter { boxes[a].overlaps(boxes[$0]) }.map { Int32($0) }
      #expect(pairs[a].filter { $0 < 40 } == expected)
    }
  }

  @Test func theCellOfAnyOffsetIsInTheGrid() {
    let offsets: [Double] = [.nan, .infinity, -.infinity, -1e300, 1e300, -0.5, 0, 0.99, 1, 6.5, 9.99, 10, 11]
    let cells = offsets.map { SpatialGrid.cell($0, count: 10) }
    #expect(cells == [0, 9, 0, 0, 9, 0, 0, 0, 1, 6, 9, 9, 9])
  }

  @Test(arguments: [1e6, 1e12, 1e300, Double.greatestFiniteMagnitude])
  func hugeGravityKeepsEveryBodyFiniteAndWithinTheSpeedLimit(strength: Double) {
    InputCheck.$traps.withValue(false) {
      let world = Scenes.boxWorld(side: 10, gravity: .zero)
      let balls = (0..<12).map { Scenes.ball(in: world, at: Vector2(1 + Double($0 % 4) * 2, 1 + Double($0 / 4) * 2)) }
      for step in 0..<600 {
        // Sudden flips, as a shaken phone gives them.
        world.gravity = step % 40 < 20 ? Vector2(strength, strength) : Vector2(-strength, 0)
        world.step(by: 1.0 / 60)
      }
      #expect(allFinite(world, balls))
      // The cap holds at each velocity update; the contacts solved after it may add a little.
      let limit = 1.01 * WorldDefinition().maximumLinearSpeed
      for ball in balls { #expect(world.linearVelocity(of: ball).length <= limit) }
    }
  }

  @Test func nonFiniteValuesAreIgnoredAndHugeOnesClampedInRelease() {
    InputCheck.$traps.withValue(false) {
      let world = Scenes.floorWorld()
      let ball = Scenes.ball(in: world, at: Vector2(0, 5))
      world.gravity = Vector2(.nan, 0)
      #expect(world.gravity == Vector2(0, -10))
      world.gravity = Vector2(0, -.infinity)
      #expect(world.gravity == Vector2(0, -10))
      world.setPosition(Vector2(.nan, 1), of: ball)
      world.setTransform(position: Vector2(1, 1), angle: .infinity, of: ball)
      #expect(world.position(of: ball) == Vector2(0, 5))
      world.setLinearVelocity(Vector2(.infinity, 0), of: ball)
      world.setAngularVelocity(.nan, of: ball)
      world.applyForce(Vector2(1, 1), at: Vector2(.nan, 0), to: ball)
      world.applyTorque(-.infinity, to: ball)
      world.applyLinearImpulse(Vector2(.nan, .nan), to: ball)
      world.applyAngularImpulse(.infinity, to: ball)
      world.setGravityScale(.nan, of: ball)
      world.setLinearDamping(.nan, of: ball)
      #expect(world.linearVelocity(of: ball) == .zero && world.angularVelocity(of: ball) == 0)
      world.setLinearVelocity(Vector2(1e300, -1e300), of: ball)
      // At the limit, to the rounding of a velocity stored in single precision (see `BodyState`).
      let limit = WorldDefinition().maximumLinearSpeed
      #expect(abs(world.linearVelocity(of: ball).length - limit) <= 2 * limit * Double(Float.ulpOfOne))
      world.step(by: .nan)
      world.step(by: -1)
      world.step(by: 1e9)
      #expect(allFinite(world, [ball]))
    }
  }

  @Test func aDefinitionsNonFiniteFieldsTakeTheirDefaults() {
    InputCheck.$traps.withValue(false) {
      var definition = WorldDefinition()
      definition.maximumLinearSpeed = .infinity
      definition.substeps = 0
      let world = World(definition)
      var body = BodyDefinition()
      body.position = Vector2(.nan, 3)
      body.linearVelocity = Vector2(.infinity, 0)
      let id = world.createBody(body)
      #expect(world.position(of: id) == .zero && world.linearVelocity(of: id) == .zero)
      var shape = ShapeDefinition()
      shape.density = -.infinity
      _ = world.createShape(on: id, .circle(radius: .nan), shape)
      _ = world.createShape(
        on: id, .polygon(Polygon(points: [.zero, Vector2(.nan, 1), Vector2(1, 0), Vector2(1, 1)])), shape)
      world.step(by: 1.0 / 60)
      #expect(allFinite(world, [id]))
      // The circle has radius 0, the triangle left of the polygon area 0.5 at the default density 1.
      #expect(world.mass(of: id) == 0.5)
    }
  }

  #if DEBUG
    @Test func aNonFiniteValueStopsADebugBuildNamingTheCallAndTheValue() async {
      let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let world = World()
        world.gravity = Vector2(.nan, 0)
      }
      let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
      #expect(message.contains("World.gravity: gravity is (nan, 0.0), not a finite vector"))
    }
  #endif
}
