import Bounce

/// `tumble bounce`: prints the keyframes of a number's bounce as CSV.
enum BounceCommand: Command {
  static let name = "bounce"
  static let summary = "print a bounce animation's keyframes as CSV (t,value)"
  static let usage = """
    usage: tumble bounce --from A --to B --duration D [--bounces N] [--no-overshoot] [--shake]
                         [--stiffness light|medium|heavy] [--mode classic|spring] [--fps F]
    """
  static let options: [OptionSpec] = [
    .value("--from", "the start value (required)"),
    .value("--to", "the end value (required)"),
    .value("--duration", "the length in seconds, 0.01 to 600 (required)"),
    .value("--bounces", "how many bounces, 0 to 100 (default 2)"),
    .flag("--no-overshoot", "bounce off the end value like a wall instead of passing it"),
    .flag("--shake", "shake around the end value, swinging out as far as the start"),
    .value("--stiffness", "light, medium or heavy (default medium)"),
    .value("--mode", "classic (SKBounceAnimation's keyframes) or spring (default classic)"),
    .value("--fps", "spring keyframes per second, 1 to 1000 (default 60; spring mode only)"),
  ]

  /// The range `--from` and `--to` accept.
  private static let valueRange = -1e9...1e9

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    try standardOutput.write(try animation(for: arguments).csv)
    return ExitStatus.success
  }

  /// The animation the arguments ask for.
  static func animation(for arguments: ParsedArguments) throws(UsageError) -> BounceAnimation<Double> {
    if let extra = arguments.positionals.first {
      throw UsageError(message: "unexpected argument '\(extra)'")
    }
    let mode = try choice("--mode", of: BounceMode.self, default: .classic, in: arguments)
    if mode == .classic, arguments.values["--fps"] != nil {
      throw UsageError(
        message: "option '--fps' needs '--mode spring': classic keyframes are SKBounceAnimation's 60 a second")
    }
    return BounceAnimation(
      from: try requiredNumber("--from", in: valueRange, of: arguments),
      to: try requiredNumber("--to", in: valueRange, of: arguments),
      duration: try requiredNumber("--duration", in: 0.01...600, of: arguments),
      numberOfBounces: try arguments.int("--bounces", default: 2, in: 0...100),
      shouldOvershoot: !arguments.has("--no-overshoot"),
      shake: arguments.has("--shake"),
      stiffness: try choice("--stiffness", of: BounceStiffness.self, default: .medium, in: arguments),
      mode: mode,
      framesPerSecond: try arguments.double("--fps", default: 60, in: 1...1000))
  }

  /// The number value of the option `name` within `range`, or a usage error when it was not given.
  private static func requiredNumber(
    _ name: String, in range: ClosedRange<Double>, of arguments: ParsedArguments
  ) throws(UsageError) -> Double {
    guard arguments.values[name] != nil else {
      throw UsageError(message: "option '\(name)' is required")
    }
    return try arguments.double(name, default: 0, in: range)
  }

  /// The case of `Choice` named by the option `name`, or `fallback` when it was not given.
  private static func choice<Choice: RawRepresentable & CaseIterable>(
    _ name: String, of type: Choice.Type, default fallback: Choice, in arguments: ParsedArguments
  ) throws(UsageError) -> Choice where Choice.RawValue == String {
    guard let text = arguments.values[name] else { return fallback }
    guard let found = Choice(rawValue: text) else {
      let names = Choice.allCases.map(\.rawValue)
      throw UsageError(
        message:
          "option '\(name)' wants \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(text)'")
    }
    return found
  }
}
