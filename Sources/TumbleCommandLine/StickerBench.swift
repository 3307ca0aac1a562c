import Bench
import Foundation
import Playground

/// `tumble bench stickers`: the sticker scene's step alone (the Dynamics layer and the engine, no drawing),
/// beside the ballpit of as many balls, so the two compare at the same count in the same minutes.
///
/// The scene is built as `bench render` builds it (seed 1, `--stickers N` in a terminal of `--size WxH`) and
/// each step is the session's fixed step, gravity swaying after three seconds as in `--sway`. The pit steps
/// in turns with it (`BallPit.inTurns`), so the line's `rss_kb` counts both.
enum StickerBench {
  /// Runs `steps` steps of each and returns the JSON line: the scene's `ms_per_step`, the pit's
  /// `pit_ms_per_step` and `ratio`, the scene's CPU time over the pit's.
  static func report(_ arguments: ParsedArguments, steps: Int) throws -> String {
    let size = arguments[RenderBench.size]
    let count = arguments[RenderBench.stickers]
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: size.width, height: size.height), stickerCount: count, seed: 1,
      stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let seconds = BallPit.inTurns(balls: count, steps: steps) { _ in
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
    }
    let perStep = 1000 / Double(steps)
    return String(
      format:
        "{\"scene\":\"stickers\",\"stickers\":%d,\"size\":\"%dx%d\",\"steps\":%d,\"ms_per_step\":%.4f,"
        + "\"pit_ms_per_step\":%.4f,\"ratio\":%.3f}",
      count, size.width, size.height, steps, seconds.other.wall * perStep, seconds.pit.wall * perStep,
      seconds.other.cpu / seconds.pit.cpu)
  }
}
