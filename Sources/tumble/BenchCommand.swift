import Bench
import Foundation
import Playground

/// `tumble bench`: runs a benchmark or validation scene of SCENE.md headlessly and prints its JSON line.
enum BenchCommand: Command {
  static let name = "bench"
  static let summary = "run a physics benchmark scene and print its JSON result"
  static let usage = """
    usage: tumble bench SCENE [OPTIONS]

    scenes: ballpit (--balls N --steps S), drop (--restitution E --height H), headon (--restitution E),
            rest (--balls N), bullet, determinism (--balls N --steps S), pyramid (--base N --steps S),
            tumbler (--bodies N), crate (--stickers N --size WxH),
            render (--stickers N --size WxH --frames F --render MODE)
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

  /// `--base N` (pyramid).
  static let base = Option.int("--base", "N", "pyramid: boxes in the bottom row", in: 1...200, default: 20)
  /// `--bodies N` (tumbler).
  static let bodies = Option.int("--bodies", "N", "tumbler: how many bodies", in: 1...100_000, default: 2000)

  static let options =
    [balls.spec, steps.spec, restitution.spec, height.spec, base.spec, bodies.spec] + RenderBench.options
  static let operand: String? = "SCENE"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    try standardOutput.write(line: withPeakMemory(try line(arguments)))
    return ExitStatus.success
  }

  /// The scene's JSON line.
  private static func line(_ arguments: ParsedArguments) throws -> String {
    let scene = arguments.operand
    let steps = arguments[Self.steps]
    let restitution = arguments[Self.restitution]
    switch scene {
    case "ballpit":
      return BallPit.report(balls: arguments.given(balls) ?? 1000, steps: steps)
    case "drop":
      return DropScene.report(restitution: restitution, height: arguments[height])
    case "headon":
      return HeadOnScene.report(restitution: restitution)
    case "rest":
      return RestScene.report(balls: arguments.given(balls) ?? 500)
    case "bullet":
      return BulletScene.report()
    case "determinism":
      return DeterminismScene.report(balls: arguments.given(balls) ?? 1000, steps: steps)
    case "pyramid":
      return PyramidScene.report(base: arguments[base], steps: steps)
    case "tumbler":
      return TumblerScene.report(bodies: arguments[bodies])
    case "crate":
      return try CrateBench.report(arguments)
    case "render":
      return try RenderBench.report(arguments)
    default:
      throw UsageError(message: "no bench scene \(quoted(scene))")
    }
  }

  /// `line` with the process's peak resident memory so far, `"rss_kb"`, as its last key.
  private static func withPeakMemory(_ line: String) -> String {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return String(line.dropLast()) + ",\"rss_kb\":\(usage.ru_maxrss)}"
  }
}
