import Testing

@testable import Physics

/// Stacks of boxes come to rest: they neither creep nor bounce, and they fall asleep.
@Suite struct StackingTests {
  /// A pyramid of 1 × 1 boxes on the floor (SCENE.md's), `base` in its bottom row; the boxes, bottom row first.
  func pyramid(base: Int, in world: World) -> [BodyID] {
    var boxes: [BodyID] = []
    var material = ShapeDefinition()
    material.friction = 0.6
    for row in 0..<base {
      for k in 0..<(base - row) {
        var definition = BodyDefinition()
        definition.position = Vector2(Double(row) / 2 + Double(k) - Double(base - 1) / 2, 0.5 + Double(row))
        let body = world.createBody(definition)
        _ = world.createShape(on: body, .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)), material)
        boxes.append(body)
      }
    }
    return boxes
  }

  @Test func aPyramidOfTwelveDoesNotCreepAndSleepsWithinFiveSeconds() {
    let world = Scenes.floorWorld()
    let boxes = pyramid(base: 12, in: world)
    let top = boxes[boxes.count - 1]
    for _ in 0..<120 { world.step(by: 1.0 / 60) }
    let settled = world.position(of: top)
    for _ in 120..<300 { world.step(by: 1.0 / 60) }
    #expect((world.position(of: top) - settled).length <= 0.01)
    #expect(boxes.allSatisfy { !world.isAwake($0) })
    // Still a pyramid: the top box stands where it was built, less how far the boxes sink in.
    #expect(abs(world.position(of: top).y - 11.5) < 0.05)
    #expect(abs(world.position(of: top).x) < 0.05)
  }

  @Test func aColumnOfEightBoxesDoesNotCreepAndSleeps() {
    let world = Scenes.floorWorld()
    var boxes: [BodyID] = []
    for row in 0..<8 {
      var definition = BodyDefinition()
      definition.position = Vector2(0, 0.5 + Double(row))
      let body = world.createBody(definition)
      _ = world.createShape(on: body, .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)), ShapeDefinition())
      boxes.append(body)
    }
    for _ in 0..<120 { world.step(by: 1.0 / 60) }
    let settled = world.position(of: boxes[7])
    for _ in 120..<600 { world.step(by: 1.0 / 60) }
    #expect((world.position(of: boxes[7]) - settled).length <= 0.001)
    #expect(boxes.allSatisfy { !world.isAwake($0) })
  }

  /// A box thrown along the floor keeps sliding (it is far faster than gravity adds in a step)
  /// and only sleeps once friction has stopped it.
  @Test func aSlidingBoxDoesNotSleepUntilItStops() {
    let world = Scenes.floorWorld()
    var definition = BodyDefinition()
    definition.position = Vector2(0, 0.5)
    definition.linearVelocity = Vector2(3, 0)
    let box = world.createBody(definition)
    var material = ShapeDefinition()
    material.friction = 0.2
    _ = world.createShape(on: box, .polygon(.box(halfWidth: 0.5, halfHeight: 0.5)), material)
    // Friction √(0.2 · 0.6) (the floor's is the default 0.6) stops it in 3 / (10 μ) = 0.87 s,
    // 9 / (20 μ) = 1.30 along.
    let mu = (0.2 * 0.6).squareRoot()
    for _ in 0..<30 { world.step(by: 1.0 / 60) }
    #expect(world.isAwake(box))
    #expect(abs(world.linearVelocity(of: box).x - (3 - 0.5 * 10 * mu)) < 0.05)
    for _ in 30..<180 { world.step(by: 1.0 / 60) }
    #expect(!world.isAwake(box))
    #expect(abs(world.position(of: box).x - 9 / (20 * mu)) < 0.05)
  }
}
