import Canvas
import Foundation
import Playground
import Terminal

/// `tumble bench render`: the sticker scene drawn headlessly through the real terminal layer, timed and counted.
///
/// Each frame takes one fixed step (gravity sways after three seconds, as in
/// `--sway`, so the pile keeps tumbling), then is composed (rasterised) and
/// drawn by `Screen` (diffed, encoded, written) into ncurses started with
/// `newterm` for `xterm-256color` on /dev/null, which counts the bytes.
/// Only composing and drawing are timed, in this thread's CPU time (the
/// machine may be shared; waiting for the CPU is not drawing).
enum RenderBench {
  /// The options `bench render` takes.
  static let options: [OptionSpec] = [
    .value("--stickers", "render: how many stickers (default 24)"),
    .value("--size", "render: the terminal, WIDTHxHEIGHT (default 80x24)"),
    .value("--frames", "render: how many frames (default 600)"),
    .value("--render", "render: auto, glyph, blocks or braille (default blocks)"),
  ]

  /// Runs the bench and returns its JSON line.
  static func report(_ arguments: ParsedArguments) throws -> String {
    let stickers = try arguments.int("--stickers", default: 24, in: 1...20_000)
    let size = try arguments.size("--size", default: (80, 24), in: 20...1000)
    let frames = try arguments.int("--frames", default: 600, in: 1...1_000_000)
    let modeName = arguments.string("--render", default: "blocks")
    guard let mode = RenderMode(rawValue: modeName) else {
      throw UsageError(message: "option '--render' wants auto, glyph, blocks or braille, not '\(modeName)'")
    }
    let screen = Screen()
    guard screen.startHeadless(terminalName: "xterm-256color", maximumDepth: .palette256) else {
      throw UsageError(message: "no terminfo entry for xterm-256color")
    }
    defer { screen.stop() }
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: size.width, height: size.height), stickerCount: stickers,
      seed: 1, stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let composer = FrameComposer(settings: RenderSettings(mode: mode, colorDepth: screen.colorDepth))
    var drawing = 0.0
    var repaintBytes = 0
    for _ in 0..<frames {
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
      let start = threadSeconds()
      let frame = composer.frame(of: session, status: .init(clock: "60 fps"))
      screen.draw(frame)
      drawing += threadSeconds() - start
      repaintBytes += screen.repaintCost(of: frame)
    }
    let milliseconds = (drawing * 1000 / Double(frames) * 10_000).rounded() / 10_000
    return "{\"stickers\":\(stickers),\"size\":\"\(size.width)x\(size.height)\",\"frames\":\(frames),"
      + "\"render\":\"\(mode.rawValue)\",\"ms_per_frame\":\(milliseconds),"
      + "\"bytes_per_frame\":\(screen.bytesSent / frames),\"full_repaint_bytes\":\(repaintBytes / frames)}"
  }

  /// The CPU time this thread has used, in seconds.
  private static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
