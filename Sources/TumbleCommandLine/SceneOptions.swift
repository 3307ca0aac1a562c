import Canvas
import Playground

/// The options every scene-running subcommand shares: scene, stickers, seed.
struct SceneOptions {
  /// `--scene NAME`.
  static let scene = Option<Scene>(
    "--scene", "NAME", "the scene", accepts: alternatives(Scenes.all.map(\.name)),
    default: Scenes.stickers, defaultText: Scenes.stickers.name
  ) { name in Scenes.all.first { $0.name == name } }
  /// `--stickers N`.
  static let stickers = Option.int("--stickers", "N", "how many stickers", in: 1...2000, default: 24)
  /// `--seed S`.
  static let seed = Option.int("--seed", "S", "the random seed", in: 0...Int.max, default: 1)
  /// `--size WxH`, for the subcommands that run a scene without a terminal.
  static let size = Option.size("--size", "the terminal in cells", in: 1...1000, default: TerminalSize(80, 24))

  /// `--stickers-from DIR`.
  static let stickersFrom = Option.path(
    "--stickers-from", "DIR", "play the PNG and JPEG pictures in DIR as the stickers (cut round)")

  /// The option specs, for a subcommand's `options`.
  static let specs = [scene.spec, stickers.spec, seed.spec, stickersFrom.spec]

  /// The scene.
  var scene: Scene
  /// How many stickers.
  var stickerCount: Int
  /// The seed.
  var seed: UInt64
  /// The sticker set, from the assets folder.
  var stickerSet: StickerSet

  /// Reads the options and loads the sticker set: the project's, or the pictures of `--stickers-from`.
  init(_ arguments: ParsedArguments) throws {
    scene = arguments[Self.scene]
    stickerCount = arguments[Self.stickers]
    seed = UInt64(arguments[Self.seed])
    if let folder = arguments.given(Self.stickersFrom) {
      stickerSet = try StickerSet.pictures(in: folder)
    } else {
      stickerSet = try StickerSet.load(from: AssetFolder.locate())
    }
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
