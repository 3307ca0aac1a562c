import Canvas
import Motion
import Playground

/// `tumble snapshot`: steps a scene headlessly and prints its text snapshot.
enum SnapshotCommand: Command {
  static let name = "snapshot"
  static let summary = "step a scene headlessly and print the frame as text"
  static let usage = """
    usage: tumble snapshot [--scene NAME] [--stickers N] [--seed S] [--size WxH] [--seconds T] [--events]
                           [--render MODE] [--cast FILE [--cast-fps N] [--sway]]

    Steps the scene at the fixed 1/60 s step for T seconds without a terminal
    and prints the frame a WxH terminal would show, in the snapshot format
    (see the README). The same options print the same frame on every run.
    With --events, every contact that begins or ends on the way is printed
    on stderr as a JSON line.
    --cast also records the run as an asciicast on the simulated clock (with
    --sway, gravity sways ±60° after the first 3 s: a scripted tilt).
    """
  static let options: [OptionSpec] =
    SceneOptions.specs + [
      .value("--size", "the terminal in cells, WIDTHxHEIGHT (default 80x24)"),
      .value("--seconds", "simulated seconds before the frame, 0 to 3600 (default 3)"),
      .flag("--events", "also print contact events as JSON lines on stderr"),
      .flag("--sway", "sway gravity ±60° every 6 s after the first 3 s (a scripted tilt)"),
    ] + RenderOptions.specs + HeadlessCastOptions.specs

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let size = try arguments.size("--size", default: (80, 24), in: 1...1000)
    let seconds = try arguments.double("--seconds", default: 3, in: 0...3600)
    let scene = try SceneOptions(arguments)
    let render = try RenderOptions(arguments)
    let session = scene.session(in: render.layout(width: size.width, height: size.height))
    let settings = RenderSettings(mode: render.mode, colorDepth: render.color == .never ? .none : .truecolor)
    let events = arguments.has("--events") ? EventPrinter() : nil
    let sways = arguments.has("--sway")
    try HeadlessCastOptions(arguments).run(session, until: seconds, settings: settings) { () throws(WriteError) in
      if sways { session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1) }
      session.step()
      try events?.print(session)
    }
    try standardOutput.write(session.snapshot(settings: settings))
    return ExitStatus.success
  }
}
