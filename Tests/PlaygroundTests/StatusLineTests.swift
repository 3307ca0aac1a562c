import Canvas
import Foundation
import Testing

@testable import Playground

@Suite("The status line")
struct StatusLineTests {
  static func statusLine(width: Int, mode: RenderMode = .auto, paused: Bool = false) -> String {
    let session = makeSession(width: width, height: 24, seed: 7)
    session.isPaused = paused
    let frame = FrameComposer(settings: RenderSettings(mode: mode)).frame(of: session, status: .init(clock: "60 fps"))
    return (0..<width).map { frame[$0, 23].glyph.text }.joined()
  }

  @Test("auto says what it chose")
  func autoSaysWhatItChose() {
    #expect(Self.statusLine(width: 120).contains("· auto: blocks ·"))
    #expect(Self.statusLine(width: 120, mode: .octants).contains("· octants ·"))
  }

  @Test("at every width no word is cut: fields are dropped whole, the least needed first", arguments: 20...120)
  func neverCutsAWord(width: Int) {
    let line = Self.statusLine(width: width).trimmingCharacters(in: .whitespaces)
    let whole = ["stickers", "24 stickers", "gravity ↓ 90°", "60 fps", "auto: blocks", "? help  q quit"]
    for field in line.components(separatedBy: " · ") {
      // whole, or whole words of one and `…`
      let words = field.hasSuffix("…") ? String(field.dropLast()) : field
      let fits = whole.contains(field) || (field.hasSuffix("…") && whole.contains { $0.hasPrefix(words + " ") })
      #expect(fits, "'\(field)' at width \(width)")
    }
    #expect(line.count <= width - 1)
    #expect(line.hasPrefix("stickers"))
  }

  @Test("a paused session says so on the status line")
  func pauseMarker() {
    #expect(Self.statusLine(width: 100, paused: true).contains("‖ paused"))
  }
}
