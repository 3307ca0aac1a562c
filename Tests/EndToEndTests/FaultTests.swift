import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Writes that fail: a full disk, a full standard output, a closed pipe, a recording killed mid-write,
/// a file in the way. Each ends with one line naming the file and the reason, the right status, and
/// whole lines in what was written.
@Suite(.serialized) struct FaultTests {
  /// Runs `script` in bash; its status, standard output and error.
  static func shell(_ script: String) throws -> Finished {
    try runProgram(["bash", "-c", script])
  }

  /// Runs `tumble ARGUMENTS` with `stream` (1 or 2) on `/dev/full`, unless it is not the device (a
  /// redirection would then make a file of it): status 99.
  static func ontoFullDevice(_ arguments: String, stream: Int = 1) throws -> Finished {
    try shell("[ -c /dev/full ] || exit 99; \(tumbleBinary) \(arguments) \(stream)> /dev/full")
  }

  static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
  }

  @Test(arguments: [
    ("trace", "trace"), ("snapshot --seconds 1", "snapshot"), ("tilt \(tiltSample("sway.csv"))", "tilt"),
    ("replay \(tiltSample("shake.csv")) --headless", "replay"), ("bounce --from 0 --to 1 --duration 1", "bounce"),
    ("bench drop", "bench"), ("scenes", "scenes"),
  ])
  func aFullStandardOutputIsAnErrorNamingIt(arguments: String, name: String) throws {
    let result = try Self.ontoFullDevice(arguments)
    #expect(result.status == 74, "stderr: \(result.error)")
    #expect(result.error == "tumble \(name): standard output: No space left on device\n")
  }

  @Test func helpOntoAFullStandardOutputToo() throws {
    let result = try Self.ontoFullDevice("--help")
    #expect(result.status == 74)
    #expect(result.error == "tumble: standard output: No space left on device\n")
  }

  @Test func eventsOntoAFullStandardErrorEndTheTrace() throws {
    let result = try Self.ontoFullDevice("trace --events --seconds 3600", stream: 2)
    #expect(result.status == 74)
    #expect(result.output.hasPrefix("t,item,x,y,angle,vx,vy\n"))
    #expect(result.output.count < 100_000, "it stopped at the first failed write, not after an hour of trace")
  }

  /// `tumble trace | head -1`: the reader leaves, and Tumble ends quietly as SIGPIPE ends a program,
  /// whether SIGPIPE kills it or is ignored and the write fails with EPIPE.
  @Test(arguments: [false, true])
  func aClosedPipeEndsQuietly(ignoringSIGPIPE: Bool) throws {
    let trap = ignoringSIGPIPE ? "trap '' PIPE; " : ""
    let result = try Self.shell("\(trap)set -o pipefail; \(tumbleBinary) trace --seconds 600 | head -1")
    #expect(result.status == 128 + SIGPIPE)
    #expect(result.output == "t,item,x,y,angle,vx,vy\n")
    #expect(result.error.isEmpty, "stderr: \(result.error)")
  }

  /// Ctrl-\\ (SIGQUIT) during a command that runs without a terminal ends it as QUIT ends any
  /// program: status 131, no backtrace on stderr, whole lines in what it wrote.
  @Test(arguments: [
    "snapshot --seconds 3600 --stickers 2000", "trace --seconds 3600 --stickers 2000",
    "tilt /dev/stdin", "replay $DIR/day.csv --headless --stickers 2000", "bench ballpit --steps 1000000",
  ])
  func quitEndsACommandQuietly(arguments: String) throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "t,pitch,roll\n0,0,0\n3600,0.5,0\n".write(toFile: folder + "/day.csv", atomically: false, encoding: .utf8)
    let command = "\(tumbleBinary) \(arguments.replacingOccurrences(of: "$DIR", with: folder))"
    // The job runs under job control, where QUIT is not ignored; bash's own notice of it goes to /dev/null.
    let result = try Self.shell(
      "exec 3>&2 2> /dev/null; set -m; ulimit -c 0; cd \(folder); (printf 't,pitch,roll\\n0,0,0\\n'; sleep 20) | \(command) > out 2> err & "
        + "sleep 1; kill -QUIT %1; wait %1; echo $?; cat err >&3; cat out")
    #expect(Self.firstLine(result.output) == "131", "stderr: \(result.error.prefix(300))")
    #expect(result.error.isEmpty, "stderr: \(result.error.prefix(300))")
    #expect(result.output.hasSuffix("\n"))
  }

  @Test(.enabled(if: SmallDisk.canMount)) func aHeadlessCastOntoAFullDiskKeepsItsWholeLines() throws {
    let disk = try SmallDisk(kilobytes: 16)
    defer { disk.unmount() }
    let path = disk.path + "/run.cast"
    let result = try runTumble(["snapshot", "--seconds", "30", "--cast", path])
    #expect(result.status == 74)
    #expect(Self.firstLine(result.error) == "tumble snapshot: \(path): No space left on device")
    #expect(result.output.isEmpty, "no frame printed after the failure")
    try expectValidCast(path)
  }

  /// `record` and `play --cast` in a terminal, writing onto a full disk: one line, exit 74, the
  /// terminal as it was, and a file of whole lines.
  @Test(.enabled(if: SmallDisk.canMount), arguments: ["record", "play --cast"])
  func aSessionWritingOntoAFullDiskStopsWithTheTerminalRestored(command: String) throws {
    let disk = try SmallDisk(kilobytes: 8)
    defer { disk.unmount() }
    let path = disk.path + (command == "record" ? "/take.csv" : "/play.cast")
    let before = NSTemporaryDirectory() + "tumble-stty-\(UUID().uuidString)"
    defer { unlink(before) }
    let tmux = try Tmux(
      command:
        "stty -a > \(before); \(tumbleBinary) \(command) \(path); echo exit=$?; stty -a | cmp - \(before) && echo same",
      width: 200, height: 24)
    defer { tmux.kill() }
    let lines = try tmux.waitFor(seconds: 30) { $0.contains { $0.hasPrefix("exit=") } }
    let name = command.prefix { $0 != " " }
    let said = lines.first { $0.hasPrefix("tumble \(name):") }?.trimmed
    #expect(said == "tumble \(name): \(path): No space left on device", "\(lines.joined(separator: "\n"))")
    #expect(lines.contains("exit=74"))
    #expect(try tmux.waitFor(seconds: 5) { $0.contains("same") }.contains("same"), "the terminal was not restored")
    try command == "record" ? expectWholeSamples(path) : expectValidCast(path)
  }

  @Test func aRecordingKilledMidWriteReplays() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/killed.csv"
    let tmux = try Tmux(command: "\(tumbleBinary) record \(path)", width: 80, height: 24)
    defer { tmux.kill() }
    let shell = try #require(Int32(try Tmux.run(["display-message", "-p", "-t", tmux.name, "#{pane_pid}"]).trimmed))
    var tumble: Int32?
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline, tumble == nil || (try? String(contentsOfFile: path, encoding: .utf8))?.count ?? 0 < 4000 {
      tumble = tumble ?? Self.child(of: shell)
      Thread.sleep(forTimeInterval: 0.05)
    }
    let pid = try #require(tumble, "record did not start")
    #expect(kill(pid, SIGKILL) == 0)
    while kill(pid, 0) == 0 { Thread.sleep(forTimeInterval: 0.02) }
    try expectWholeSamples(path)
  }

  @Test func recordKeepsAnExistingFile() throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/keep.csv"
    try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try runTumbleInATerminal(["record", path])
    #expect(result.status == 73)
    #expect(Self.firstLine(result.output).hasPrefix("tumble record: \(path): "), "\(result.output)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
  }

  /// `--cast` onto the recording being replayed, however it is spelled and even with `--force`:
  /// refused with 73 before anything is written, the recording unchanged.
  @Test(arguments: [
    "take.csv", "./take.csv", "$DIR/take.csv", "$DIR//take.csv", "$DIR/sub/../take.csv", "link.csv", "hard.csv",
  ])
  func aCastOntoItsOwnInputIsRefused(spelling: String) throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: tiltSample("shake.csv"), toPath: folder + "/take.csv")
    try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.csv", withDestinationPath: "take.csv")
    try FileManager.default.linkItem(atPath: folder + "/take.csv", toPath: folder + "/hard.csv")
    let before = try Data(contentsOf: URL(fileURLWithPath: folder + "/take.csv"))
    let cast = spelling.replacingOccurrences(of: "$DIR", with: folder)
    for force in ["", " --force"] {
      let result = try Self.shell("cd \(folder) && \(tumbleBinary) replay take.csv --headless --cast \(cast)\(force)")
      #expect(result.status == 73, "stderr: \(result.error)")
      #expect(Self.firstLine(result.error).hasPrefix("tumble replay: \(cast): it is the file this run reads"))
      #expect(result.output.isEmpty)
      #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/take.csv")) == before)
    }
  }

  /// `record FILE --tilt - < FILE`: the recording read on standard input is never written over.
  @Test(arguments: ["", " --force"])
  func recordOntoItsOwnStandardInputIsRefused(force: String) throws {
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/take.csv"
    try FileManager.default.copyItem(atPath: tiltSample("shake.csv"), toPath: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let result = try runProgram([
      "script", "-qec", "\(tumbleBinary) record \(path) --tilt -\(force) < \(path)", "/dev/null",
    ])
    #expect(result.status == 73, "\(result.output)")
    #expect(
      Self.firstLine(result.output).hasPrefix("tumble record: \(path): it is the file this run reads ('/dev/stdin')"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// Expects the cast at `path` to be whole lines of JSON, its header and at least one frame.
  private func expectValidCast(_ path: String) throws {
    let cast = try String(contentsOfFile: path, encoding: .utf8)
    #expect(cast.hasSuffix("\n"), "a torn last line: \(cast.suffix(40))")
    let lines = cast.split(separator: "\n")
    #expect(lines.count >= 2, "the header and the first frame are kept")
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line.prefix(80))")
    }
    #expect(lines.first?.hasPrefix("{\"version\": 2,") == true)
  }

  /// Expects the recording at `path` to hold whole lines of seven cells after its header, and to replay.
  private func expectWholeSamples(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasSuffix("\n"), "a torn last line: \(text.suffix(40))")
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst()
    #expect(rows.count > 10)
    #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 7 })
    let replayed = try runTumble(["replay", path, "--headless"])
    #expect(replayed.status == 0, "stderr: \(replayed.error)")
    #expect(replayed.error.isEmpty)
  }

  /// The first child process of `pid`, if it has one.
  /// The shell's child running tumble: under load the shell's `clear` may still be its child
  /// when the test first looks, and killing that one would prove nothing.
  private static func child(of pid: Int32) -> Int32? {
    let children = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
    return children?.split(separator: " ").compactMap { Int32($0) }.first { child in
      (try? String(contentsOfFile: "/proc/\(child)/comm", encoding: .utf8))?.hasPrefix("tumble") == true
    }
  }
}

/// A small tmpfs mounted on a new scratch folder, to fill up (mounting needs root).
struct SmallDisk {
  /// The folder it is mounted on.
  let path: String

  /// Whether a tmpfs can be mounted here.
  static let canMount: Bool = {
    guard geteuid() == 0, let disk = try? SmallDisk(kilobytes: 4) else { return false }
    disk.unmount()
    return true
  }()

  /// Mounts a tmpfs of `kilobytes` (whole pages) on a new folder.
  init(kilobytes: Int) throws {
    path = try makeScratchFolder()
    let mounted = try runProgram(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
    guard mounted.status == 0 else {
      rmdir(path)
      throw MountError(message: mounted.error)
    }
  }

  /// Unmounts it and removes the folder.
  func unmount() {
    _ = try? runProgram(["umount", "--lazy", path])  // lazily: a process killed with the test may still hold a file
    rmdir(path)
  }
}

/// `mount` refused.
struct MountError: Error {
  /// What it said.
  let message: String
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
