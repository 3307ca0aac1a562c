import Canvas
import Playground

/// The options every scene-running subcommand shares: scene, stickers, seed.
struct SceneOptions {
  /// The scene.
  var scene: Scene
  /// How many stickers.
  var stickerCount: Int
  /// The seed.
  var seed: UInt64
  /// The sticker set, from the assets folder.
  var stickerSet: StickerSet

  /// The option specs, for a subcommand's `options`.
  static let specs: [OptionSpec] = [
    .value("--scene", "the scene (default stickers; see 'tumble scenes')"),
    .value("--stickers", "how many stickers, 1 to 2000 (default 24)"),
    .value("--seed", "the random seed, a whole number (default 1)"),
  ]

  /// Reads the options and loads the sticker set.
  init(_ arguments: ParsedArguments) throws {
    try arguments.expectNoPositionals()
    let name = arguments.string("--scene", default: "stickers")
    do {
      scene = try Scenes.named(name)
    } catch {
      throw UsageError(message: error.message)
    }
    stickerCount = try arguments.int("--stickers", default: 24, in: 1...2000)
    seed = UInt64(try arguments.int("--seed", default: 1, in: 0...Int.max))
    stickerSet = try StickerSet.load(from: AssetFolder.locate())
  }

  /// A session of the scene in a terminal of `layout` (the playground follows the terminal's size).
  func session(in layout: Layout = Layout(width: 80, height: 24)) -> Session {
    Session(scene: scene, layout: layout, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet)
  }
}

extension PlaygroundError: ReportableError {
  var exitStatus: Int32 {
    switch self {
    case .missingFile: ExitStatus.noInput
    case .badData: ExitStatus.dataError
    case .unknownScene: ExitStatus.usage
    }
  }
}
