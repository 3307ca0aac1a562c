import Motion
import Playground

/// `tumble replay`: plays a scene with gravity from a tilt recording, in the terminal or headlessly.
enum ReplayCommand: Command {
  static let name = "replay"
  static let summary = "play a scene with gravity from a tilt recording"
  static let usage = """
    usage: tumble replay FILE|FOLDER [--scene NAME] [--speed X] [--loop] [--tilt-map seed|physical]
                         [--stickers N] [--seed S]
           tumble replay FILE|FOLDER --headless [--seconds T] [--size WxH] [OPTIONS]
           (either: [--cast FILE] to record what is shown as an asciicast)

    Plays the scene with gravity following a tilt recording (Tumble's CSV, a Sensor Logger
    folder, Orientation.csv or Gravity.csv, a phyphox or a SensorLog export); the status line
    shows the recording's time. ←/→ turn gravity further, ↑ follows the recording again,
    r starts over. Each 1/60 s step plays 1/60 s of the recording; --speed only changes how
    fast that goes by on the wall clock, so the frames are the same at any speed.
    With --headless it steps T seconds without a terminal and prints the frame as text.
    """
  static let options: [OptionSpec] =
    SceneOptions.specs + [
      TiltOptions.mapSpec,
      .value("--speed", "how fast the recording plays, 0.1 to 10 (default 1)"),
      .flag("--loop", "start the recording again after its end"),
      .flag("--headless", "print the frame at T seconds as text instead of playing"),
      .value("--seconds", "with --headless: simulated seconds, 0 to 3600 (default the recording's length)"),
      .value("--size", "with --headless: the terminal in cells, WIDTHxHEIGHT (default 80x24)"),
    ] + HeadlessCastOptions.specs

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let path = try arguments.onlyPath(named: "FILE or FOLDER")
    let scene = try SceneOptions(arguments.withoutPositionals())
    let mapping = try TiltOptions.mapping(arguments)
    let speed = try arguments.double("--speed", default: 1, in: 0.1...10)
    let size = try arguments.size("--size", default: (80, 24), in: 1...1000)
    let seconds: Double? =
      arguments.values["--seconds"] == nil ? nil : try arguments.double("--seconds", default: 0, in: 0...3600)
    let replay = try TiltReplay(recording: TiltRecording(path: path), mapping: mapping, loops: arguments.has("--loop"))
    // Said after play, where the screen does not wipe it.
    defer {
      if let note = TiltCommand.droppedNote(count: replay.droppedCount, firstLine: replay.firstDroppedLine) {
        printError("tumble replay: " + note)
      }
    }
    var driver = TiltDriver(source: .replay(replay), mapping: mapping)
    let cast = try HeadlessCastOptions(arguments)
    guard arguments.has("--headless") else {
      let terminal = try PlayCommand.requireTerminal()
      let loop = PlayLoop(session: scene.session(), driver: driver, speed: speed)
      loop.cast = try cast.path.map { path throws(CastError) in try CastFile(path: path) }
      return try PlayCommand.play(loop, on: terminal)
    }
    let session = scene.session(in: Layout(width: size.width, height: size.height))
    try cast.run(session, until: seconds ?? replay.duration, settings: RenderSettings(), tilt: { driver.statusText }) {
      driver.step(session)
    }
    print(session.snapshot(tilt: driver.statusText), terminator: "")
    return ExitStatus.success
  }
}
