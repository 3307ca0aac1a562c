import Testing

@testable import Physics

@Suite struct LengthScaleTests {
  @Test func scalingForSmallBodiesScalesTheToleratedLengthsAndNotTheSpeeds() {
    var definition = WorldDefinition()
    definition.scaleLengthTolerances(toBodySize: 0.5)
    let defaults = WorldDefinition()
    #expect(definition.linearSlop == defaults.linearSlop * 0.5)
    #expect(definition.maximumBoundsMargin == defaults.maximumBoundsMargin * 0.5)
    #expect(definition.sleepSpeed == defaults.sleepSpeed)
    #expect(definition.restitutionThreshold == defaults.restitutionThreshold)
    #expect(definition.contactPushMaximumSpeed == defaults.contactPushMaximumSpeed)
  }

  /// 300 bouncy balls 0.45 across dropped in a box 8 wide for 3 s: the contacts found each step
  /// (pairs of shapes whose grown bounds overlap), summed, and the lowest ball's bottom.
  func swarm(scaledTo size: Double?) -> (contacts: Int, lowest: Double) {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, -10)
    if let size { definition.scaleLengthTolerances(toBodySize: size) }
    let world = World(definition)
    var ground = BodyDefinition()
    ground.type = .static
    let walls = world.createBody(ground)
    let corners = [Vector2(0, 0), Vector2(8, 0), Vector2(8, 40), Vector2(0, 40)]
    for k in 0..<4 { _ = world.createShape(on: walls, .segment(corners[k], corners[(k + 1) % 4]), ShapeDefinition()) }
    let balls = (0..<300).map { (index: Int) -> BodyID in
      let x: Double = 0.4 + Double(index % 15) * 0.5 + 0.01 * Double(index % 7)
      let y: Double = 2 + Double(index / 15) * 0.5
      return Scenes.ball(in: world, at: Vector2(x, y), radius: 0.225, restitution: 0.8, friction: 0.3)
    }
    var contacts = 0
    for _ in 0..<180 {
      world.step(by: 1.0 / 60)
      contacts += world.contactCount
    }
    return (contacts, balls.map { world.position(of: $0).y - 0.225 }.min() ?? 0)
  }

  @Test func aSwarmOfSmallBodiesInAWorldSizedForThemKeepsFewerContactsAndStillLands() {
    let plain = swarm(scaledTo: nil)
    let sized = swarm(scaledTo: 0.45)
    #expect(Double(sized.contacts) < 0.95 * Double(plain.contacts))
    // None sinks into the floor by more than a hundredth of its size.
    #expect(plain.lowest > -0.0045)
    #expect(sized.lowest > -0.0045)
  }
}
