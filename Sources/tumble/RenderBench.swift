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
  /// `--stickers N`.
  static let stickers = Option.int(
    "--stickers", "N", "render and crate: how many stickers", in: 1...20_000, default: 24)
  /// `--size WxH`.
  static let size = Option.size(
    "--size", "render and crate: the terminal", in: 20...1000, default: TerminalSize(80, 24))
  /// `--frames F`.
  static let frames = Option.int("--frames", "F", "render: how many frames", in: 1...1_000_000, default: 600)
  /// `--render MODE`.
  static let mode = Option<RenderMode>.choice("--render", "MODE", "render: how stickers are drawn", default: .blocks)

  /// The options `bench render` takes.
  static let options = [stickers.spec, size.spec, frames.spec, mode.spec]

  /// Runs the bench and returns its JSON line.
  static func report(_ arguments: ParsedArguments) throws -> String {
    let stickers = arguments[Self.stickers]
    let size = arguments[Self.size]
    let frames = arguments[Self.frames]
    let mode = arguments[Self.mode]
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
