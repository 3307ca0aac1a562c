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
    "--stickers", "N", "render, stickers and crate: how many stickers", in: 1...20_000, default: 24)
  /// `--size WxH`.
  static let size = Option.size(
    "--size", "render, stickers and crate: the terminal", in: 20...1000, default: TerminalSize(80, 24))
  /// `--frames F`.
  static let frames = Option.int("--frames", "F", "render: how many frames", in: 1...1_000_000, default: 600)
  /// `--render MODE`.
  static let mode = Option<RenderMode>.choice("--render", "MODE", "render: how stickers are drawn", default: .blocks)

  /// `--via ENCODER`.
  static let via = Option<Via>.choice("--via", "ENCODER", "render: whose encoder sends the frames", default: .tumble)
  /// `--graphics MODE`.
  static let graphics = Option<GraphicsChoice>.choice(
    "--graphics", "MODE", "render: stickers in pixels, on cells of 10x20 pixels",
    default: GraphicsChoice.none)

  /// The options `bench render` takes.
  static let options = [stickers.spec, size.spec, frames.spec, mode.spec, via.spec, graphics.spec]

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
    guard let sink = ByteSink() else { throw UsageError(message: "no temporary file for counting bytes") }
    let screen = Screen()
    guard screen.startHeadless(terminalName: "xterm-256color", maximumDepth: .palette256, sink: sink) else {
      throw UsageError(message: "no terminfo entry for xterm-256color")
    }
    defer { screen.stop() }
    var mirror: CursesMirror?
    if arguments[via] == .ncurses {
      guard arguments[graphics] == .none else { throw UsageError(message: "--via ncurses draws text only") }
      mirror = CursesMirror(terminalName: "xterm-256color", width: size.width, height: size.height, sink: sink)
      if mirror == nil { throw UsageError(message: "no terminfo entry for xterm-256color") }
    }
    defer { mirror?.stop() }
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: size.width, height: size.height),
      stickerCount: arguments[stickers], seed: 1, stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    var settings = RenderSettings(mode: mode, colorDepth: screen.colorDepth)
    // sixel as xterm draws it: mode 1070 set (its default), so the pictures can share registers
    let pixels = PixelLayer(arguments[graphics] == .none ? nil : arguments[graphics], cell: (10, 20), sixelRegisters: 1)
    settings.drawsStickers = pixels == nil
    var run = Run(session: session, composer: FrameComposer(settings: settings), screen: screen, pixels: pixels)
    for _ in 0..<frames { run.frame(mirror: mirror, sink: sink) }
    let uploaded = run.pixels?.uploadedBytes ?? 0
    var fields = [
      "\"stickers\":\(arguments[stickers])", "\"size\":\"\(size.width)x\(size.height)\"", "\"frames\":\(frames)",
      "\"render\":\"\(pixels?.name ?? mode.rawValue)\"", "\"ms_per_frame\":\(milliseconds(run.tumble, frames))",
      "\"bytes_per_frame\":\((screen.bytesSent - uploaded) / frames)",
      "\"full_repaint_bytes\":\(run.repaint / frames)",
    ]
    // the floor counts text cells, and sixel pictures over them; kitty reports the pictures sent once instead
    let floored = pixels?.drawsSixel ?? true
    fields.append(floored ? "\"floor_bytes\":\(run.floor / frames)" : "\"upload_bytes\":\(uploaded)")
    if let mirror {
      if mirror.failures > 0 { throw UsageError(message: "ncurses refused \(mirror.failures) cells") }
      fields += [
        "\"ncurses_ms_per_frame\":\(milliseconds(run.ncurses, frames))",
        "\"ncurses_bytes_per_frame\":\(mirror.bytesSent / frames)",
      ]
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  /// The frames as they go: the session stepped, each frame drawn and measured, the sums.
  private struct Run {
    let session: Session
    let composer: FrameComposer
    let screen: Screen
    var pixels: PixelLayer?
    var previous: FrameBuffer?
    /// Seconds composing and drawing with Tumble's encoder, and with ncurses.
    var tumble = 0.0
    var ncurses = 0.0
    /// Bytes of a full repaint, and of the floor, summed.
    var repaint = 0
    var floor = 0

    /// Steps, composes and draws one frame (through `mirror` too, when given).
    mutating func frame(mirror: CursesMirror?, sink: ByteSink) {
      let session = session
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
      var start = RenderBench.threadSeconds()
      let frame = composer.frame(of: session, status: .init(clock: "60 fps"))
      let composing = RenderBench.threadSeconds() - start
      start = RenderBench.threadSeconds()
      screen.draw(frame)
      if let bytes = pixels?.update(for: session, settings: composer.settings) { screen.send(bytes) }
      tumble += composing + RenderBench.threadSeconds() - start
      sink.reset()
      if let mirror {
        start = RenderBench.threadSeconds()
        mirror.draw(frame)
        ncurses += composing + RenderBench.threadSeconds() - start
      }
      repaint += screen.repaintCost(of: frame)
      if var fresh = pixels {
        fresh.invalidate()
        let before = fresh.uploadedBytes
        repaint += fresh.update(for: session, settings: composer.settings).count - (fresh.uploadedBytes - before)
      }
      floor += ByteFloor.bytes(from: previous, to: frame, depth: screen.colorDepth)
      floor += pixels?.sixelFloorOfLastUpdate ?? 0
      previous = frame
    }
  }

  private static func milliseconds(_ seconds: Double, _ frames: Int) -> Double {
    (seconds * 1000 / Double(frames) * 10_000).rounded() / 10_000
  }

  /// The CPU time this thread has used, in seconds.
  fileprivate static func threadSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
