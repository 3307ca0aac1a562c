import Dynamics
import Foundation
import Motion
import Testing

@testable import Playground

/// The path of a sample recording in `Assets/tilt`.
func sampleRecording(_ name: String) -> String {
  repositoryRoot.appendingPathComponent("Assets/tilt").appendingPathComponent(name).path
}

/// A session of seed 7 in 80 × 24 with gravity from the recording at `path`, stepped `seconds`.
func replayed(
  _ path: String, seconds: Double, mapping: TiltMapping = .seed, loops: Bool = false
) throws -> (
  session: Session, driver: TiltDriver
) {
  let session = makeSession(seed: 7)
  let replay = try TiltReplay(recording: TiltRecording(path: path), mapping: mapping, loops: loops)
  var driver = TiltDriver(source: .replay(replay), mapping: mapping)
  driver.run(session, until: seconds)
  return (session, driver)
}

@Suite struct TiltReplayTests {
  @Test func aReplayedSampleMatchesItsGoldenFrame() throws {
    let (session, driver) = try replayed(sampleRecording("sway.csv"), seconds: 6)
    try GoldenFile(name: "replay-sway-seed7-80x24-t6.000.txt").check(session.snapshot(tilt: driver.statusText))
  }

  @Test func replayingTwiceGivesTheSameFrameBitForBit() throws {
    let first = try replayed(sampleRecording("figure-eight.csv"), seconds: 5)
    let second = try replayed(sampleRecording("figure-eight.csv"), seconds: 5)
    #expect(first.session.snapshot() == second.session.snapshot())
    let unturned = makeSession(seed: 7)
    unturned.run(until: 5)
    #expect(first.session.snapshot() != unturned.snapshot(), "the recording did not move the stickers")
  }

  @Test func gravityFollowsTheRecordingStepByStep() throws {
    let path = sampleRecording("sway.csv")
    var track = TiltTrack(reader: try TiltRecording(path: path).makeReader(), mapping: .seed)
    let session = makeSession(seed: 7)
    var driver = TiltDriver(
      source: .replay(try TiltReplay(recording: TiltRecording(path: path), mapping: .seed, loops: false)))
    for step in 0..<300 {
      driver.step(session)
      let expected = try track.tilt(at: Double(step) * Animator.timeStep)
      #expect(session.gravityAngle == expected.angle, "step \(step)")
    }
  }

  @Test func theStatusLineShowsTheRecordingsTimeAndItsEnd() throws {
    let (session, driver) = try replayed(sampleRecording("shake.csv"), seconds: 2.5)
    #expect(driver.statusText == "▶ 2.5/6.0s")
    #expect(session.snapshot(tilt: driver.statusText).contains("▶ 2.5/6.0s"))
    let ended = try replayed(sampleRecording("shake.csv"), seconds: 7)
    #expect(ended.driver.statusText == "▶ 6.0/6.0s end")
  }

  @Test func aLoopingReplayStartsAgainAfterItsLastSample() throws {
    // A pass is 361 steps: the 6 s from the first sample to the last, both ends played.
    let looped = try replayed(sampleRecording("shake.csv"), seconds: 8, loops: true)
    #expect(looped.driver.statusText == "▶ 2.0/6.0s")
    let fresh = try replayed(sampleRecording("shake.csv"), seconds: Double(480 - 361) / 60)
    #expect(looped.session.gravityAngle == fresh.session.gravityAngle)
  }

  @Test func theKeysNudgeGravityOnTopOfTheRecording() throws {
    let path = sampleRecording("sway.csv")
    let plain = try replayed(path, seconds: 1)
    let session = makeSession(seed: 7)
    var driver = TiltDriver(
      source: .replay(try TiltReplay(recording: TiltRecording(path: path), mapping: .seed, loops: false)))
    driver.turn(by: 0.5)
    driver.run(session, until: 1)
    let nudged = try #require(session.gravityAngle)
    #expect(abs(nudged - (try #require(plain.session.gravityAngle) + 0.5)) < 1e-12)
    driver.straighten()
    driver.step(session)
    var following = plain
    following.driver.step(following.session)
    #expect(session.gravityAngle == following.session.gravityAngle)
  }

  @Test func restartingRewindsTheRecording() throws {
    var (session, driver) = try replayed(sampleRecording("sway.csv"), seconds: 4)
    session.restart()
    driver.restart()
    driver.run(session, until: 1)
    let fresh = try replayed(sampleRecording("sway.csv"), seconds: 1)
    #expect(session.snapshot(tilt: driver.statusText) == fresh.session.snapshot(tilt: fresh.driver.statusText))
  }

  @Test func aBadLineAnywhereIsReportedBeforeAnythingPlays() throws {
    let rows = (0..<500).map { "\(Double($0) / 100),0.5,0.1" }
    let path = try temporaryPath("late.csv")
    try ("t,pitch,roll\n" + rows.joined(separator: "\n") + "\n5.0,abc,0\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let error = #expect(throws: MotionError.self) {
      try TiltReplay(recording: TiltRecording(path: path), mapping: .seed, loops: false)
    }
    #expect(error?.message == "\(path):502: 'abc' in column pitch is not a number; expected a number in radians")
  }
}

/// A path for a new file in the system's temporary folder, with the folders to it made.
func temporaryPath(_ name: String) throws -> String {
  let path = NSTemporaryDirectory() + "tumble-playground-\(UUID().uuidString)/" + name
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  return path
}
