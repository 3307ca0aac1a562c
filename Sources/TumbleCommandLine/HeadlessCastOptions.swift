import Motion
import Playground

/// `--cast FILE` (with `--force`) and, for headless runs, `--cast-fps N`: an asciicast of the run.
struct HeadlessCastOptions {
  /// `--cast FILE`, for every subcommand that records a cast.
  static let cast = Option.path(
    "--cast", "FILE", "also record what is shown to FILE as an asciicast v2 (headless: on the simulated clock)")
  /// `--cast-fps N`.
  static let framesPerSecondOption = Option.int(
    "--cast-fps", "N", "with --cast, headless: frames a simulated second", in: 1...60, default: 30)

  /// The option specs of a headless subcommand.
  static let specs = [cast.spec, framesPerSecondOption.spec, OutputPath.force.spec]

  /// Where to write the cast, if anywhere.
  var path: String?
  /// Whether `--force` lets an existing file at `path` be replaced.
  var force: Bool
  /// Recorded frames per simulated second.
  var framesPerSecond: Int

  /// Reads the options; throws unless the cast file may be written (see `checkedPath`).
  init(_ arguments: ParsedArguments, inputs: [String] = []) throws(OutputPathError) {
    path = try Self.checkedPath(arguments, inputs: inputs)
    force = arguments[OutputPath.force]
    framesPerSecond = arguments[Self.framesPerSecondOption]
  }

  /// The `--cast` file if one was given, once it is clear it may be written: a new file, an existing
  /// one only with `--force`, never one of `inputs`.
  static func checkedPath(_ arguments: ParsedArguments, inputs: [String]) throws(OutputPathError) -> String? {
    guard let path = arguments.given(cast) else { return nil }
    try OutputPath.checkWritable(path, force: arguments[OutputPath.force], inputs: inputs)
    return path
  }

  /// Steps `session` with `step` to `seconds`, recording it into the cast file if one was asked for,
  /// else just stepping it. A failed write ends the run, the cast's whole lines kept.
  func run(
    _ session: Session, until seconds: Double, settings: RenderSettings, tilt: () -> String? = { nil },
    step: () throws(WriteError) -> Void
  ) throws {
    guard let path else {
      try HeadlessCast.run(session, until: seconds, step: step)
      return
    }
    let file = try CastFile(path: path, force: force)
    try closing([file.close]) {
      try HeadlessCast.record(
        session, seconds: seconds, framesPerSecond: framesPerSecond, settings: settings, tilt: tilt,
        write: file.write, step: step)
    }
  }
}
