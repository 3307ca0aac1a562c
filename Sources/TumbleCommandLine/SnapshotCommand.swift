import Canvas
import Motion
import Playground

/// `tumble snapshot`: steps a scene headlessly and prints its text snapshot.
enum SnapshotCommand: Command {
  static let name = "snapshot"
  static let summary = "step a scene headlessly and print the frame as text"
  static let usage = """
    usage: tumble snapshot [--scene NAME] [--stickers N] [--seed S] [--size WxH] [--seconds T]
                           [--events] [--render MODE] [--sticker-look LOOK] [--stickers-from DIR]
                           [--cast FILE [--cast-fps N] [--force] [--sway]]

    Steps the scene at the fixed 1/60 s step for T seconds without a terminal
    and prints the frame a WxH terminal would show, in the snapshot format
    (see the README). The same options print the same frame on every run.
    With --events, every contact that begins or ends on the way is printed
    on stderr as a JSON line.
    --cast also records the run as an asciicast on the simulated clock (with
    --sway, gravity sways ±60° after the first 3 s: a scripted tilt); an
    existing FILE is kept unless --force is given.
    """
  /// `--seconds T`.
  static let seconds = Option.double(
    "--seconds", "T", "simulated seconds before the frame", in: 0...3600, default: 3)
  /// `--sway`.
  static let sway = Option.flag("--sway", "sway gravity ±60° every 6 s after the first 3 s (a scripted tilt)")

  static let options =
    SceneOptions.specs + [SceneOptions.size.spec, seconds.spec, EventPrinter.events.spec, sway.spec]
    + RenderOptions.specs + HeadlessCastOptions.specs

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let cast = try HeadlessCastOptions(arguments)
    let size = arguments[SceneOptions.size]
    let scene = try SceneOptions(arguments)
    let render = try RenderOptions(arguments)
    let session = scene.session(in: render.layout(width: size.width, height: size.height))
    let settings = render.settings(colorDepth: render.color == .never ? .none : .truecolor)
    let events = arguments[EventPrinter.events] ? EventPrinter() : nil
    let sways = arguments[sway]
    try cast.run(session, until: arguments[seconds], settings: settings) { () throws(WriteError) in
      if sways { session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1) }
      session.step()
      try events?.print(session)
    }
    try standardOutput.write(session.snapshot(settings: settings))
    return ExitStatus.success
  }
}
