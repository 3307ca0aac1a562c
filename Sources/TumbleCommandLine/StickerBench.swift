import Foundation
import Playground

/// `tumble bench stickers`: the sticker scene's step alone (the Dynamics layer and the engine, no drawing),
/// timed as `ballpit` times its steps, so the two compare at the same count.
///
/// The scene is built as `bench render` builds it (seed 1, `--stickers N` in a terminal of `--size WxH`) and
/// each step is the session's fixed step, gravity swaying after three seconds as in `--sway`.
enum StickerBench {
  /// Runs `steps` steps and returns the JSON line.
  static func report(_ arguments: ParsedArguments, steps: Int) throws -> String {
    let size = arguments[RenderBench.size]
    let count = arguments[RenderBench.stickers]
    let session = Session(
      scene: Scenes.stickers, layout: Layout(width: size.width, height: size.height), stickerCount: count, seed: 1,
      stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<steps {
      session.setGravity(angle: HeadlessCast.sway(session.time), magnitude: 1)
      session.step()
    }
    let elapsed = (clock.now - start).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    return String(
      format: "{\"scene\":\"stickers\",\"stickers\":%d,\"size\":\"%dx%d\",\"steps\":%d,\"ms_per_step\":%.4f}", count,
      size.width, size.height, steps, seconds * 1000 / Double(steps))
  }
}
