import Testing

@testable import Physics

@Suite struct JointAndEventTests {
  @Test func distanceJointHoldsAPendulumAtItsLength() {
    var definition = WorldDefinition()
    definition.gravity = Vector2(0, -10)
    let world = World(definition)
    var pivot = BodyDefinition()
    pivot.type = .static
    let anchor = world.createBody(pivot)
    let bob = Scenes.ball(in: world, at: Vector2(2, 0), radius: 0.2)
    var joint = DistanceJointDefinition(bodyA: anchor, bodyB: bob)
    joint.length = 2
    _ = world.createDistanceJoint(joint)
    var worst = 0.0
    var lowest = 0.0
    for _ in 0..<300 {
      world.step(by: 1.0 / 60)
      worst = max(worst, abs(world.position(of: bob).length - 2))
      lowest = min(lowest, world.position(of: bob).y)
    }
    #expect(worst < 0.01)
    #expect(lowest < -1.95)
  }

  @Test func targetJointPullsABodyToItsTarget() {
    var definition = WorldDefinition()
    definition.gravity = .zero
    let world = World(definition)
    let ball = Scenes.ball(in: world, at: .zero)
    var joint = TargetJointDefinition(body: ball, target: Vector2(3, 1))
    joint.dampingRatio = 1
    joint.maximumForce = 1000
    let id = world.createTargetJoint(joint)
    for _ in 0..<180 { world.step(by: 1.0 / 60) }
    #expect((world.position(of: ball) - Vector2(3, 1)).length < 0.01)
    world.setTarget(Vector2(-2, 0), of: id)
    for _ in 0..<180 { world.step(by: 1.0 / 60) }
    #expect((world.position(of: ball) - Vector2(-2, 0)).length < 0.01)
  }

  @Test func landingBallBeginsAndLeavingBallEndsAContact() {
    let world = Scenes.floorWorld()
    let ball = Scenes.ball(in: world, at: Vector2(0, 3), restitution: 0.9)
    var begins: [ContactBeginEvent] = []
    var ends: [ContactEndEvent] = []
    for _ in 0..<90 {
      world.step(by: 1.0 / 60)
      begins += world.contactBeginEvents
      ends += world.contactEndEvents
    }
    #expect(begins.count >= 1)
    #expect(ends.count >= 1)
    if let first = begins.first {
      #expect(first.bodyB == ball)
      #expect(first.normalImpulse > 0)
      #expect(abs(first.point.y) < 0.05)
      #expect(abs(first.normal.y - 1) < 1e-9)
      #expect(first.approachSpeed > 5)
    }
  }

  @Test func destroyedBodyLeavesStaleHandles() {
    let world = Scenes.floorWorld()
    let ball = Scenes.ball(in: world, at: Vector2(0, 1))
    world.step(by: 1.0 / 60)
    world.destroyBody(ball)
    #expect(!world.isValid(ball))
    let other = Scenes.ball(in: world, at: Vector2(0, 1))
    #expect(other.index == ball.index && other != ball)
    for _ in 0..<60 { world.step(by: 1.0 / 60) }
    #expect(world.bodyCount == 2)
  }

  @Test func handleFromAnotherWorldIsForeign() {
    let first = Scenes.floorWorld()
    let second = Scenes.floorWorld()
    let ball = Scenes.ball(in: first, at: Vector2(0, 1))
    let twin = Scenes.ball(in: second, at: Vector2(0, 1))
    let shape = second.createShape(on: twin, .circle(radius: 0.1), ShapeDefinition())
    let other = Scenes.ball(in: second, at: Vector2(2, 1))
    let joint = second.createDistanceJoint(DistanceJointDefinition(bodyA: twin, bodyB: other))
    // The same slot and generation in both worlds: only the world tells them apart.
    #expect(ball.index == twin.index && ball.generation == twin.generation)
    #expect(first.isValid(ball) && !second.isValid(ball) && !first.isValid(shape) && !first.isValid(joint))
    second.destroyBody(ball)
    #expect(second.isValid(twin) && second.bodyCount == 3)
  }
}
