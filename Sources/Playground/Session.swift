import Canvas
import Dynamics
import Foundation

/// A scene being played: the fixed-step clock, the user's actions, and the sprites to draw.
///
/// Everything random (the drop, kicks) comes from generators seeded by the
/// session's seed, and time advances only by whole fixed steps, so the same
/// seed and the same actions at the same steps give the same frames.
public final class Session {
  /// The scene played.
  public let scene: Scene
  /// The seed.
  public let seed: UInt64
  /// How many stickers were asked for.
  public let stickerCount: Int
  /// The sticker set.
  public let stickerSet: StickerSet
  /// The terminal layout the scene runs in.
  public private(set) var layout: Layout
  /// The built scene.
  public private(set) var contents: SceneContents
  /// Whether time stands still.
  public var isPaused = false
  /// Fixed steps taken since the scene (re)started.
  public private(set) var stepCount = 0
  private var random: SeededGenerator

  /// Builds `scene` for `layout`.
  public init(scene: Scene, layout: Layout, stickerCount: Int, seed: UInt64, stickerSet: StickerSet) {
    self.scene = scene
    self.layout = layout
    self.seed = seed
    self.stickerCount = stickerCount
    self.stickerSet = stickerSet
    contents = Self.build(scene, layout: layout, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet)
    random = SeededGenerator(seed: seed ^ 0x5EED_0F_C1C5)
  }

  /// Simulated seconds since the scene (re)started.
  public var time: Double { Double(stepCount) * Animator.timeStep }

  /// Takes one fixed step, unless paused.
  public func step() {
    guard !isPaused else { return }
    contents.animator.step()
    stepCount += 1
  }

  /// Steps until `seconds` of simulated time have passed since the start.
  public func run(until seconds: Double) {
    let target = Int((seconds / Animator.timeStep).rounded())
    while stepCount < target { step() }
  }

  /// Starts the scene again from its first frame.
  public func restart() {
    contents = Self.build(scene, layout: layout, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet)
    random = SeededGenerator(seed: seed ^ 0x5EED_0F_C1C5)
    stepCount = 0
  }

  /// Follows the terminal to a new size: the box's walls move and the stickers stay inside.
  public func resize(to layout: Layout) {
    guard layout != self.layout else { return }
    self.layout = layout
    if layout.isLargeEnough { contents.animator.setReferenceBounds(layout.referenceBounds) }
  }

  /// The gravity's direction in radians (π/2 down), if the scene has gravity.
  public var gravityAngle: Double? { contents.gravity?.angle }

  /// Turns gravity by `radians` (positive turns it clockwise on screen).
  public func rotateGravity(by radians: Double) {
    guard let gravity = contents.gravity else { return }
    gravity.angle = normalized(gravity.angle + radians)
  }

  /// Points gravity at `radians` with `magnitude` (1 = 1000 points/s²).
  public func setGravity(angle radians: Double, magnitude: Double) {
    contents.gravity?.setAngle(normalized(radians), magnitude: magnitude)
  }

  /// Kicks every sticker with a random velocity of up to 600 points/s, mostly upward.
  public func kick() {
    guard let behavior = contents.itemBehavior else { return }
    for sticker in contents.stickers {
      let push = Vector(dx: random.uniform(in: -400...400), dy: random.uniform(in: -600...(-150)))
      behavior.addLinearVelocity(push, for: sticker.item)
      behavior.addAngularVelocity(random.uniform(in: -8...8), for: sticker.item)
    }
  }

  /// The stickers as sprites, in pixels (a column across, half a row down), in drawing order.
  public func sprites() -> [Sprite] {
    contents.stickers.map { sticker in
      let item = sticker.item
      let shape: SpriteShape =
        switch item.collisionBounds {
        case .ellipse: .disc
        case .rectangle:
          .box(
            halfWidth: item.size.width / 2 / Layout.pointsPerColumn,
            halfHeight: item.size.height / 2 / Layout.pointsPerColumn)
        }
      return Sprite(
        x: item.center.x / Layout.pointsPerColumn, y: item.center.y / (layout.rowPoints / 2),
        radius: item.radius / Layout.pointsPerColumn, angle: item.angle, shape: shape, look: sticker.look)
    }
  }

  private static func build(
    _ scene: Scene, layout: Layout, stickerCount: Int, seed: UInt64, stickerSet: StickerSet
  ) -> SceneContents {
    scene.build(
      SceneContext(bounds: layout.referenceBounds, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet))
  }

  /// `radians` brought into (−π, π].
  private func normalized(_ radians: Double) -> Double {
    let turned = remainder(radians, 2 * Double.pi)
    return turned == -Double.pi ? Double.pi : turned
  }
}
