import Bench
import Motion
import Playground

/// `tumble bench`: runs a benchmark or validation scene of SCENE.md headlessly and prints its JSON line.
enum BenchCommand: Command {
  static let name = "bench"
  static let summary = "run a physics benchmark scene and print its JSON result"
  static let usage = """
    usage: tumble bench SCENE [OPTIONS] [--threads N]

    scenes: ballpit (--balls N --steps S), drop (--restitution E --height H), headon (--restitution E),
            rest (--balls N), bullet, determinism (--balls N --steps S),
            render (--stickers N --size WxH --frames F --render MODE --via tumble|ncurses
                    --graphics kitty|sixel)
    """
  /// `--balls N` (ballpit and determinism 1000 by default, rest 500).
  static let balls = Option.int(
    "--balls", "N", "how many balls", in: 1...1_000_000, default: nil, defaultText: "1000; rest 500")
  /// `--steps S`.
  static let steps = Option.int("--steps", "S", "how many steps", in: 1...1_000_000, default: 600)
  /// `--restitution E`.
  static let restitution = Option.double("--restitution", "E", "the ball's restitution", in: 0...1, default: 0.8)
  /// `--height H`.
  static let height = Option.double("--height", "H", "the drop height", in: 0.1...10_000, default: 10)

  static let options =
    [balls.spec, steps.spec, restitution.spec, height.spec, ThreadOptions.threads.spec] + RenderBench.options
  static let operand: String? = "SCENE"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let scene = arguments.operand
    let steps = arguments[Self.steps]
    let restitution = arguments[Self.restitution]
    ThreadOptions.apply(arguments)
    switch scene {
    case "ballpit":
      try standardOutput.write(line: BallPit.report(balls: arguments.given(balls) ?? 1000, steps: steps))
    case "drop":
      try standardOutput.write(line: DropScene.report(restitution: restitution, height: arguments[height]))
    case "headon":
      try standardOutput.write(line: HeadOnScene.report(restitution: restitution))
    case "rest":
      try standardOutput.write(line: RestScene.report(balls: arguments.given(balls) ?? 500))
    case "bullet":
      try standardOutput.write(line: BulletScene.report())
    case "determinism":
      try standardOutput.write(line: DeterminismScene.report(balls: arguments.given(balls) ?? 1000, steps: steps))
    case "render":
      try standardOutput.write(line: try RenderBench.report(arguments))
    default:
      throw UsageError(message: "no bench scene \(scene.quotedForMessage)")
    }
    return ExitStatus.success
  }
}
