import Dynamics
import Foundation
import Motion
import Testing

@testable import Playground

/// A live source that gives the samples of `samples(step)` one per poll.
private struct ScriptedSource: LiveTiltSource {
  var step = 0
  let samples: @Sendable (Int) -> TiltSample
  var status: LiveTiltStatus { .ok }

  mutating func drain(now: Double) -> [TiltSample] {
    defer { step += 1 }
    return [samples(step)]
  }
}

@Suite struct ExtremeTiltTests {
  /// A session driven by `samples` as a live source through `mapping`, for `seconds`; returns
  /// the driver and the first sticker found outside the box, if any.
  private func drive(
    stickers: Int = 24, mapping: TiltMapping = .physical, seconds: Double,
    samples: @escaping @Sendable (Int) -> TiltSample
  ) -> (session: Session, driver: TiltDriver, escaped: String?) {
    let session = makeSession(stickers: stickers, seed: 7)
    var driver = TiltDriver(source: .live(ScriptedSource(samples: samples)), mapping: mapping)
    var escaped: String?
    for _ in 0..<Int(seconds * 60) {
      driver.poll(now: session.time)
      driver.step(session)
      if escaped == nil { escaped = stickersOutOfTheBox(session) }
    }
    return (session, driver, escaped)
  }

  @Test func aHugeLiveGravityIsClampedToTheBoundAndTheStatusLineSaysSo() {
    // gx = 1e20 g, the tilt row that used to crash the playground (exit 132).
    let huge = TiltSample(t: 0, gravity: GravityVector(x: 1e20, y: 0, z: 0))
    let played = drive(seconds: 1) { _ in huge }
    #expect(played.session.contents.gravity?.magnitude == Tilt.maximumMagnitude)
    #expect(played.driver.statusText == "tilt ok · clamped")
    #expect(played.escaped == nil)
  }

  @Test func theClampedNoticeGoesTwoSecondsAfterTheLastCutSample() {
    let upright = TiltSample(t: 0, gravity: GravityVector(x: 0, y: -1, z: 0))
    let huge = TiltSample(t: 0, gravity: GravityVector(x: 0, y: -.infinity, z: 0))
    let session = makeSession(seed: 7)
    var driver = TiltDriver(source: .live(ScriptedSource { $0 < 30 ? huge : upright }), mapping: .physical)
    var lastClamped = -1
    for step in 0..<300 {
      driver.poll(now: 0)
      driver.step(session)
      if driver.statusText?.contains("clamped") == true { lastClamped = step }
    }
    // Cut on steps 0…29: the notice stays for 2 s (120 steps) after the last one.
    #expect(lastClamped == 29 + TiltDriver.clampShownSteps)
    #expect(session.contents.gravity?.magnitude == 1)
  }

  /// Tilts a live source or a recording can carry (the importers let any finite number through).
  static let extremeTilts: [(name: String, sample: @Sendable (Int) -> TiltSample)] = [
    (
      "1e20 g flipping every 20 steps",
      { step in
        TiltSample(t: 0, gravity: GravityVector(x: step % 40 < 20 ? 1e20 : -1e20, y: 1e19, z: 0))
      }
    ),
    (
      "1e300 g turning",
      { step in
        TiltSample(t: 0, gravity: GravityVector(x: 1e300 * cos(Double(step)), y: 1e300 * sin(Double(step)), z: 0))
      }
    ),
    (
      "infinite g, then up",
      { step in
        TiltSample(t: 0, gravity: GravityVector(x: step < 200 ? .infinity : 0, y: step < 200 ? 0 : 1, z: 0))
      }
    ),
    (
      "attitude angles of 1e300 rad, flipping",
      { step in TiltSample(t: 0, pitch: step % 30 < 15 ? 1e300 : -1e300, roll: 1e299 * Double(step % 7)) }
    ),
    (
      "2 g shaken every 5 steps",
      { step in
        TiltSample(t: 0, gravity: GravityVector(x: step % 10 < 5 ? 2 : -2, y: step % 20 < 10 ? 2 : -2, z: 0))
      }
    ),
  ]

  @Test(arguments: extremeTilts.indices)
  func stickersStayInTheBoxUnderAnyTilt(index: Int) {
    let tilt = Self.extremeTilts[index]
    let played = drive(seconds: 8, samples: tilt.sample)
    #expect(played.escaped == nil, "\(tilt.name)")
  }

  @Test func aFullBoxShakenAtTheBoundKeepsEveryStickerInside() {
    let shaken = drive(stickers: 300, seconds: 5) { step in
      let angle = [0.0, .pi, .pi / 2, -.pi / 2, 1, 2.5][(step / 20) % 6]
      return TiltSample(t: 0, gravity: GravityVector(x: 9 * cos(angle), y: -9 * sin(angle), z: 0))
    }
    #expect(shaken.escaped == nil)
  }
}

@Suite struct ClampedRecordingTests {
  @Test func aHugeLiveTiltTurnedByTheKeysIsRecordedFiniteAndStillSaidClamped() throws {
    let path = try temporaryPath("huge.csv")
    let huge = TiltSample(t: 0, gravity: GravityVector(x: .infinity, y: 1e20, z: 0))
    let session = makeSession(seed: 7)
    var driver = TiltDriver(
      source: .live(ScriptedSource { _ in huge }), mapping: .physical, recorder: try TiltRecordingWriter(path: path))
    driver.turn(by: 0.3)
    for _ in 0..<30 {
      driver.poll(now: session.time)
      driver.step(session)
    }
    #expect(driver.statusText?.hasSuffix("clamped") == true)
    let samples = try TiltRecording(path: path).samples()
    #expect(samples.count == 30)
    #expect(samples.allSatisfy { $0.gravity.map { $0.x.isFinite && $0.y.isFinite } ?? false })
  }
}
