import Playground
import Testing

/// The crate scene's pile of boxes settles and sleeps soon after the last crate lands, as Box2D
/// v3's and Chipmunk's piles do (before, it trembled on for ever and never slept).
@Suite struct CrateRestTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func theCratesAllSleepWithinFiveSecondsOfTheLastLanding(seed: UInt64) throws {
    let session = makeSession(scene: Scenes.crate, seed: seed)
    let pile = PileRest(running: session, until: 10)
    let landed = try #require(pile.landed)
    let rest = try #require(pile.rest)
    #expect(rest - landed <= 5)
    #expect(pile.resting)
    // Asleep, nothing creeps: the crates stand where they fell asleep.
    let centers = session.contents.animator.items.map(\.center)
    session.run(until: 15)
    #expect(session.contents.animator.items.map(\.center) == centers)
  }
}
