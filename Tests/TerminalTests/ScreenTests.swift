import Canvas
import Glibc
import Testing

@testable import Terminal

/// `Screen` drawing headlessly into a byte sink: each frame goes on from where the last one left the cursor and the
/// pen, until something else writes. One ncurses screen at a time, so one test at a time.
@Suite(.serialized) struct ScreenTests {
  /// A frame with a red disc's worth of cells at `column` on the middle row, the rest blank.
  static func frame(stickerAt column: Int) -> FrameBuffer {
    var frame = FrameBuffer(width: 20, height: 5)
    frame[column, 2] = Cell("█", foreground: RGB(224, 36, 94))
    frame[column + 1, 2] = Cell("▌", foreground: RGB(224, 36, 94), background: RGB(42, 157, 143))
    return frame
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// Whether `bytes` set the pen from the default (`CSI m`) and place the cursor by its address (`CSI row;col H`).
  static func startsAfresh(_ bytes: [UInt8]) -> Bool {
    let text = text(bytes)
    // a reset: `CSI m`, or an SGR whose first parameter is empty
    return (text.contains("\u{1B}[m") || text.contains("\u{1B}[;")) && text.contains(/\x{1B}\[[0-9]+;[0-9]+H/)
  }

  static func started() throws -> (Screen, ByteSink) {
    let sink = try #require(ByteSink())
    let screen = Screen()
    #expect(screen.startHeadless(terminalName: "xterm-256color", maximumDepth: .palette256, sink: sink))
    return (screen, sink)
  }

  @Test func aFrameGoesOnFromWhereTheLastLeftTheCursorAndThePen() throws {
    let (screen, _) = try Self.started()
    defer { screen.stop() }
    #expect(Self.text(screen.draw(Self.frame(stickerAt: 3))).contains("\u{1B}[2J"))
    let next = screen.draw(Self.frame(stickerAt: 4))
    #expect(!next.isEmpty)
    #expect(!Self.text(next).contains("\u{1B}[m"), "no reset at either end")
    #expect(!Self.text(next).contains(/\x{1B}\[[0-9]+;[0-9]+H/), "a move from the last frame's end, not an address")
  }

  @Test func picturesMakeTheNextFramePlaceTheCursorAndSetThePenAnew() throws {
    let (screen, _) = try Self.started()
    defer { screen.stop() }
    screen.draw(Self.frame(stickerAt: 3))
    screen.draw(Self.frame(stickerAt: 4))
    // a kitty placement: the cursor moved, maybe the pen too
    screen.send(Array("\u{1B}[9;9H\u{1B}_Ga=p,i=1\u{1B}\\".utf8))
    #expect(Self.startsAfresh(screen.draw(Self.frame(stickerAt: 6))))
  }

  @Test func aRedrawClearsAndSetsThePenAnew() throws {
    let (screen, _) = try Self.started()
    defer { screen.stop() }
    screen.draw(Self.frame(stickerAt: 3))
    screen.invalidate()
    let text = Self.text(screen.draw(Self.frame(stickerAt: 3)))
    #expect(text.hasPrefix("\u{1B}[?2026h\u{1B}[m\u{1B}[H\u{1B}[2J"))
  }

  @Test func stoppingSetsTheDefaultPenAgain() throws {
    let (screen, sink) = try Self.started()
    screen.draw(Self.frame(stickerAt: 3))
    let drawn = sink.reset()
    #expect(drawn > 0)
    screen.stop()
    var after = [UInt8](repeating: 0, count: 16)
    let count = pread(sink.descriptor, &after, after.count, 0)
    #expect(count >= 3 && Array(after.prefix(3)) == Array("\u{1B}[m".utf8), "the sticker's colours end with the frame")
  }
}
