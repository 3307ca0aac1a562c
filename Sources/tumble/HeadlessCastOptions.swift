import Motion
import Playground

/// `--cast FILE` and `--cast-fps N` for headless runs: an asciicast on the simulated clock.
struct HeadlessCastOptions {
  /// Where to write the cast, if anywhere.
  var path: String?
  /// Recorded frames per simulated second.
  var framesPerSecond: Int

  /// The option specs.
  static let specs: [OptionSpec] = [
    .value("--cast", "also record the run to FILE as an asciicast v2 (headless: on the simulated clock)"),
    .value("--cast-fps", "with --cast, headless: frames a simulated second, 1 to 60 (default 30)"),
  ]

  /// Reads the options.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    path = arguments.values["--cast"]
    framesPerSecond = try arguments.int("--cast-fps", default: 30, in: 1...60)
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
    let file = try CastFile(path: path)
    try closing([file.close]) {
      try HeadlessCast.record(
        session, seconds: seconds, framesPerSecond: framesPerSecond, settings: settings, tilt: tilt,
        write: file.write, step: step)
    }
  }
}
