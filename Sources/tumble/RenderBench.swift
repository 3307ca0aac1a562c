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
  static let stickers = Option.int("--stickers", "N", "render: how many stickers", in: 1...20_000, default: 24)
  /// `--size WxH`.
  static let size = Option.size("--size", "render: the terminal", in: 20...1000, default: TerminalSize(80, 24))
  /// `--frames F`.
  static let frames = Option.int("--frames", "F", "render: how many frames", in: 1...1_000_000, default: 600)
  /// `--render MODE`.
  static let mode = Option<RenderMode>.choice("--render", "MODE", "render: how stickers are drawn", default: .blocks)

  /// `--via ENCODER`.
  static let via = Option<Via>.choice("--via", "ENCODER", "render: whose encoder sends the frames", default: .tumble)

  /// The options `bench render` takes.
  static let options = [stickers.spec, size.spec, frames.spec, mode.spec, via.spec]

  /// Whose encoder the bench measures.
  enum Via: String, CaseIterable {
    /// Tumble's own (`Screen`).
    case tumble
    /// ncurses' optimiser (`CursesMirror`), beside Tumble's.
    case ncurses
  }

  /// Runs the bench and returns its JSON line.
  static func report(_ arguments: ParsedArguments) throws -> String {
    let size = arguments[Self.size]
    let frames = arguments[Self.frames]
    let mode = arguments[Self.mode]
    guard let sink = ByteSink() else { throw UsageError(message: "no in-memory file for counting bytes") }
    let screen = Screen()
    guard screen.startHeadless(terminalName: "xterm-256color", maximumDepth: .palette256, sink: sink) else {
      throw UsageError(message: "no terminfo entry for xterm-256color")
    }
    defer { screen.stop() }
    var mirror: CursesMirror?
    if arguments[via] == .ncurses {
      mirror = CursesMirror(terminalName: "xterm-256color", sink: sink)
      if mirror == nil { throw UsageError(message: "no terminfo entry for xterm-256color") }
    }
    defer { mirror?.stop() }
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: size.width, height: size.height),
      stickerCount: arguments[stickers], seed: 1, stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let composer = FrameComposer(settings: RenderSettings(mode: mode, colorDepth: screen.colorDepth))
    var totals = Totals()
    var previous: FrameBuffer?
    for _ in 0..<frames {
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
      var start = threadSeconds()
      let frame = composer.frame(of: session, status: .init(clock: "60 fps"))
      let composing = threadSeconds() - start
      start = threadSeconds()
      screen.draw(frame)
      totals.tumble += composing + threadSeconds() - start
      sink.reset()
      if let mirror {
        start = threadSeconds()
        mirror.draw(frame)
        totals.ncurses += composing + threadSeconds() - start
      }
      totals.repaint += screen.repaintCost(of: frame)
      totals.floor += ByteFloor.bytes(from: previous, to: frame, depth: screen.colorDepth)
      previous = frame
    }
    var fields = [
      "\"stickers\":\(arguments[stickers])", "\"size\":\"\(size.width)x\(size.height)\"", "\"frames\":\(frames)",
      "\"render\":\"\(mode.rawValue)\"", "\"ms_per_frame\":\(milliseconds(totals.tumble, frames))",
      "\"bytes_per_frame\":\(screen.bytesSent / frames)", "\"full_repaint_bytes\":\(totals.repaint / frames)",
      "\"floor_bytes\":\(totals.floor / frames)",
    ]
    if let mirror {
      fields += [
        "\"ncurses_ms_per_frame\":\(milliseconds(totals.ncurses, frames))",
        "\"ncurses_bytes_per_frame\":\(mirror.bytesSent / frames)",
      ]
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// Seconds of drawing and bytes summed over the frames.
  private struct Totals {
    var tumble = 0.0
    var ncurses = 0.0
    var repaint = 0
    var floor = 0
  }

  private static func milliseconds(_ seconds: Double, _ frames: Int) -> Double {
    (seconds * 1000 / Double(frames) * 10_000).rounded() / 10_000
  }

  /// The CPU time this thread has used, in seconds.
  private static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
