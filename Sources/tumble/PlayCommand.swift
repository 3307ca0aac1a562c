import Canvas
import Foundation
import Playground

/// `tumble play`: the interactive playground (the default subcommand).
enum PlayCommand: Command {
  static let name = "play"
  static let summary = "play a scene in the terminal (the default)"
  static let usage = """
    usage: tumble [play] [--scene NAME] [--stickers N] [--seed S] [--render MODE] [--color WHEN] [--cast FILE]

    Plays the scene in the terminal. Keys: ←/→ turn gravity, ↑ straight down,
    space kicks every sticker, r restarts, p pauses, m cycles the render mode,
    ? shows help, q or Esc quits. --cast records what you see as an asciicast.
    """
  static let options =
    SceneOptions.specs + RenderOptions.specs + [.value("--cast", "record the screen to FILE as an asciicast v2")]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let options = try SceneOptions(arguments)
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
      throw PlayError.notATerminal
    }
    let render = try RenderOptions(arguments)
    let session = options.session(in: render.layout(width: 80, height: 24))
    let loop = PlayLoop(session: session)
    loop.render = render
    loop.cast = try arguments.values["--cast"].map { path throws(CastError) in try CastFile(path: path) }
    if let signal = loop.run(colorDepth: render.maximumDepth()) {
      return 128 + signal
    }
    return ExitStatus.success
  }
}

/// Why the playground cannot start.
enum PlayError: ReportableError {
  /// Standard input or output is not a terminal.
  case notATerminal

  var message: String { "standard input and output must be a terminal (try 'tumble snapshot' for a frame as text)" }
  var exitStatus: Int32 { ExitStatus.usage }
}
