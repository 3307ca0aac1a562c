import Canvas
import Dynamics

/// A scene: a name, a line about it, and how to build it in an animator.
public struct Scene: Sendable {
  /// The name `--scene` takes.
  public let name: String
  /// One line for `tumble scenes`.
  public let summary: String
  /// The view the scene is built and stepped in, in its own points (the iPhone view for seed scenes), or nil
  /// to run in the terminal's box. A scene with a view keeps it at every terminal size; only its drawing scales.
  public let view: Rect?
  /// Builds the scene's behaviours and stickers.
  let build: @Sendable (SceneContext) -> SceneContents

  /// A scene from its name, summary, view (nil: the terminal's box) and builder.
  public init(
    name: String, summary: String, view: Rect? = nil, build: @escaping @Sendable (SceneContext) -> SceneContents
  ) {
    self.name = name
    self.summary = summary
    self.view = view
    self.build = build
  }
}

/// What a scene is built from.
public struct SceneContext: Sendable {
  /// The animator's reference bounds, in the scene's points: its view, or the box's inside.
  public var bounds: Rect
  /// How many stickers the user asked for.
  public var stickerCount: Int
  /// The seed for everything random in the scene.
  public var seed: UInt64
  /// The stickers to draw from.
  public var stickerSet: StickerSet
}

/// A built scene: its animator, the gravity the tilt turns, and its stickers in drawing order.
public final class SceneContents {
  /// The animator running the scene.
  public let animator: Animator
  /// The gravity that keys and tilt turn, if the scene has one.
  public let gravity: GravityBehavior?
  /// The item behaviour that kicks go through, if the scene has one.
  public let itemBehavior: ItemBehavior?
  /// The stickers, in drawing order.
  public let stickers: [Sticker]
  /// The stickers' items, in the same order.
  let stickerViews: [DynamicView]
  /// Draws what the scene shows besides its stickers (labels, keyframed shapes), over them, at a time in seconds.
  public var overlay: ((_ time: Double, _ buffer: inout FrameBuffer) -> Void)?
  /// Called before each of the session's steps with the number of steps taken so far (a scene's own clockwork).
  public var beforeStep: ((_ stepCount: Int) -> Void)?
  /// A field the `f` key adds and takes away, if the scene has one.
  public let field: FieldBehavior?

  /// A built scene from its parts.
  public init(
    animator: Animator, gravity: GravityBehavior?, itemBehavior: ItemBehavior?, stickers: [Sticker],
    field: FieldBehavior? = nil
  ) {
    self.animator = animator
    self.gravity = gravity
    self.itemBehavior = itemBehavior
    self.stickers = stickers
    stickerViews = stickers.map(\.item)
    self.field = field
  }
}

/// An item and how it looks.
public struct Sticker {
  /// The item the animator moves.
  public let item: DynamicView
  /// Its glyph and colour.
  public let look: StickerLook
  /// When it appeared, in seconds of the session's time; it pops in from then.
  public let spawnTime: Double

  /// A sticker from its item and look, appearing at `spawnTime` seconds.
  public init(item: DynamicView, look: StickerLook, spawnTime: Double = 0) {
    self.item = item
    self.look = look
    self.spawnTime = spawnTime
  }
}

/// Every scene, in the order `tumble scenes` lists them.
public enum Scenes {
  /// The scenes.
  public static let all: [Scene] = [stickers, gravity, collision, attachment, push, snap, item, fields, bounce, crate]

  /// The scene named `name`.
  public static func named(_ name: String) throws(PlaygroundError) -> Scene {
    guard let scene = all.first(where: { $0.name == name }) else { throw .unknownScene(name) }
    return scene
  }
}
