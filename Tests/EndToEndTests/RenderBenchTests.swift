import Foundation
import TestSupport
import Testing

/// `tumble bench render` beside ncurses and in the pixel modes, read as JSON.
@Suite struct RenderBenchTests {
  static func bench(_ arguments: [String], frames: Int = 90) throws -> [String: Any] {
    let result = try runTumble(["bench", "render", "--frames", String(frames)] + arguments)
    try #require(result.status == 0, "\(result.error)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test(arguments: ["glyph", "blocks", "braille"])
  func viaNcursesSendsTheSameFramesAndNeitherGoesBelowTheFloor(mode: String) throws {
    let object = try Self.bench(["--render", mode, "--via", "ncurses"])
    let ours = try #require(object["bytes_per_frame"] as? Int)
    let theirs = try #require(object["ncurses_bytes_per_frame"] as? Int)
    let floor = try #require(object["floor_bytes"] as? Int)
    let repaint = try #require(object["full_repaint_bytes"] as? Int)
    #expect(try #require(object["ncurses_ms_per_frame"] as? Double) > 0)
    // a floor above what either encoder sent would not be a lower bound
    #expect(floor > 0 && floor <= ours && floor <= theirs)
    #expect(ours <= theirs, "Tumble's encoder sent more than ncurses: \(ours) > \(theirs)")
    #expect(ours < repaint)
  }

  @Test func kittyPlacementsCostAFewHundredBytesAFrame() throws {
    let object = try Self.bench(["--graphics", "kitty"], frames: 300)
    #expect(object["render"] as? String == "kitty 10x20")
    let bytes = try #require(object["bytes_per_frame"] as? Int)
    #expect(bytes > 0 && bytes < 1000)
    #expect(try #require(object["upload_bytes"] as? Int) > 24 * 1000)
  }

  @Test func sixelFramesSendLessThanAWholeBox() throws {
    let object = try Self.bench(["--graphics", "sixel"], frames: 30)
    #expect(object["render"] as? String == "sixel 10x20")
    let bytes = try #require(object["bytes_per_frame"] as? Int)
    let full = try #require(object["full_repaint_bytes"] as? Int)
    #expect(bytes > 0 && bytes < full)
    // the floor of the pictures and the text under them: above nothing, and not above what was sent
    let floor = try #require(object["floor_bytes"] as? Int)
    #expect(floor > 0 && floor <= bytes)
  }

  @Test func ncursesDrawsTextOnly() throws {
    let result = try runTumble(["bench", "render", "--via", "ncurses", "--graphics", "kitty"])
    #expect(result.status == 64)
    #expect(result.error.contains("--via ncurses draws text only"))
  }
}
