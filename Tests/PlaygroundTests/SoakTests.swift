import Dynamics
import Foundation
import Motion
import Testing

@testable import Playground

/// A live source walking at random (seeded): each poll turns gravity a little and changes its
/// strength a little, now and then flips it, and sometimes goes past the bound.
private struct RandomTiltWalk: LiveTiltSource {
  var random: SeededGenerator
  var angle = Double.pi / 2
  var strength = 1.0
  var status: LiveTiltStatus { .ok }

  mutating func drain(now: Double) -> [TiltSample] {
    angle += random.uniform(in: -0.08...0.08)
    strength = min(max(strength + random.uniform(in: -0.05...0.05), 0), 3)
    if random.next() % 600 == 0 { angle += .pi }
    let gravity = GravityVector(x: strength * cos(angle), y: -strength * sin(angle), z: 0)
    return [TiltSample(t: now, gravity: gravity)]
  }
}

/// The resident set size of this process in bytes, from /proc/self/statm.
private func residentBytes() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = statm.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

/// Simulated seconds to soak for: an hour (about 45 s of one core in a debug build).
private let soakSeconds = 3600.0

/// Soaks the sticker scene for `soakSeconds` under a random tilt walk and prints what it saw,
/// exiting with status 1 when a sticker left the box, a number went bad or memory grew.
private func soak() {
  let duration = soakSeconds
  let session = makeSession(stickers: 24, seed: 7)
  var driver = TiltDriver(source: .live(RandomTiltWalk(random: SeededGenerator(seed: 13))), mapping: .physical)
  var resident: [(time: Double, bytes: Int)] = [(0, residentBytes())]
  var escaped: String?
  let started = Date()
  while session.stepCount < Int(duration * 60) && escaped == nil {
    driver.poll(now: session.time)
    driver.step(session)
    // Checked once a simulated second: a sticker that left the box would not come back.
    if session.stepCount % 60 == 0 { escaped = stickersOutOfTheBox(session) }
    if session.stepCount % Int(duration * 30) == 0 { resident.append((session.time, residentBytes())) }
  }
  let frame = session.snapshot()
  let rss = resident.map { "\(Int($0.time)) s \($0.bytes / 1024) KiB" }.joined(separator: ", ")
  print("soak: \(Int(session.time)) s simulated in \(Int(Date().timeIntervalSince(started))) s wall; RSS \(rss)")
  var problems: [String] = []
  if let escaped { problems.append("out of the box: \(escaped)") }
  if frame.contains("nan") || !frame.contains("time=\(Int(duration)).000") { problems.append("bad frame:\n\(frame)") }
  // Flat: the second half grew the process by less than 1 MiB.
  if resident.count != 3 || resident[2].bytes - resident[1].bytes >= 1 << 20 { problems.append("RSS grew: \(rss)") }
  print(problems.isEmpty ? "soak: every sticker in the box, no NaN, RSS flat" : problems.joined(separator: "\n"))
  exit(problems.isEmpty ? 0 : 1)
}

@Suite struct SoakTests {
  /// The soak runs in a process of its own, so that no other test's memory is counted.
  @Test func aLongRandomTiltLeavesNoStickerOutsideNoNaNAndMemoryFlat() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) { soak() }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    print(output, terminator: "")
    #expect(output.contains("every sticker in the box, no NaN, RSS flat"))
  }
}
