import Motion
import Playground

/// `tumble replay`: plays a scene with gravity from a tilt recording, in the terminal or headlessly.
enum ReplayCommand: Command {
  static let name = "replay"
  static let summary = "play a scene with gravity from a tilt recording"
  static let usage = """
    usage: tumble replay FILE|FOLDER [--scene NAME] [--speed X] [--loop] [--tilt-map seed|physical]
                         [--stickers N] [--seed S] [--render MODE] [--cell-aspect A] [--color WHEN]
           tumble replay FILE|FOLDER --headless [--seconds T] [--size WxH] [--cast-fps N] [OPTIONS]
           (either: [--cast FILE [--force]] to record what is shown as an asciicast; --force
           replaces an existing FILE, never the recording being replayed)

    Plays the scene with gravity following a tilt recording (Tumble's CSV, a Sensor Logger
    folder, Orientation.csv or Gravity.csv, a phyphox or a SensorLog export); the status line
    shows the recording's time. ←/→ turn gravity further, ↑ follows the recording again,
    r starts over. Each 1/60 s step plays 1/60 s of the recording; --speed only changes how
    fast that goes by on the wall clock, so the frames are the same at any speed.
    With --headless it steps T seconds without a terminal and prints the frame as text;
    without --seconds it steps the whole recording, which must then last at most an hour.
    """
  /// `--speed X`.
  static let speed = Option.double("--speed", "X", "how fast the recording plays", in: 0.1...10, default: 1)
  /// `--loop`.
  static let loops = Option.flag("--loop", "start the recording again after its end")
  /// `--headless`.
  static let headless = Option.flag("--headless", "print the frame at T seconds as text instead of playing")
  /// The most simulated seconds `--headless` steps: `--seconds`' range, and the longest recording
  /// it steps whole when `--seconds` is not given (an hour takes a few seconds; a day, minutes).
  static let longestHeadless = 3600.0
  /// `--seconds T`.
  static let seconds = Option.double(
    "--seconds", "T", "with --headless: simulated seconds", in: 0...longestHeadless, default: nil,
    defaultText: "the recording's length, up to 3600")

  static let options =
    SceneOptions.specs + [
      TiltOptions.map.spec, GraphicsChoice.option.spec, speed.spec, loops.spec, headless.spec, seconds.spec,
      SceneOptions.size.spec,
    ] + RenderOptions.specs + HeadlessCastOptions.specs
  static let operand: String? = "FILE or FOLDER"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let path = arguments.operand
    let cast = try HeadlessCastOptions(arguments, inputs: [path])
    let scene = try SceneOptions(arguments)
    let render = try RenderOptions(arguments)
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
      loop.graphics = arguments[GraphicsChoice.option]
      loop.render = render
      loop.cast = try cast.path.map { path throws(WriteError) in try CastFile(path: path, force: cast.force) }
      return try PlayCommand.play(loop, on: terminal)
    }
    let until = try arguments.given(seconds) ?? headlessLength(of: replay, path: path)
    let session = scene.session(in: render.layout(width: size.width, height: size.height))
    let settings = render.settings(colorDepth: render.color == .never ? .none : .truecolor)
    try cast.run(
      session, until: until, settings: settings,
      tilt: { driver.statusText }
    ) {
      driver.step(session)
    }
    try standardOutput.write(session.snapshot(tilt: driver.statusText, settings: settings))
    return ExitStatus.success
  }

  /// The recording's length, stepped by `--headless` without `--seconds`; throws for one longer than
  /// `longestHeadless`, which would leave the user waiting minutes without a word.
  private static func headlessLength(of replay: TiltReplay, path: String) throws(UsageError) -> Double {
    guard replay.duration > longestHeadless else { return replay.duration }
    throw UsageError(
      message: "\(path) lasts \(Int(replay.duration.rounded(.up))) s, longer than --headless steps "
        + "(\(Int(longestHeadless)) s); give --seconds T for the frame at T")
  }
}
