import Motion
import Playground

/// `tumble replay`: plays a scene with gravity from a tilt recording, in the terminal or headlessly.
enum ReplayCommand: Command {
  static let name = "replay"
  static let summary = "play a scene with gravity from a tilt recording"
  static let usage = """
    usage: tumble replay FILE|FOLDER [--scene NAME] [--speed X] [--loop] [--tilt-map seed|physical]
                         [--stickers N] [--seed S]
           tumble replay FILE|FOLDER --headless [--seconds T] [--size WxH] [--cast-fps N] [OPTIONS]
           (either: [--cast FILE [--force]] to record what is shown as an asciicast; --force
           replaces an existing FILE, never the recording being replayed)

    Plays the scene with gravity following a tilt recording (Tumble's CSV, a Sensor Logger
    folder, Orientation.csv or Gravity.csv, a phyphox or a SensorLog export); the status line
    shows the recording's time. ←/→ turn gravity further, ↑ follows the recording again,
    r starts over. Each 1/60 s step plays 1/60 s of the recording; --speed only changes how
    fast that goes by on the wall clock, so the frames are the same at any speed.
    With --headless it steps T seconds without a terminal and prints the frame as text.
    """
  /// `--speed X`.
  static let speed = Option.double("--speed", "X", "how fast the recording plays", in: 0.1...10, default: 1)
  /// `--loop`.
  static let loops = Option.flag("--loop", "start the recording again after its end")
  /// `--headless`.
  static let headless = Option.flag("--headless", "print the frame at T seconds as text instead of playing")
  /// `--seconds T`.
  static let seconds = Option.double(
    "--seconds", "T", "with --headless: simulated seconds", in: 0...3600, default: nil,
    defaultText: "the recording's length")

  static let options =
    SceneOptions.specs + [
      TiltOptions.map.spec, speed.spec, loops.spec, headless.spec, seconds.spec, SceneOptions.size.spec,
    ] + HeadlessCastOptions.specs
  static let operand: String? = "FILE or FOLDER"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let path = arguments.operand
    let cast = try HeadlessCastOptions(arguments, inputs: [path])
    let scene = try SceneOptions(arguments)
    let mapping = arguments[TiltOptions.map]
    let size = arguments[SceneOptions.size]
    let replay = try TiltReplay(recording: TiltRecording(path: path), mapping: mapping, loops: arguments[loops])
    // Said after play, where the screen does not wipe it.
    defer {
      if let halfLine = replay.halfLine {
        printError("tumble replay: " + halfLine.message)
      }
      if let note = TiltCommand.droppedNote(count: replay.droppedCount, firstLine: replay.firstDroppedLine) {
        printError("tumble replay: " + note)
      }
    }
    var driver = TiltDriver(source: .replay(replay), mapping: mapping)
    guard arguments[headless] else {
      let terminal = try PlayCommand.requireTerminal()
      let loop = PlayLoop(session: scene.session(), driver: driver, speed: arguments[speed])
      loop.cast = try cast.path.map { path throws(WriteError) in try CastFile(path: path) }
      return try PlayCommand.play(loop, on: terminal)
    }
    let session = scene.session(in: Layout(width: size.width, height: size.height))
    try cast.run(
      session, until: arguments.given(seconds) ?? replay.duration, settings: RenderSettings(),
      tilt: { driver.statusText }
    ) {
      driver.step(session)
    }
    try standardOutput.write(session.snapshot(tilt: driver.statusText))
    return ExitStatus.success
  }
}
