import Foundation
import Testing

@testable import Motion

/// The sample recordings the project ships in `Assets/tilt`, as `generate.py` there describes them.
@Suite struct SampleRecordingTests {
  private static func samples(_ name: String) throws -> [TiltSample] {
    let assets = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Assets/tilt")
    return try TiltRecording(path: assets.appendingPathComponent(name).path).samples()
  }

  @Test(arguments: [("sway.csv", 20.0), ("figure-eight.csv", 16), ("shake.csv", 6)])
  func isA100HertzRecordingOfItsLength(name: String, seconds: Double) throws {
    let samples = try Self.samples(name)
    #expect(samples.count == Int(seconds * 100) + 1)
    #expect(samples.last?.t == seconds)
    #expect(zip(samples, samples.dropFirst()).allSatisfy { near($1.t - $0.t, 0.01, within: 1e-9) })
    #expect(samples.allSatisfy { $0.gravity != nil })
  }

  @Test func swaySwingsAboutStraightDown() throws {
    let angles = try Self.samples("sway.csv").map { TiltMapping.seed.tilt(for: $0).angle }
    #expect(angles.allSatisfy { (0.85...2.3).contains($0) })
    #expect(angles.min()! < 1.0 && angles.max()! > 2.1)
  }

  @Test func figureEightSweepsAllTheWayRoundAndThroughFlat() throws {
    let samples = try Self.samples("figure-eight.csv")
    let angles = samples.map { TiltMapping.seed.tilt(for: $0).angle }
    for quadrant in 0..<4 {
      let range = (-Double.pi + Double(quadrant) * .pi / 2)...(-Double.pi / 2 + Double(quadrant) * .pi / 2)
      #expect(angles.contains { range.contains($0) })
    }
    let strengths = samples.map { TiltMapping.physical.tilt(for: $0).magnitude }
    #expect(strengths.min()! < 0.05 && strengths.max()! > 0.45)
  }

  @Test func shakeIsStillThenShakesAt4HertzThenStill() throws {
    let samples = try Self.samples("shake.csv")
    let still = samples.filter { $0.t < 1 || $0.t > 4.1 }
    #expect(still.allSatisfy { abs($0.roll) < 0.01 })
    let shaking = samples.filter { (1.3...3.7).contains($0.t) }.map(\.roll)
    let crossings = zip(shaking, shaking.dropFirst()).filter { $0 < 0 && $1 >= 0 }.count
    #expect((9...10).contains(crossings))  // 4 Hz over 2.4 s
  }
}
