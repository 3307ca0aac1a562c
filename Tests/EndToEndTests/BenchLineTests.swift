import Bench
import Foundation
import TestSupport
import Testing

/// `tumble bench` lines read as JSON: the peak memory on every one, the ballpit through the Dynamics layer,
/// the sticker scene's step. (Benches measure; these check what the lines say, not how fast.)
@Suite struct BenchLineTests {
  /// The one JSON object `tumble bench arguments` prints.
  static func bench(_ arguments: [String]) throws -> [String: Any] {
    let result = try runTumble(["bench"] + arguments)
    try #require(result.status == 0, "\(result.error)")
    #expect(result.output.hasSuffix("}\n") && result.output.filter { $0 == "\n" }.count == 1)
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test(arguments: [
    ["ballpit", "--balls", "50", "--steps", "10"], ["drop"], ["headon"], ["bullet"],
    ["determinism", "--balls", "50", "--steps", "10"], ["stickers", "--stickers", "30", "--steps", "10"],
    ["render", "--frames", "5"],
  ])
  func everyLineEndsWithThePeakMemory(arguments: [String]) throws {
    let result = try runTumble(["bench"] + arguments)
    try #require(result.status == 0, "\(result.error)")
    let match = try #require(result.output.firstMatch(of: /,"rss_kb":([0-9]+)\}\n$/), "\(result.output)")
    // a Swift program with Foundation loaded has megabytes resident; a bench of this size stays far below a GB
    let kilobytes = try #require(Int(match.1))
    #expect(kilobytes > 5_000 && kilobytes < 1_000_000)
  }

  /// A result line's numbers as `%.4f` and `%d` write them (the line is written byte by byte, not by
  /// Foundation), and the peak memory added as the last key of any line.
  @Test func aResultLineWritesItsNumbersAsPrintfDoes() {
    let values = [0, 0.02134, 0.1, 1.5, 12.345678, 1234.56789, 0.00004, -2.25, 9.99996]
    var line = ResultLine()
    line.add("engine", text: "tumble")
    line.add("balls", 1000)
    line.add("zero", 0)
    line.add("negative", -42)
    for value in values { line.add("x", value, places: 4) }
    let expected =
      "{\"engine\":\"tumble\",\"balls\":1000,\"zero\":0,\"negative\":-42,"
      + values.map { "\"x\":" + String(format: "%.4f", $0) }.joined(separator: ",") + "}"
    #expect(line.text == expected)
    #expect(line.text.contains("\"x\":0.0213,\"x\":0.1000,") && line.text.contains("\"x\":0.0000,\"x\":-2.2500"))
    // where printf writes -0.0000, a value that rounds to zero is written without its sign
    var tiny = ResultLine()
    tiny.add("x", -0.00004, places: 4)
    #expect(tiny.text == "{\"x\":0.0000}")
    var continued = ResultLine(continuing: "{\"scene\":\"drop\"}")
    continued.add("rss_kb", 21_456)
    #expect(continued.text == "{\"scene\":\"drop\",\"rss_kb\":21456}")
    var empty = ResultLine(continuing: "{}")
    empty.add("rss_kb", 7)
    #expect(empty.text == "{\"rss_kb\":7}")
  }

  /// The hash CONTRIBUTING.md tells a contributor to expect is the one the engine gives (a change
  /// to the engine's results must say so there).
  @Test func theDeterminismHashIsTheOneContributingStates() throws {
    let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let stated = try #require(guide.firstMatch(of: /bench determinism +# the hash: ([0-9a-f]{16})/)).1
    let object = try Self.bench(["determinism"])
    #expect(object["hash"] as? String == String(stated))
  }

  @Test func theBallpitThroughDynamicsKeepsItsBallsInTheBoxAsTheEngineDoes() throws {
    let object = try Self.bench(["ballpit", "--balls", "400", "--steps", "300", "--through", "dynamics"])
    #expect(object["through"] as? String == "dynamics")
    #expect(object["balls"] as? Int == 400 && object["steps"] as? Int == 300)
    #expect(object["escaped"] as? Int == 0)
    // the same balls under the same gravity: they pile up without sinking into each other, as the raw pit's do
    let overlap = try #require(object["max_overlap"] as? Double)
    let raw = try #require(try Self.bench(["ballpit", "--balls", "400", "--steps", "300"])["max_overlap"] as? Double)
    #expect(overlap < 0.2 && raw < 0.2, "through dynamics \(overlap), raw \(raw)")
    #expect(try #require(object["engine_ms_per_step"] as? Double) > 0)
    #expect(try #require(object["ratio"] as? Double) > 0)
  }

  @Test func theStickerStepLineSaysWhatRan() throws {
    let object = try Self.bench(["stickers", "--stickers", "200", "--size", "100x40", "--steps", "30"])
    #expect(object["scene"] as? String == "stickers")
    #expect(object["stickers"] as? Int == 200 && object["size"] as? String == "100x40" && object["steps"] as? Int == 30)
    #expect(try #require(object["ms_per_step"] as? Double) > 0)
    // the pit of as many balls, stepped beside it
    #expect(try #require(object["pit_ms_per_step"] as? Double) > 0)
    #expect(try #require(object["ratio"] as? Double) > 0)
  }
}
