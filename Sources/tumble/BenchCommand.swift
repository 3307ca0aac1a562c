import Bench
import Playground

/// `tumble bench`: runs a benchmark or validation scene of SCENE.md headlessly and prints its JSON line.
enum BenchCommand: Command {
  static let name = "bench"
  static let summary = "run a physics benchmark scene and print its JSON result"
  static let usage = """
    usage: tumble bench SCENE [OPTIONS]

    scenes: ballpit (--balls N --steps S), drop (--restitution E --height H), headon (--restitution E),
            rest (--balls N), bullet, determinism (--balls N --steps S),
            render (--stickers N --size WxH --frames F --render MODE)
    """
  static let options: [OptionSpec] =
    [
      .value("--balls", "how many balls (ballpit and determinism 1000, rest 500)"),
      .value("--steps", "how many steps (default 600)"),
      .value("--restitution", "the ball's restitution (default 0.8)"),
      .value("--height", "the drop height (default 10)"),
    ] + RenderBench.options

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    guard arguments.positionals.count == 1, let scene = arguments.positionals.first else {
      throw UsageError(message: "bench wants exactly one SCENE")
    }
    let steps = try arguments.int("--steps", default: 600, in: 1...1_000_000)
    let restitution = try arguments.double("--restitution", default: 0.8, in: 0...1)
    switch scene {
    case "ballpit":
      print(BallPit.report(balls: try arguments.int("--balls", default: 1000, in: 1...1_000_000), steps: steps))
    case "drop":
      let height = try arguments.double("--height", default: 10, in: 0.1...10_000)
      print(DropScene.report(restitution: restitution, height: height))
    case "headon":
      print(HeadOnScene.report(restitution: restitution))
    case "rest":
      print(RestScene.report(balls: try arguments.int("--balls", default: 500, in: 1...1_000_000)))
    case "bullet":
      print(BulletScene.report())
    case "determinism":
      let balls = try arguments.int("--balls", default: 1000, in: 1...1_000_000)
      print(DeterminismScene.report(balls: balls, steps: steps))
    case "render":
      print(try RenderBench.report(arguments))
    default:
      throw UsageError(message: "no bench scene '\(scene)'")
    }
    return ExitStatus.success
  }
}
