import Testing

@testable import Physics

/// Polygons, like circles, never pass through a static shape however fast they are made to go.
@Suite struct PolygonContinuousTests {
  /// A box at rest just above a thin floor under enormous gravity: it is fast only within the
  /// step, after its contacts were found, so only continuous collision stops it.
  @Test(arguments: [3e3, 1e4, 3e4])
  func aBoxThrownAtAThinFloorWithinAStepStopsOnIt(gravity: Double) {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, -gravity)
    let world = World(definition)
    Scenes.wall(in: world, center: .zero, halfWidth: 5, halfHeight: 0.05)
    var body = BodyDefinition()
    body.position = Vector2(0, 0.6)
    body.angle = 0.3
    let box = world.createBody(body)
    _ = world.createShape(on: box, .polygon(.box(halfWidth: 0.25, halfHeight: 0.25)), ShapeDefinition())
    var lowest = Double.greatestFiniteMagnitude
    for _ in 0..<30 {
      world.step(by: 1.0 / 60)
      lowest = min(lowest, world.position(of: box).y)
    }
    // The floor's top face is at y = 0.05: the box's centre never reaches the floor's middle.
    #expect(lowest > 0)
  }
}
