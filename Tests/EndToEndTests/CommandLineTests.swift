import Foundation
import TestSupport
import Testing

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
    (["snapshot", "--scene", "nope"], "option '--scene' wants stickers, gravity,"),
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

@Suite struct TraceCommandTests {
  @Test func traceGravityPrintsCSVThatFallsAs250TSquared() throws {
    let result = try runTumble(["trace", "--scene", "gravity", "--seconds", "0.5", "--every", "0.25"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "t,item,x,y,angle,vx,vy")
    #expect(lines.count == 4)
    let rows = lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    #expect(rows.allSatisfy { $0.count == 7 })
    let start = rows[0][3]
    for row in rows {
      #expect(abs(row[3] - (start + 250 * row[0] * row[0])) < 0.5, "row \(row)")
      #expect(abs(row[6] - 500 * row[0]) < 0.5)
    }
    #expect(result.error.isEmpty)
  }

  @Test func traceEventsInTheCollisionSceneStartWithTheBarrier() throws {
    let result = try runTumble(["trace", "--scene", "collision", "--seconds", "3", "--every", "1", "--events"])
    #expect(result.status == 0)
    let events = result.error.split(separator: "\n").map(String.init)
    #expect(events.first?.hasPrefix(#"{"t":0.683,"event":"began","item":0,"boundary":"barrier","point":["#) == true)
    #expect(events.contains(#"{"t":1.400,"event":"ended","item":0,"boundary":"barrier"}"#))
    for line in events {
      let data = Data(line.utf8)
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      #expect(object["t"] is Double && object["item"] is Int)
      #expect((object["event"] as? String == "began") == (object["point"] != nil))
    }
  }

  @Test func snapshotEventsGoToStderrAndTheFrameStaysTheSame() throws {
    let plain = try runTumble(["snapshot", "--scene", "collision", "--seconds", "2"])
    let withEvents = try runTumble(["snapshot", "--scene", "collision", "--seconds", "2", "--events"])
    #expect(plain.output == withEvents.output && plain.error.isEmpty)
    #expect(withEvents.error.hasPrefix(#"{"t":0.683,"event":"began","item":0,"boundary":"barrier""#))
  }

  @Test func scenesListsEverySeedScene() throws {
    let result = try runTumble(["scenes"])
    for name in ["stickers", "gravity", "collision", "attachment", "push", "snap", "item", "fields"] {
      #expect(result.output.contains("\n" + name + " ") || result.output.hasPrefix(name + " "), "\(name)")
    }
  }
}
