import Foundation

@testable import Playground

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// The project's sticker set.
let projectStickers: StickerSet = {
  do {
    return try StickerSet.load(from: AssetFolder(path: repositoryRoot.appendingPathComponent("Assets").path))
  } catch {
    fatalError("cannot load Assets/stickers.txt: \(error)")
  }
}()

/// A session of `scene` in a terminal of `width` × `height`.
func makeSession(
  scene: Scene = Scenes.stickers, width: Int = 80, height: Int = 24, stickers: Int = 24, seed: UInt64 = 7
) -> Session {
  Session(
    scene: scene, layout: Layout(width: width, height: height), stickerCount: stickers, seed: seed,
    stickerSet: projectStickers)
}
