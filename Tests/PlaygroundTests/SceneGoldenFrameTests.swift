import Testing

@testable import Playground

/// Golden frames of every seed scene, at two times in 80×24 and one in 120×40.
///
/// Re-record only on purpose, never in CI: `TUMBLE_RECORD_GOLDEN=1 swift test
/// --filter SceneGoldenFrameTests`, then look at every frame that changed.
@Suite struct SceneGoldenFrameTests {
  static let scenes = ["gravity", "collision", "attachment", "push", "snap", "item", "fields"]
  static let cases: [(width: Int, height: Int, seconds: Double)] = [(80, 24, 0.5), (80, 24, 3), (120, 40, 1.5)]

  @Test(arguments: scenes, cases.indices)
  func sceneMatchesItsGoldenFrame(name: String, index: Int) throws {
    let golden = Self.cases[index]
    let session = makeSession(scene: try Scenes.named(name), width: golden.width, height: golden.height, seed: 1)
    session.run(until: golden.seconds)
    let file = "\(name)-seed1-\(golden.width)x\(golden.height)-t\(Session.threeDecimals(golden.seconds)).txt"
    try GoldenFile(name: file).check(session.snapshot())
  }

  @Test func everySceneIsListedOnceWithASummary() {
    let names = Scenes.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in Self.scenes + ["stickers"] { #expect(names.contains(name)) }
    #expect(Scenes.all.allSatisfy { !$0.summary.isEmpty })
  }
}
