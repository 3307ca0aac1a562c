import Foundation
import Testing

@testable import Playground

/// Golden frames of the sticker and bounce scenes: the text snapshot at fixed times and sizes.
///
/// Re-record only on purpose, never in CI: `TUMBLE_RECORD_GOLDEN=1 swift test
/// --filter GoldenFrameTests`, then look at every frame that changed.
@Suite struct GoldenFrameTests {
  static let cases: [(width: Int, height: Int, seconds: Double)] = [
    (80, 24, 0.5), (80, 24, 1.5), (80, 24, 3), (120, 40, 0.5), (120, 40, 1.5), (120, 40, 3),
  ]

  @Test(arguments: cases.indices)
  func stickerSceneMatchesItsGoldenFrame(index: Int) throws {
    let golden = Self.cases[index]
    let session = makeSession(width: golden.width, height: golden.height, seed: 7)
    session.run(until: golden.seconds)
    let name = "stickers-seed7-\(golden.width)x\(golden.height)-t\(Session.threeDecimals(golden.seconds)).txt"
    try GoldenFile(name: name).check(session.snapshot())
  }

  /// The bounce scene before its first drop (the sticker popping in), mid-bounce, and at rest.
  static let bounceCases: [(width: Int, height: Int, seconds: Double)] = [
    (80, 24, 0.3), (80, 24, 0.6), (80, 24, 3), (120, 40, 0.3), (120, 40, 0.6), (120, 40, 3),
  ]

  @Test(arguments: bounceCases.indices)
  func bounceSceneMatchesItsGoldenFrame(index: Int) throws {
    let golden = Self.bounceCases[index]
    let session = makeSession(scene: Scenes.bounce, width: golden.width, height: golden.height, seed: 7)
    session.run(until: golden.seconds)
    let name = "bounce-seed7-\(golden.width)x\(golden.height)-t\(Session.threeDecimals(golden.seconds)).txt"
    try GoldenFile(name: name).check(session.snapshot())
  }
}

/// A golden file under `Tests/PlaygroundTests/Golden`.
struct GoldenFile {
  let name: String

  var url: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
      .appendingPathComponent(name)
  }

  /// Whether this run re-records goldens: only with TUMBLE_RECORD_GOLDEN=1 and never under CI.
  static var isRecording: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["TUMBLE_RECORD_GOLDEN"] == "1" && environment["CI"] == nil
  }

  /// Expects `actual` to equal the golden text, or records it when recording.
  func check(_ actual: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if Self.isRecording {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("no golden frame \(name); record it with TUMBLE_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "frame differs from golden \(name)", sourceLocation: sourceLocation)
  }
}
