import Foundation
import Testing

@testable import Physics

@Suite struct WorldTests {
  @Test func freeFallMatchesHalfGTSquared() {
    let world = Scenes.floorWorld()
    let ball = Scenes.ball(in: world, at: Vector2(0, 100))
    let dt = 1.0 / 60
    for _ in 0..<120 { world.step(by: dt) }
    let fallen = 100 - world.position(of: ball).y
    let expected = 0.5 * 10 * 2.0 * 2.0
    #expect(abs(fallen - expected) / expected < 0.01)
  }

  @Test func firstReboundReachesESquaredHeight() {
    let world = Scenes.floorWorld()
    let e = 0.8
    let height = 5.0
    let ball = Scenes.ball(in: world, at: Vector2(0, height + 0.5), restitution: e)
    var falling = true
    var apex = 0.0
    for _ in 0..<600 {
      world.step(by: 1.0 / 60)
      let v = world.linearVelocity(of: ball).y
      let y = world.position(of: ball).y - 0.5
      if falling && v > 0 { falling = false }
      if !falling {
        apex = max(apex, y)
        if v < 0 { break }
      }
    }
    #expect(abs(apex / height - e * e) < 0.03)
  }

  @Test func pileComesToRest() {
    let world = Scenes.boxWorld(side: 10, gravity: Vector2(0, -10), restitution: 0.3)
    var balls: [BodyID] = []
    for i in 0..<60 {
      let x = 1 + Double(i % 8) * 1.1 + (i / 8 % 2 == 0 ? 0 : 0.3)
      let y = 1 + Double(i / 8) * 1.1
      balls.append(Scenes.ball(in: world, at: Vector2(x, y), restitution: 0.3))
    }
    for _ in 0..<600 { world.step(by: 1.0 / 60) }
    let fastest = balls.map { world.linearVelocity(of: $0).length }.max() ?? 0
    #expect(fastest < 0.05)
    #expect(balls.allSatisfy { world.position(of: $0).y > 0.4 && world.position(of: $0).y < 10 })
  }

  @Test func fastBallDoesNotTunnelThroughThinWall() {
    var definition = WorldDefinition()
    definition.gravity = .zero
    let world = World(definition)
    Scenes.wall(in: world, center: Vector2(5, 0), halfWidth: 0.05, halfHeight: 5)
    let ball = Scenes.ball(in: world, at: .zero, restitution: 0)
    world.setLinearVelocity(Vector2(500, 0), of: ball)
    var passed = false
    for _ in 0..<60 {
      world.step(by: 1.0 / 60)
      if world.position(of: ball).x > 5 { passed = true }
    }
    #expect(!passed)
  }

  @Test func sameInputsGiveTheSameHash() {
    func run() -> UInt64 {
      let world = Scenes.boxWorld(side: 12, gravity: Vector2(0, -10), restitution: 0.8)
      var balls: [BodyID] = []
      for i in 0..<80 {
        let jitter = Double((i * 7919) % 13) * 0.01
        balls.append(
          Scenes.ball(
            in: world, at: Vector2(1 + Double(i % 9) * 1.2 + jitter, 1 + Double(i / 9) * 1.2), restitution: 0.8))
      }
      for step in 0..<240 {
        let angle = -Double.pi / 2 + 0.5 * sin(Double(step) / 30)
        world.gravity = 10 * Vector2.angle(angle)
        world.step(by: 1.0 / 60)
      }
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for ball in balls {
        for value in [world.position(of: ball).x, world.position(of: ball).y, world.angle(of: ball)] {
          var bits = value.bitPattern
          for _ in 0..<8 {
            hash = (hash ^ (bits & 0xff)) &* 0x100_0000_01b3
            bits >>= 8
          }
        }
      }
      return hash
    }
    #expect(run() == run())
  }
}
