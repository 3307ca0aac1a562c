import Motion
import Playground

/// `tumble record`: plays a scene in the terminal and writes the tilt of every step to a file.
enum RecordCommand: Command {
  static let name = "record"
  static let summary = "play a scene and record its tilt to a file"
  static let usage = """
    usage: tumble record FILE [--scene NAME] [--force] [--tilt SOURCE] [--tilt-map M]
                         [--stickers N] [--seed S]

    Plays the scene in the terminal and writes the tilt that turns gravity, from the arrow keys
    or from --tilt, to FILE in Tumble's tilt CSV: one sample every 1/60 s step, each written at
    once, so quitting with q or Ctrl-C loses nothing. 'tumble replay FILE' with the same
    --tilt-map then gives the same gravity at every step. An existing FILE is kept unless
    --force is given.
    """
  static let options = SceneOptions.specs + TiltOptions.specs + [OutputPath.force.spec]
  static let operand: String? = "FILE"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let path = arguments.operand
    let tilt = TiltOptions(arguments)
    try OutputPath.checkWritable(path, force: arguments[OutputPath.force], inputs: tilt.inputs)
    let scene = try SceneOptions(arguments)
    let source = try tilt.openSource()
    let terminal = try PlayCommand.requireTerminal()
    let writer = try TiltRecordingWriter(path: path, force: arguments[OutputPath.force])
    let loop = PlayLoop(
      session: scene.session(), driver: TiltDriver(source: source, mapping: tilt.mapping, recorder: writer))
    return try PlayCommand.play(loop, on: terminal, recording: writer)
  }
}
