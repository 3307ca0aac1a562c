import Foundation
import TestSupport
import Testing

/// Drives `replay`, `record` and `--tilt` in tmux, as a person at a terminal would.
@Suite(.serialized) struct TiltEndToEndTests {
  /// The status line: the last line of the pane that is not blank.
  static func statusLine(_ lines: [String]) -> String {
    lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
  }

  /// The recording's time the status line shows (`▶ 3.4/20.0s` gives 3.4).
  static func replayTime(_ lines: [String]) -> Double? {
    guard let range = statusLine(lines).range(of: #"▶ [0-9.]+/"#, options: .regularExpression) else { return nil }
    return Double(statusLine(lines)[range].dropFirst(2).dropLast())
  }

  @Test func replayShowsTheRecordingsTimeAdvancingAndQuits() throws {
    let tmux = try Tmux(
      command: "\(tumbleBinary) replay \(tiltSample("sway.csv")) --speed 2; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    let first = try tmux.waitFor(seconds: 10) { Self.replayTime($0) != nil }
    let early = try #require(Self.replayTime(first), "no replay time: \(Self.statusLine(first))")
    #expect(Self.statusLine(first).contains("/20.0s"))
    // at speed 2 the recording's time outruns the wall clock, even when a busy machine drops a frame or two
    let start = Date()
    Thread.sleep(forTimeInterval: 3)
    let later = try #require(Self.replayTime(try tmux.capture()))
    let wall = Date().timeIntervalSince(start)
    #expect(later - early > wall, "the recording's time went from \(early) to \(later) in \(wall) s at speed 2")
    try tmux.send(keys: ["q"])
    let lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") }, "\(lines.joined(separator: "\n"))")
  }

  @Test func aRecordingOfTheKeysReplaysToTheSameGravity() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/keys.csv"
    let tmux = try Tmux(command: "\(tumbleBinary) record \(path); echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.waitFor(seconds: 10) { Self.statusLine($0).contains("● rec") }
    for _ in 0..<5 { try tmux.send(keys: ["Left"]) }
    var lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("gravity ↙ 119°") }
    #expect(Self.statusLine(lines).contains("gravity ↙ 119°"), "\(Self.statusLine(lines))")
    Thread.sleep(forTimeInterval: 0.5)
    try tmux.send(keys: ["C-c"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") }, "\(lines.joined(separator: "\n"))")
    let replayed = try runTumble(["replay", path, "--headless"])
    #expect(replayed.status == 0, "stderr: \(replayed.error)")
    #expect(replayed.output.contains("gravity ↙ 119°"))
  }

  @Test func tiltPipedInTurnsGravityWhileTheKeysStillWork() throws {
    let tmux = try Tmux(
      command: "printf 't,pitch,roll\\n0,0,-1\\n' | \(tumbleBinary) play --tilt -; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    var lines = try tmux.waitFor(seconds: 10) { Self.statusLine($0).contains("tilt ended") }
    #expect(Self.statusLine(lines).contains("gravity ← 180° · tilt ended"), "\(Self.statusLine(lines))")
    try tmux.send(keys: ["Right", "Right"])
    lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("gravity ← 169°") }
    #expect(Self.statusLine(lines).contains("gravity ← 169°"), "\(Self.statusLine(lines))")
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") }, "\(lines.joined(separator: "\n"))")
  }

  @Test func anAccelerometerInAFakeSysfsTreeTurnsGravity() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = root + "/iio:device0"
    try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
    // 1000 raw is 1 g; the reaction to gravity along −x is a phone on its left edge: gravity pulls right.
    let attributes = [
      "in_accel_scale": "0.00980665", "in_accel_x_raw": "-1000", "in_accel_y_raw": "0", "in_accel_z_raw": "0",
    ]
    for (name, value) in attributes {
      try (value + "\n").write(toFile: device + "/" + name, atomically: true, encoding: .utf8)
    }
    let tmux = try Tmux(
      command: "\(tumbleBinary) play --tilt iio --tilt-map physical; echo exit=$?", width: 80, height: 24,
      environment: ["TUMBLE_SYSFS_ROOT": root])
    defer { tmux.kill() }
    // The first frames may still show the scene's own gravity: wait for the accelerometer's.
    var lines = try tmux.waitFor(seconds: 10) { Self.statusLine($0).contains("gravity → 0° · tilt ok") }
    #expect(Self.statusLine(lines).contains("gravity → 0° · tilt ok"), "\(Self.statusLine(lines))")
    try FileManager.default.removeItem(atPath: device + "/in_accel_x_raw")
    lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("failed") }
    #expect(Self.statusLine(lines).contains("gravity → 0° · tilt failed: cannot read"), "\(Self.statusLine(lines))")
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") }, "\(lines.joined(separator: "\n"))")
  }
}
