import Foundation
import TestSupport
import Testing

/// A sample recording in `Assets/tilt`.
func tiltSample(_ name: String) -> String {
  URL(fileURLWithPath: tumbleBinary).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets/tilt").appendingPathComponent(name).path
}

/// A new folder under the system's temporary folder, for one test's files.
func makeScratchFolder() throws -> String {
  let path = NSTemporaryDirectory() + "tumble-e2e-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Runs the built binary in a pseudo-terminal (`script`), as from a shell; its status and what it printed.
func runTumbleInATerminal(
  _ arguments: [String], environment: [String: String] = [:]
) throws -> (
  status: Int32, output: String
) {
  let quoted = ([tumbleBinary] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
  let finished = try runProgram(
    ["script", "-qec", quoted.joined(separator: " "), "/dev/null"], environment: environment)
  return (finished.status, finished.output)
}

@Suite struct TiltCommandLineTests {
  @Test func aHeadlessReplayIsTheSameOnEveryRunAndAtEverySpeed() throws {
    let arguments = [
      "replay", tiltSample("sway.csv"), "--headless", "--seconds", "4", "--size", "80x24", "--seed", "7",
    ]
    let first = try runTumble(arguments)
    #expect(first.status == 0, "stderr: \(first.error)")
    #expect(first.output.hasPrefix("# tumble snapshot size=80x24 scene=stickers seed=7 time=4.000\n"))
    #expect(first.output.contains("· ▶ 4.0/20.0s ·"))
    for extra in [[], ["--speed", "0.25"], ["--speed", "8"]] {
      #expect(try runTumble(arguments + extra).output == first.output, "differs with \(extra)")
    }
    let other = try runTumble(["replay", tiltSample("shake.csv"), "--headless", "--seconds", "4", "--seed", "7"])
    #expect(other.output != first.output)
  }

  @Test func aHeadlessReplayStopsAtTheRecordingsEndUnlessToldOtherwise() throws {
    let result = try runTumble(["replay", tiltSample("shake.csv"), "--headless"])
    #expect(result.output.hasPrefix("# tumble snapshot size=80x24 scene=stickers seed=1 time=6.000\n"))
    #expect(result.output.contains("▶ 6.0/6.0s end"))
  }

  @Test func aReplaySaysHowManySamplesItSkipped() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/twice.csv"
    try "t,pitch,roll\n0,1,0\n0,1,0\n1,1,1\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try runTumble(["replay", path, "--headless"])
    #expect(result.status == 0)
    #expect(result.error == "tumble replay: skipped 1 sample whose time did not increase, the first on line 3\n")
  }

  /// Bad recordings, each with the line `tumble replay` must print.
  static let badRecordings: [(name: String, bytes: [UInt8], message: String)] = [
    (
      "pitch.csv", Array("t,pitch,roll\n0,0.1,0\n0.01,abc,0\n".utf8),
      "pitch.csv:3: 'abc' in column pitch is not a number"
    ),
    ("header.csv", Array("t,pitch\n0,0.1\n".utf8), "header.csv:1: the header has no column 'roll'"),
    ("nan.csv", Array("t,pitch,roll\n0,0.1,nan\n".utf8), "nan.csv:2: 'nan' in column roll is not finite"),
    ("inf.csv", Array("t,pitch,roll\n0,inf,0\n".utf8), "inf.csv:2: 'inf' in column pitch is not finite"),
    ("empty.csv", [], "empty.csv: the file is empty; expected a CSV header line and samples"),
    ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46], "photo.jpg:1: binary data, not text"),
    ("notes.csv", Array("when,where\n1,2\n".utf8), "notes.csv:1: unknown header 'when,where'; expected Tumble's"),
  ]

  @Test(arguments: badRecordings.indices)
  func aBadRecordingGetsOneLineNamingFileAndLineAndExits65(index: Int) throws {
    let bad = Self.badRecordings[index]
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + bad.name
    try Data(bad.bytes).write(to: URL(fileURLWithPath: path))
    for arguments in [["replay", path], ["replay", path, "--headless"]] {
      let result = try runTumble(arguments)
      #expect(result.status == 65)
      #expect(result.error.hasPrefix("tumble replay: " + path), "stderr: \(result.error)")
      #expect(result.error.contains(bad.message), "stderr: \(result.error)")
      #expect(result.error.split(separator: "\n").count == 1)
      #expect(result.output.isEmpty)
    }
  }

  @Test func aFolderWithoutARecordingExits65AndAMissingFile66() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let empty = try runTumble(["replay", folder])
    #expect(empty.status == 65)
    #expect(empty.error.contains("the folder has no Orientation.csv or Gravity.csv"))
    let missing = try runTumble(["replay", folder + "/walk.csv"])
    #expect(missing.status == 66)
    #expect(missing.error.contains("walk.csv: no such file or folder"))
  }

  @Test(arguments: [
    (["replay"], "needs a FILE or FOLDER"),
    (["replay", "a.csv", "b.csv"], "takes one FILE or FOLDER"),
    (["replay", "x.csv", "--speed", "0"], "option '--speed' wants a number from 0.1 to 10, not '0'"),
    (["replay", "x.csv", "--tilt-map", "flat"], "option '--tilt-map' wants seed or physical, not 'flat'"),
    (["record"], "needs a FILE"),
    (["play", "--tilt", "phone"], "option '--tilt' wants - (Tumble's tilt CSV on standard input), iio or iio:DEVICE"),
    (["play", "--tilt", "phone"], "sensorlogger[:[ADDRESS:]PORT] (its HTTP Push) or phyphox:HOST[:PORT]"),
    (["play", "--tilt", "sensorlogger:70000"], "not 'sensorlogger:70000'"),
    (["play", "--tilt", "phyphox:"], "not 'phyphox:'"),
    (["play", "--tilt", "sensorlogger:localhost:8000"], "not 'sensorlogger:localhost:8000'"),
    (["play", "--tilt", "sensorlogger", "--tilt-token", "a/b"], "option '--tilt-token' wants 1 to 64 letters"),
    (["record", "x.csv", "--speed", "2"], "unknown option '--speed'"),
  ])
  func badTiltUsageExits64(arguments: [String], message: String) throws {
    let result = try runTumble(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "stderr: \(result.error)")
    #expect(result.error.contains("usage: tumble"))
  }

  @Test func anAbsentAccelerometerExits66() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try runTumble(["play", "--tilt", "iio"], environment: ["TUMBLE_SYSFS_ROOT": folder])
    #expect(result.status == 66)
    #expect(result.error.contains("no IIO device has in_accel_x_raw"), "stderr: \(result.error)")
  }

  @Test func anAccelerometerWithABadMountMatrixExits65() throws {
    let root = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let device = root + "/iio:device0"
    try FileManager.default.createDirectory(atPath: device, withIntermediateDirectories: true)
    for (name, value) in [("in_accel_x_raw", "1"), ("in_accel_scale", "0.01"), ("in_mount_matrix", "1, 0; 0, 1")] {
      try (value + "\n").write(toFile: device + "/" + name, atomically: true, encoding: .utf8)
    }
    let result = try runTumble(
      ["record", root + "/take.csv", "--tilt", "iio"], environment: ["TUMBLE_SYSFS_ROOT": root])
    #expect(result.status == 65)
    #expect(
      result.error
        == "tumble record: \(device)/in_mount_matrix:1: not a mount matrix; expected nine numbers 'a, b, c; d, e, f; g, h, i'\n"
    )
    #expect(!FileManager.default.fileExists(atPath: root + "/take.csv"), "a recording was started")
  }

  @Test func recordKeepsAnExistingFileUnlessForcedAndExits73() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/take.csv"
    try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try runTumbleInATerminal(["record", path])
    #expect(result.status == 73)
    #expect(result.output.contains("take.csv: the file exists already; expected a new file name, or --force"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
  }

  /// A burst piped in at once is printed whole: every row, in order, none passed over.
  @Test func tiltFromStandardInputPrintsEveryRowOfABurst() throws {
    let rows = "t,pitch,roll\\n0,0.1,0.2\\n0.01,0.2,0.2\\n0.02,0.3,0.2\\n"
    let finished = try runProgram(["sh", "-c", "printf '\(rows)' | '\(tumbleBinary)' tilt - --seconds 2"])
    let printed = finished.output.split(separator: "\n").filter { $0.first?.isNumber == true }
    #expect(finished.status == 0)
    #expect(printed.map { $0.split(separator: ",")[1] } == ["0.1", "0.2", "0.3"], "\(finished.output)")
  }

  @Test func tiltFromStandardInputRefusesATerminal() throws {
    let result = try runTumbleInATerminal(["play", "--tilt", "-"])
    #expect(result.status == 64)
    #expect(result.output.contains("'--tilt -' reads tilt from standard input, which is a terminal"))
  }
}
