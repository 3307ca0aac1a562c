import Foundation
import Motion
import TestSupport
import Testing

@testable import TumbleCommandLine

/// What `--force` allows: the refusals themselves are rows of `BadInputTableTests`.
@Suite struct OutputPathTests {
  @Test func forceReplacesAnExistingCastAndADeviceNeedsNoForce() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/old.cast"
    try "keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
    let forced = try runTumble(["snapshot", "--seconds", "0.5", "--cast", path, "--force"])
    #expect(forced.status == 0, "stderr: \(forced.error)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\"version\": 2"))
    let device = try runTumble(["snapshot", "--seconds", "0.5", "--cast", "/dev/null"])
    #expect(device.status == 0, "stderr: \(device.error)")
  }

  /// A file that appears between the check and the open (another program's, made in between) is
  /// kept: the cast is created exclusively unless `--force` was given.
  @Test func aCastNeverReplacesAFileThatAppearedAfterTheCheck() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/race.cast"
    try OutputPath.checkWritable(path, force: false, inputs: [])
    try "someone else's\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(throws: WriteError(file: path, code: EEXIST, creating: true)) { try CastFile(path: path, force: false) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's\n")
    try CastFile(path: "/dev/null", force: false).close()
  }

  @Test func aNewFileInAnExistingFolderMayBeWrittenWhateverTheInputs() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "t,pitch,roll\n0,0,0\n".write(toFile: folder + "/take.csv", atomically: false, encoding: .utf8)
    try OutputPath.checkWritable(folder + "/new.cast", force: false, inputs: [folder + "/take.csv", folder])
    try OutputPath.checkWritable("new-\(UUID().uuidString).cast", force: false, inputs: [])
    #expect(throws: OutputPathError.self) {
      try OutputPath.checkWritable(folder + "/take.csv", force: true, inputs: [folder])
    }
  }
}
