import Canvas
import Foundation
import Motion
import Playground
import Terminal

/// `tumble play`: the interactive playground (the default subcommand).
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "play a scene in the terminal (the default)"
  static let usage = """
    usage: tumble [play] [--scene NAME] [--stickers N] [--seed S] [--tilt SOURCE [--tilt-token T]]
                  [--tilt-map M] [--render MODE] [--cell-aspect A] [--color WHEN] [--graphics MODE]
                  [--sticker-look LOOK] [--stickers-from DIR] [--cast FILE [--force]] [--threads N]

    Plays the scene in the terminal. Keys: ←/→ turn gravity, ↑ straight down,
    space kicks every sticker, r restarts, p pauses, m cycles the render mode,
    Ctrl-L repaints, ? shows help, q or Esc quits. On a truecolor terminal the
    stickers are pictures; --stickers-from plays a folder of PNG and JPEG
    files. With --tilt, gravity follows a phone's own
    app (sensorlogger: its HTTP Push, to the URL and QR code the box shows;
    phyphox:HOST: its remote access), Tumble's tilt CSV piped in (-) or a
    Linux accelerometer (iio); the arrow keys then turn it further. --cast
    records what you see as an asciicast; an existing FILE is kept unless
    --force is given.
    """
  static let options =
    SceneOptions.specs + TiltOptions.specs + RenderOptions.specs + [
      GraphicsChoice.option.spec,
      HeadlessCastOptions.cast.spec, OutputPath.force.spec, ThreadOptions.threads.spec,
    ]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let tilt = TiltOptions(arguments)
    ThreadOptions.apply(arguments)
    let castPath = try HeadlessCastOptions.checkedPath(arguments, inputs: tilt.inputs)
    let options = try SceneOptions(arguments)
    let render = try RenderOptions(arguments)
    let source = try tilt.openSource()
    let terminal = try requireTerminal()
    let loop = PlayLoop(
      session: options.session(in: render.layout(width: 80, height: 24)),
      driver: TiltDriver(source: source, mapping: tilt.mapping))
    loop.render = render
    loop.graphics = arguments[GraphicsChoice.option]
    loop.cast = try castPath.map { path throws(WriteError) in
      try CastFile(path: path, force: arguments[OutputPath.force])
    }
    return try play(loop, on: terminal)
  }

  /// The type of the terminal to play on; throws unless standard input and output are a terminal
  /// ncurses can start with (`TERM`, or a common type in place of an unknown one).
  static func requireTerminal() throws(PlayError) -> TerminalType {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw PlayError.notATerminal }
    do {
      return try TerminalType.current()
    } catch {
      throw PlayError.unusableTerminal(error)
    }
  }

  /// Plays `loop` in the terminal of type `terminal` until the user quits; the exit status (128 + a signal that stopped it).
  ///
  /// Colour goes as deep as the loop's render options allow (by default: the environment's `COLORTERM` and `NO_COLOR`).
  /// A write that fails (the cast, the `recording`) ends the play and is thrown, the terminal given back;
  /// on every way out the files are synced and closed.
  static func play(_ loop: PlayLoop, on terminal: TerminalType, recording: TiltRecordingWriter? = nil) throws -> Int32 {
    try closing([recording?.close, loop.cast?.close]) {
      let signal = try loop.run(on: terminal, colorDepth: (loop.render ?? RenderOptions()).maximumDepth())
      return signal.map { 128 + $0 } ?? ExitStatus.success
    }
  }
}

/// Why the playground cannot start.
enum PlayError: ReportableError {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// The terminal's type is not one ncurses can start with.
  case unusableTerminal(TerminalTypeError)

  var message: String {
    switch self {
    case .notATerminal: "standard input and output must be a terminal (try 'tumble snapshot' for a frame as text)"
    case .unusableTerminal(let error): error.message
    }
  }

  var exitStatus: Int32 {
    switch self {
    case .notATerminal: ExitStatus.usage
    case .unusableTerminal: ExitStatus.configuration
    }
  }
}
