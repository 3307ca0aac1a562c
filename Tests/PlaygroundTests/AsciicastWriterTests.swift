import Canvas
import Foundation
import Testing

@testable import Playground

/// The asciicast writer's output, parsed back as `asciinema play` reads it.
@Suite struct AsciicastWriterTests {
  /// The header and the events of a cast.
  static func parse(_ text: String) throws -> (header: [String: Any], events: [[Any]]) {
    let lines = text.split(separator: "\n").map { Data($0.utf8) }
    let header = try #require(try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
    let events = try lines.dropFirst().map { line in
      try #require(try JSONSerialization.jsonObject(with: line) as? [Any])
    }
    return (header, events)
  }

  static func headlessCast() -> String {
    let session = makeSession(width: 60, height: 20, seed: 3)
    var text = ""
    HeadlessCast.record(session, seconds: 4, framesPerSecond: 30, settings: RenderSettings(), write: { text += $0 }) {
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
    }
    return text
  }

  @Test func aHeadlessCastIsValidJSONLinesWithTimesIncreasingAndItsSize() throws {
    let cast = try Self.parse(Self.headlessCast())
    #expect(cast.header["version"] as? Int == 2)
    #expect(cast.header["width"] as? Int == 60)
    #expect(cast.header["height"] as? Int == 20)
    let times = cast.events.compactMap { $0.first as? Double }
    #expect(times.count == cast.events.count)
    #expect(times.count > 60, "a frame every 1/30 s while things move")
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
    #expect((times.last ?? 0) <= 4.001, "the last frame at 4 s, then the cursor shown a millisecond on")
    #expect(cast.events.allSatisfy { $0.count == 3 && $0[1] as? String == "o" && $0[2] is String })
    let first = try #require(cast.events.first?[2] as? String)
    #expect(first.hasPrefix("\u{1B}[?25l"), "the cursor is hidden as in the playground")
    #expect(first.contains("╭"), "the first frame paints the box")
    let last = try #require(cast.events.last?[2] as? String)
    #expect(last.hasSuffix("\u{1B}[?25h"), "the cast ends with the cursor shown again")
  }

  @Test func headlessCastsAreDeterministic() {
    #expect(Self.headlessCast() == Self.headlessCast())
  }

  @Test func aResizeIsAnREventFollowedByAWholeFrame() throws {
    var writer = AsciicastWriter(width: 20, height: 8, colorDepth: .truecolor)
    var text = writer.header
    text += writer.record(FrameBuffer(width: 20, height: 8), at: 0)
    var larger = FrameBuffer(width: 30, height: 10)
    larger.write("hi", column: 0, row: 0)
    text += writer.record(larger, at: 0.5)
    text += writer.record(larger, at: 0.6)
    let events = try Self.parse(text).events
    #expect(events.count == 3)
    #expect(events[1][1] as? String == "r")
    #expect(events[1][2] as? String == "30x10")
    #expect((events[2][2] as? String)?.contains("\u{1B}[2J") == true)
  }

  @Test func controlCharactersQuotesAndUnicodeSurviveTheRoundTrip() throws {
    let bytes = Array("\u{1B}[1m\"a\\b\"\n★🍒".utf8)
    let literal = AsciicastWriter.jsonString(bytes)
    let decoded = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed) as? String
    #expect(decoded == String(decoding: bytes, as: UTF8.self))
  }
}
