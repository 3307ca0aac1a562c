import Playground

/// `--cast FILE`, `--cast-fps N` and `--sway` for headless runs: an asciicast on the simulated clock.
struct HeadlessCastOptions {
  /// Where to write the cast, if anywhere.
  var path: String?
  /// Recorded frames per simulated second.
  var framesPerSecond: Int
  /// Whether gravity sways (a scripted tilt) after the first three seconds.
  var sways: Bool

  /// The option specs.
  static let specs: [OptionSpec] = [
    .value("--cast", "also record the run to FILE as an asciicast v2, on the simulated clock"),
    .value("--cast-fps", "frames a simulated second in the cast, 1 to 60 (default 30)"),
    .flag("--sway", "sway gravity ±60° every 6 s after the first 3 s (a scripted tilt)"),
  ]

  /// Reads the options.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    path = arguments.values["--cast"]
    framesPerSecond = try arguments.int("--cast-fps", default: 30, in: 1...60)
    sways = arguments.has("--sway")
  }

  /// Steps `session` to `seconds`, recording it into the cast file, when one was asked for.
  func record(_ session: Session, seconds: Double, settings: RenderSettings) throws {
    guard let path else { return }
    let file = try CastFile(path: path)
    let steer: ((Double) -> Double)? = sways ? { HeadlessCast.sway($0) } : nil
    file.write(
      HeadlessCast.record(
        session, seconds: seconds, framesPerSecond: framesPerSecond, settings: settings, steer: steer))
  }
}
