import Foundation
import Playground

/// `tumble bench crate`: the crate scene's pile, from the drop to rest, through the whole Dynamics layer.
///
/// `landed_s` is when the last crate landed (null if one never did), `rest_s` when every crate
/// first slept (null if never within `seconds`), `resting` whether all sleep at the end.
enum CrateBench {
  /// How long the scene runs, in simulated seconds.
  static let seconds = 20.0

  /// Runs the scene and returns its JSON line.
  static func report(_ arguments: ParsedArguments) throws -> String {
    let size = arguments[RenderBench.size]
    let session = Session(
      scene: Scenes.crate, layout: Layout(width: size.width, height: size.height),
      stickerCount: arguments[RenderBench.stickers], seed: 1,
      stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let pile = PileRest(running: session, until: seconds)
    let landed = pile.landed.map { String(format: "%.3f", $0) } ?? "null"
    let rest = pile.rest.map { String(format: "%.3f", $0) } ?? "null"
    return "{\"engine\":\"tumble\",\"scene\":\"crate\",\"crates\":\(pile.count),"
      + "\"seconds\":\(Int(seconds)),\"landed_s\":\(landed),\"rest_s\":\(rest),\"resting\":\(pile.resting)}"
  }
}
