import Bounce

/// `tumble bounce`: prints the keyframes of a number's bounce as CSV.
enum BounceCommand: Command {
  static let name = "bounce"
  static let summary = "print a bounce animation's keyframes as CSV (t,value)"
  static let usage = """
    usage: tumble bounce --from A --to B --duration D [--bounces N] [--no-overshoot] [--shake]
                         [--stiffness light|medium|heavy|NUMBER] [--mode classic|spring] [--fps F]
    """
  /// `--from A`.
  static let from = Option.double("--from", "A", "the start value (required)", in: -1e9...1e9, default: nil)
  /// `--to B`.
  static let to = Option.double("--to", "B", "the end value (required)", in: -1e9...1e9, default: nil)
  /// `--duration D`.
  static let duration = Option.double(
    "--duration", "D", "the length in seconds (required)", in: 0.01...600, default: nil)
  /// `--bounces N`.
  static let bounces = Option.int("--bounces", "N", "how many bounces", in: 0...100, default: 2)
  /// `--no-overshoot`.
  static let noOvershoot = Option.flag(
    "--no-overshoot", "bounce off the end value like a wall instead of passing it")
  /// `--shake`.
  static let shake = Option.flag("--shake", "shake around the end value, swinging out as far as the start")
  /// `--stiffness S`.
  static let stiffness = Option<BounceStiffness>(
    "--stiffness", "S", "how stiff the spring is (SKBounceAnimation's stiffness)",
    accepts: "light, medium, heavy or a number from 0.000001 to 1000000", default: .medium
  ) { text in BounceStiffness(name: text).flatMap { (1e-6...1e6).contains($0.coefficient) ? $0 : nil } }
  /// `--mode M`.
  static let mode = Option<BounceMode>.choice(
    "--mode", "M", "the keyframes: SKBounceAnimation's (classic) or a damped spring's", default: .classic)
  /// `--fps F`.
  static let framesPerSecond = Option.double(
    "--fps", "F", "spring keyframes per second (spring mode only)", in: 1...1000, default: 60)

  static let options =
    [from, to, duration].map(\.spec) + [
      bounces.spec, noOvershoot.spec, shake.spec, stiffness.spec, mode.spec, framesPerSecond.spec,
    ]

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    try standardOutput.write(try animation(for: arguments).csv)
    return ExitStatus.success
  }

  /// The animation the arguments ask for.
  static func animation(for arguments: ParsedArguments) throws(UsageError) -> BounceAnimation<Double> {
    let mode = arguments[Self.mode]
    if mode == .classic, arguments.given(framesPerSecond) != nil {
      throw UsageError(
        message: "option '--fps' needs '--mode spring': classic keyframes are SKBounceAnimation's 60 a second")
    }
    return BounceAnimation(
      from: try arguments.required(from),
      to: try arguments.required(to),
      duration: try arguments.required(duration),
      numberOfBounces: arguments[bounces],
      shouldOvershoot: !arguments[noOvershoot],
      shake: arguments[shake],
      stiffness: arguments[stiffness],
      mode: mode,
      framesPerSecond: arguments[framesPerSecond])
  }
}
