import Foundation
import Motion
import Testing

@testable import Playground

@Suite struct TiltDriverTests {
  /// Plays 6 s with a scripted key sequence, recording to `path`; returns each step's gravity angle.
  private func playScripted(
    recordingTo path: String, mapping: TiltMapping
  ) throws -> (
    angles: [Double?], session: Session
  ) {
    let session = makeSession(seed: 7)
    var driver = TiltDriver(mapping: mapping, recorder: try TiltRecordingWriter(path: path))
    var angles: [Double?] = []
    for step in 0..<360 {
      switch step {
      case 60..<90: driver.turn(by: 0.1)  // ← held for half a second
      case 150: driver.straighten()  // ↑
      case 200..<210: driver.turn(by: -0.1)  // → tapped ten times
      case 250: session.isPaused = true  // p: paused steps are not recorded
      case 280: session.isPaused = false
      default: break
      }
      driver.step(session)
      if !session.isPaused { angles.append(session.gravityAngle) }
    }
    #expect(driver.recordingError == nil)
    return (angles, session)
  }

  @Test(arguments: TiltMapping.allCases)
  func aRecordedSessionReplaysWithTheSameGravityAtEveryStep(mapping: TiltMapping) throws {
    let path = try temporaryPath("keys.csv")
    let played = try playScripted(recordingTo: path, mapping: mapping)
    #expect(Set(played.angles.compactMap { $0 }).count > 3, "the keys did not turn gravity")
    let session = makeSession(seed: 7)
    let replay = try TiltReplay(recording: TiltRecording(path: path), mapping: mapping, loops: false)
    #expect(replay.endTime == Double(played.angles.count - 1) / 60)
    var driver = TiltDriver(source: .replay(replay), mapping: mapping)
    var angles: [Double?] = []
    for _ in played.angles.indices {
      driver.step(session)
      angles.append(session.gravityAngle)
    }
    #expect(angles == played.angles)
    #expect(session.snapshot() == played.session.snapshot())
  }

  @Test func theStatusLineSaysWhenRecordingFailedAndStaysAtThatTime() throws {
    let path = try temporaryPath("cut.csv")
    let writer = try TiltRecordingWriter(path: path)
    let session = makeSession(seed: 7)
    var driver = TiltDriver(recorder: writer)
    driver.run(session, until: 1)
    #expect(driver.statusText == "● rec 1.0s")
    try writer.close()  // the next write fails, as on a full disk
    driver.run(session, until: 1.5)
    #expect(driver.recordingError?.code == EBADF)
    #expect(driver.statusText == "● rec failed at 1.0s", "the sample at 1.0 s was the first not written")
    driver.run(session, until: 3)
    #expect(driver.statusText == "● rec failed at 1.0s")
    #expect(try TiltRecording(path: path).samples().count == 60)
  }

  @Test func theKeysAloneTurnGravityFromStraightDown() {
    let session = makeSession(seed: 7)
    var driver = TiltDriver()
    driver.step(session)
    #expect(abs((session.gravityAngle ?? 0) - .pi / 2) < 1e-12)
    for _ in 0..<5 { driver.turn(by: 0.1) }
    driver.step(session)
    #expect(abs((session.gravityAngle ?? 0) - (.pi / 2 + 0.5)) < 1e-12)
    #expect(driver.statusText == nil)
  }

  @Test func whilePausedTheKeysTurnGravityVisiblyWithoutAStepOrASample() throws {
    let path = try temporaryPath("paused.csv")
    let session = makeSession(seed: 7)
    var driver = TiltDriver(recorder: try TiltRecordingWriter(path: path))
    driver.run(session, until: 1)
    session.isPaused = true
    driver.turn(by: 1)
    driver.show(on: session)
    #expect(abs((session.gravityAngle ?? 0) - (.pi / 2 + 1)) < 1e-12)
    let interfaceTime = session.interfaceTime
    driver.step(session)
    #expect(session.stepCount == 60)
    #expect(try TiltRecording(path: path).samples().count == 60)
    // the interface's clock runs on, so the help drops in and a bad key shakes the status line while paused
    #expect(session.interfaceTime > interfaceTime)
    #expect(session.snapshot().contains("gravity ↙ 147°"))
    session.isPaused = false
    let shown = session.gravityAngle
    driver.step(session)
    #expect(session.gravityAngle == shown)
  }

  @Test func tiltPipedInTurnsGravityAndBadOrEndedInputKeepsTheLastGoodTilt() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let session = makeSession(seed: 7)
    var driver = TiltDriver(source: .live(StdinTiltSource(descriptor: ends[0])))
    func send(_ text: String) { _ = text.withCString { write(ends[1], $0, strlen($0)) } }
    func stepAfterPoll(now: Double) {
      driver.poll(now: now)
      driver.step(session)
    }
    stepAfterPoll(now: 0)
    #expect(driver.statusText == "tilt waiting")
    #expect(abs((session.gravityAngle ?? 0) - .pi / 2) < 1e-12)
    send("t,pitch,roll\n0,0,-1\n")  // rolled to the left: atan2(0, −1) = π, gravity points left
    stepAfterPoll(now: 0.1)
    #expect(session.gravityAngle == .pi)
    #expect(driver.statusText == "tilt ok")
    send("0.1,0.5,")  // half a line is waited for
    stepAfterPoll(now: 0.2)
    #expect(session.gravityAngle == .pi)
    send("0\n0.2,abc,0\n")
    stepAfterPoll(now: 0.3)
    #expect(session.gravityAngle == .pi / 2)
    #expect(driver.statusText?.hasPrefix("tilt bad line 4: 'abc' in column pitch is not a number") == true)
    stepAfterPoll(now: 2)
    #expect(driver.statusText == "tilt stalled")
    close(ends[1])
    stepAfterPoll(now: 2.1)
    #expect(driver.statusText == "tilt ended")
    #expect(session.gravityAngle == .pi / 2)
    session.run(until: 3)
    #expect(session.snapshot(tilt: driver.statusText).contains("tilt ended"))
  }

  @Test func anAccelerometerInAFakeSysfsTreeTurnsGravity() throws {
    let root = try temporaryPath("sys/bus/iio/devices")
    let device = root + "/iio:device0"
    try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
    func set(_ name: String, _ value: String) throws {
      try (value + "\n").write(toFile: device + "/" + name, atomically: true, encoding: .utf8)
    }
    try set("in_accel_scale", "0.00980665")  // 1000 raw = 1 g
    // Android sign: the reaction to gravity. a = (−1 g, 0, 0) is the phone on its left edge:
    // atan2(a.y, −a.x) = 0, gravity pulls right.
    for (axis, raw) in [("x", "-1000"), ("y", "0"), ("z", "0")] { try set("in_accel_\(axis)_raw", raw) }
    let session = makeSession(seed: 7)
    var driver = TiltDriver(source: .live(try IIOTiltSource(sysfsRoot: root)), mapping: .physical)
    driver.poll(now: 0)
    driver.run(session, until: 2)
    #expect(abs(session.gravityAngle ?? 1) < 1e-12)
    #expect(abs((session.contents.gravity?.magnitude ?? 0) - 1) < 1e-12)
    #expect(meanColumn(session) > 50, "the stickers did not fall to the right")
    try set("in_accel_y_raw", "-1000")  // now on its left edge and tipped: up and to the right
    driver.poll(now: 2)
    driver.step(session)
    #expect(abs((session.gravityAngle ?? 0) - -.pi / 4) < 1e-12)
    try FileManager.default.removeItem(atPath: device + "/in_accel_x_raw")
    driver.poll(now: 2.1)
    driver.step(session)
    #expect(abs((session.gravityAngle ?? 0) - -.pi / 4) < 1e-12)
    #expect(driver.statusText?.hasPrefix("tilt failed: cannot read") == true)
  }

  /// The mean column of the stickers' centres.
  private func meanColumn(_ session: Session) -> Double {
    let stickers = session.contents.stickers
    return stickers.map { $0.item.center.x / 8 }.reduce(0, +) / Double(max(stickers.count, 1))
  }
}
