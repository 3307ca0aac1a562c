import Canvas
import Playground

/// A sticker set loaded as every scene loads `Assets/stickers.txt`, then drawn: the stickers scene
/// built from it, stepped, and snapshot in each render mode and in ASCII.
enum StickerSetFuzzing {
  /// `input` as `stickers.txt`, loaded and drawn.
  static func load(_ input: [UInt8]) {
    ScratchFolder.with { folder in
      ScratchFolder.write(input, to: "stickers.txt", in: folder)
      guard let set = try? StickerSet.load(from: AssetFolder(path: folder)) else { return }
      fuzzCheck(!set.looks.isEmpty, "a set that loads has stickers")
      let session = Session(
        scene: Scenes.stickers, layout: Layout(width: 24, height: 10), stickerCount: min(set.looks.count, 12),
        seed: 7, stickerSet: set)
      session.run(until: 0.5)
      for mode in RenderMode.allCases {
        _ = session.snapshot(settings: RenderSettings(mode: mode))
      }
      _ = session.snapshot(settings: RenderSettings(asciiOnly: true))
    }
  }
}
