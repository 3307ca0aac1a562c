import Bench
import Motion
import Playground

/// The layer `bench ballpit` builds its balls with.
enum BenchLayer: String, CaseIterable {
  /// The engine's world, bodies and shapes.
  case engine
  /// The Dynamics layer's animator, items and behaviours.
  case dynamics
}

/// `tumble bench`: runs a benchmark or validation scene of SCENE.md headlessly and prints its JSON line.
enum BenchCommand: Command {
  static let name = "bench"
  static let summary = "run a physics benchmark scene and print its JSON result"
  static let usage = """
    usage: tumble bench SCENE [OPTIONS] [--threads N]

    scenes: ballpit (--balls N --steps S --through engine|dynamics),
            drop (--restitution E --height H), headon (--restitution E),
            rest (--balls N), bullet, determinism (--balls N --steps S),
            stickers (--stickers N --size WxH --steps S: the sticker scene's step beside the ballpit),
            pyramid (--base N --steps S), tumbler (--bodies N), crate (--stickers N --size WxH),
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

  /// `--through LAYER`.
  static let through = Option<BenchLayer>.choice(
    "--through", "LAYER", "ballpit: the layer the balls are built with", default: .engine)
  /// `--base N` (pyramid).
  static let base = Option.int("--base", "N", "pyramid: boxes in the bottom row", in: 1...200, default: 20)
  /// `--bodies N` (tumbler).
  static let bodies = Option.int("--bodies", "N", "tumbler: how many bodies", in: 1...100_000, default: 2000)

  static let options =
    [
      balls.spec, steps.spec, restitution.spec, height.spec, through.spec, base.spec, bodies.spec,
      ThreadOptions.threads.spec,
    ]
    + RenderBench.options
  static let operand: String? = "SCENE"

  static func run(_ arguments: ParsedArguments) throws -> Int32 {
    let scene = arguments.operand
    let steps = arguments[Self.steps]
    let restitution = arguments[Self.restitution]
    ThreadOptions.apply(arguments)
    switch scene {
    case "ballpit":
      let count = arguments.given(balls) ?? 1000
      let layer = arguments[through]
      try write(
        layer == .engine
          ? BallPit.report(balls: count, steps: steps) : DynamicsBallPit.report(balls: count, steps: steps))
    case "drop":
      try write(DropScene.report(restitution: restitution, height: arguments[height]))
    case "headon":
      try write(HeadOnScene.report(restitution: restitution))
    case "rest":
      try write(RestScene.report(balls: arguments.given(balls) ?? 500))
    case "bullet":
      try write(BulletScene.report())
    case "determinism":
      try write(DeterminismScene.report(balls: arguments.given(balls) ?? 1000, steps: steps))
    case "stickers":
      try write(try StickerBench.report(arguments, steps: steps))
    case "pyramid":
      try write(PyramidScene.report(base: arguments[base], steps: steps))
    case "tumbler":
      try write(TumblerScene.report(bodies: arguments[bodies]))
    case "crate":
      try write(try CrateBench.report(arguments))
    case "render":
      try write(try RenderBench.report(arguments))
    default:
      throw UsageError(message: "no bench scene \(scene.quotedForMessage)")
    }
    return ExitStatus.success
  }

  /// Prints a scene's JSON `line` with the process's peak memory (`rss_kb`) added.
  private static func write(_ line: String) throws {
    try standardOutput.write(line: PeakMemory.appended(to: line))
  }
}
