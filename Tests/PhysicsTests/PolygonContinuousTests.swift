import Testing

@testable import Physics

/// Polygons and circles never pass through a static shape however fast they are made to go.
@Suite struct PolygonContinuousTests {
  /// A box or a ball at rest just above a thin floor under enormous gravity: it is fast only within
  /// the step, after its contacts were found, so only continuous collision stops it.
  @Test(arguments: [3e3, 1e4, 3e4], [false, true])
  func aBodyThrownAtAThinFloorWithinAStepStopsOnIt(gravity: Double, isBall: Bool) {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, -gravity)
    let world = World(definition)
    Scenes.wall(in: world, center: .zero, halfWidth: 5, halfHeight: 0.05)
    var body = BodyDefinition()
    body.position = Vector2(0, 0.6)
    body.angle = 0.3
    let falling = world.createBody(body)
    let shape: Geometry = isBall ? .circle(radius: 0.25) : .polygon(.box(halfWidth: 0.25, halfHeight: 0.25))
    _ = world.createShape(on: falling, shape, ShapeDefinition())
    var lowest = Double.greatestFiniteMagnitude
    for _ in 0..<30 {
      world.step(by: 1.0 / 60)
      lowest = min(lowest, world.position(of: falling).y)
    }
    // The floor's top face is at y = 0.05: the body's centre never reaches the floor's middle.
    #expect(lowest > 0)
  }
}
