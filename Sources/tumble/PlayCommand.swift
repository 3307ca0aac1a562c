import Canvas
import Foundation
import Playground

/// `tumble play`: the interactive playground (the default subcommand).
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "play a scene in the terminal (the default)"
  static let usage = """
    usage: tumble [play] [--scene NAME] [--stickers N] [--seed S]

    Plays the scene in the terminal. Keys: ←/→ turn gravity, ↑ straight down,
    space kicks every sticker, r restarts, p pauses, ? shows help, q or Esc quits.
    """
  static let options = SceneOptions.specs

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let options = try SceneOptions(arguments)
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
      throw PlayError.notATerminal
    }
    let session = options.session(in: Layout(width: 80, height: 24))
    if let signal = PlayLoop(session: session).run(colorDepth: preferredColorDepth()) {
      return 128 + signal
    }
    return ExitStatus.success
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
