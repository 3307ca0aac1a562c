import Foundation
import Testing

@testable import Physics

@Suite struct ThreadTests {
  /// A sloshing box of 857 balls and 143 boxes packed a little overlapping, stepped on
  /// `threads` threads with blocks `divisor` times smaller than they would be (16: every phase
  /// splits into several); a hash of every body's position and angle, and one of every contact
  /// event (which shapes, where, in which order).
  static func hash(threads: Int, divisor: Int = 16) -> (hash: UInt64, events: UInt64, usedWorkers: Bool) {
    let world = Scenes.boxWorld(side: 50, gravity: Vector2(0, -10), restitution: 0.5)
    world.threadCount = threads
    world.blockDivisor = divisor
    var bodies: [BodyID] = []
    for i in 0..<1000 {
      let position = Vector2(
        0.6 + Double(i % 46) * 0.995 + Double((i * 7919) % 13) * 0.002, 0.6 + Double(i / 46) * 0.995)
      if i % 7 == 3 {
        var definition = BodyDefinition()
        definition.position = position
        let box = world.createBody(definition)
        _ = world.createShape(on: box, .polygon(.box(halfWidth: 0.45, halfHeight: 0.45)), ShapeDefinition())
        bodies.append(box)
      } else {
        bodies.append(Scenes.ball(in: world, at: position, restitution: 0.5))
      }
    }
    var events: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) { events = (events ^ value) &* 0x100_0000_01b3 }
    for step in 0..<12 {
      world.gravity = 10 * Vector2.angle(-Double.pi / 2 + 0.8 * sin(Double(step) / 4))
      world.step(by: 1.0 / 60)
      for event in world.contactBeginEvents {
        for value in [UInt64(event.shapeA.index), UInt64(event.shapeB.index), event.point.x.bitPattern] { mix(value) }
      }
      for event in world.contactEndEvents { mix(UInt64(event.shapeA.index) << 32 | UInt64(event.shapeB.index)) }
      mix(UInt64(world.contactBeginEvents.count) << 32 | UInt64(world.contactEndEvents.count))
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for body in bodies {
      for value in [world.position(of: body).x, world.position(of: body).y, world.angle(of: body)] {
        hash = (hash ^ value.bitPattern) &* 0x100_0000_01b3
      }
    }
    return (hash, events, world.team != nil)
  }

  @Test func everyThreadCountGivesTheSameBits() {
    let one = Self.hash(threads: 1)
    #expect(!one.usedWorkers)
    for threads in 2...4 {
      let many = Self.hash(threads: threads)
      #expect(many.usedWorkers)
      #expect(many.hash == one.hash, "\(threads) threads")
      #expect(many.events == one.events, "\(threads) threads")
    }
  }

  /// The phases split into blocks (the contact search, its colouring as the blocks come, the
  /// rows' placing, the contacts' finish with their events, the pairs' sorting, the sleep
  /// timers) give what one block gives.
  @Test func blocksGiveWhatOneBlockGives() {
    let whole = Self.hash(threads: 1, divisor: 1)
    let split = Self.hash(threads: 1)
    #expect(split.hash == whole.hash)
    #expect(split.events == whole.events)
    #expect(whole.events != 0xcbf2_9ce4_8422_2325)
  }

  /// A small world steps on the calling thread alone (sharing it out cost more than it saved);
  /// a large one uses the team.
  @Test(arguments: [(400, false), (2_000, true)])
  func onlyWorldsLargeEnoughShareTheirStep(balls: Int, shares: Bool) {
    let world = Scenes.boxWorld(side: 60, gravity: Vector2(0, -10), restitution: 0.5)
    world.threadCount = 2
    for i in 0..<balls {
      _ = Scenes.ball(in: world, at: Vector2(0.6 + Double(i % 50) * 1.1, 0.6 + Double(i / 50) * 1.1), restitution: 0.5)
    }
    world.step(by: 1.0 / 60)
    #expect((world.team != nil) == shares)
  }

  @Test func theThreadCountIsClamped() {
    let world = World()
    world.threadCount = 0
    #expect(world.threadCount == 1)
    world.threadCount = 1000
    #expect(world.threadCount == World.maximumThreadCount)
  }
}
