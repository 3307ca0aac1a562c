import Foundation
import Testing

/// Runs the built binary with `arguments`; returns its status, standard output and standard error.
func runTumble(
  _ arguments: [String], environment: [String: String] = [:]
) throws -> (
  status: Int32, output: String, error: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tumbleBinary)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
  )
}

@Suite struct CommandLineTests {
  @Test func snapshotPrintsTheSameFrameEveryRunWithItsHeader() throws {
    let arguments = ["snapshot", "--scene", "stickers", "--seed", "7", "--size", "80x24", "--seconds", "3"]
    let first = try runTumble(arguments)
    let second = try runTumble(arguments)
    #expect(first.status == 0)
    #expect(first.output == second.output)
    let lines = first.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "# tumble snapshot size=80x24 scene=stickers seed=7 time=3.000")
    #expect(lines[25] == "# colours")
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["snapshot", "--size", "80by24"], "option '--size' wants WIDTHxHEIGHT"),
    (["snapshot", "--seconds"], "option '--seconds' needs a value"),
    (["snapshot", "--scene", "nope"], "no scene named 'nope'"),
    (["play", "--stickers", "0"], "option '--stickers' wants a whole number from 1 to 2000"),
    (["fly"], "no subcommand 'fly'"),
    (["snapshot", "extra"], "unexpected argument 'extra'"),
  ])
  func badUsageSaysWhatIsWrongWithTheUsageAndExits64(arguments: [String], message: String) throws {
    let result = try runTumble(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "stderr: \(result.error)")
    #expect(result.error.contains("usage:"))
    #expect(result.output.isEmpty)
  }

  @Test func helpAndVersion() throws {
    let help = try runTumble(["--help"])
    #expect(help.status == 0 && help.output.contains("snapshot") && help.output.contains("play"))
    let subcommandHelp = try runTumble(["help", "snapshot"])
    #expect(subcommandHelp.status == 0 && subcommandHelp.output.contains("--seconds"))
    let version = try runTumble(["--version"])
    #expect(version.status == 0 && version.output.hasPrefix("tumble "))
  }

  @Test func aBrokenStickerSetIsReportedWithFileAndLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tumble-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "# set\nstar ★ 1 * #f5c5\n".write(
      to: folder.appendingPathComponent("stickers.txt"), atomically: true, encoding: .utf8)
    let result = try runTumble(["snapshot"], environment: ["TUMBLE_ASSETS": folder.path])
    #expect(result.status == 65)
    #expect(result.error.contains("stickers.txt:2: expected a colour like #f5c542, not '#f5c5'"))
  }

  @Test func playWithoutATerminalSaysSo() throws {
    let result = try runTumble(["play"])
    #expect(result.status == 64)
    #expect(result.error.contains("must be a terminal"))
  }
}
