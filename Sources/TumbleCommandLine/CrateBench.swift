import Dynamics
import Foundation
import Playground

/// `tumble bench crate`: the crate scene's pile, from the drop to rest, through the whole Dynamics layer.
///
/// A crate has landed at its first contact; `landed_s` is when the last one landed, `rest_s` when every
/// crate first slept (null if never within `seconds`), `resting` whether all sleep at the end.
enum CrateBench {
  /// How long the scene runs, in simulated seconds.
  static let seconds = 20.0

  /// Runs the scene and returns its JSON line.
  static func report(_ arguments: ParsedArguments) throws -> String {
    let stickers = arguments[RenderBench.stickers]
    let size = arguments[RenderBench.size]
    let session = Session(
      scene: Scenes.crate, layout: Layout(width: size.width, height: size.height), stickerCount: stickers,
      seed: 1, stickerSet: try StickerSet.load(from: AssetFolder.locate()))
    let animator = session.contents.animator
    var landed = Set<ObjectIdentifier>()
    var landedTime = Double.nan
    var restTime: Double?
    session.run(until: seconds) {
      for event in animator.contactEvents where event.kind == .began {
        for item in landing(event) where landed.insert(ObjectIdentifier(item)).inserted {
          landedTime = session.time
        }
      }
      if restTime == nil && animator.isResting { restTime = session.time }
    }
    let rest = restTime.map { String(format: "%.3f", $0) } ?? "null"
    let landedText = landed.count == animator.items.count ? String(format: "%.3f", landedTime) : "null"
    return "{\"engine\":\"tumble\",\"scene\":\"crate\",\"crates\":\(animator.items.count),"
      + "\"seconds\":\(Int(seconds)),\"landed_s\":\(landedText),\"rest_s\":\(rest),\"resting\":\(animator.isResting)}"
  }

  /// The items an event lands: the item, and its partner when that is an item.
  private static func landing(_ event: ContactEvent) -> [DynamicItem] {
    if case .item(let other) = event.partner { return [event.item, other] }
    return [event.item]
  }
}
