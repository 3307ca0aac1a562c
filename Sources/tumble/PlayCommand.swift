import Canvas
import Foundation
import Playground

/// `tumble play`: the interactive playground (the default subcommand).
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "play a scene in the terminal (the default)"
  static let usage = """
    usage: tumble [play] [--scene NAME] [--stickers N] [--seed S] [--tilt -|iio[:DEVICE]] [--tilt-map M]

    Plays the scene in the terminal. Keys: ←/→ turn gravity, ↑ straight down,
    space kicks every sticker, r restarts, p pauses, ? shows help, q or Esc quits.
    With --tilt, gravity follows Tumble's tilt CSV piped in (-) or a Linux
    accelerometer (iio); the arrow keys then turn it further.
    """
  static let options = SceneOptions.specs + TiltOptions.specs

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let options = try SceneOptions(arguments)
    let tilt = try TiltOptions(arguments)
    let source = try tilt.openSource()
    try requireTerminal()
    return play(PlayLoop(session: options.session(), driver: TiltDriver(source: source, mapping: tilt.mapping)))
  }

  /// Throws unless standard input and output are terminals, as the playground needs.
  static func requireTerminal() throws(PlayError) {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw PlayError.notATerminal }
  }

  /// Plays `loop` in the terminal until the user quits; the exit status (128 + a signal that stopped it).
  static func play(_ loop: PlayLoop) -> Int32 {
    guard let signal = loop.run(colorDepth: preferredColorDepth()) else { return ExitStatus.success }
    return 128 + signal
  }

  /// The deepest colour the environment allows: none when `NO_COLOR` is set, else as the terminal says.
  static func preferredColorDepth() -> ColorDepth {
    let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    return noColor.isEmpty ? .palette256 : .none
  }
}

/// Why the playground cannot start.
enum PlayError: ReportableError {
  /// Standard input or output is not a terminal.
  case notATerminal

  var message: String { "standard input and output must be a terminal (try 'tumble snapshot' for a frame as text)" }
  var exitStatus: Int32 { ExitStatus.usage }
}
