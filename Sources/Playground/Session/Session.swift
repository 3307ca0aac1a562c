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
  /// Fixed steps taken since the session began, paused or not: the clock of the interface's own animations.
  public private(set) var interfaceStepCount = 0
  /// How stickers pop in when they spawn, or nil to draw them at full size from the start.
  public var popIn: PopIn? = .standard
  private var random: SeededGenerator
  /// Where the stickers are drawn: where their bodies are, give or take a trembling.
  private var drawn: DrawnCenters
  /// What the mouse holds: a drag's attachment, a click's snap.
  var pointer = PointerHold()

  /// Builds `scene` for `layout`.
  public init(scene: Scene, layout: Layout, stickerCount: Int, seed: UInt64, stickerSet: StickerSet) {
    self.scene = scene
    self.layout = layout
    self.seed = seed
    self.stickerCount = stickerCount
    self.stickerSet = stickerSet
    contents = Self.build(scene, layout: layout, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet)
    random = SeededGenerator(seed: seed ^ 0x5EED_0F_C1C5)
    drawn = DrawnCenters(DynamicView.centers(of: contents.stickerViews))
  }

  /// Simulated seconds since the scene (re)started.
  public var time: Double { Double(stepCount) * Animator.timeStep }

  /// Seconds since the session began, paused or not; the help overlay and the status shake run on it.
  public var interfaceTime: Double { Double(interfaceStepCount) * Animator.timeStep }

  /// Takes one fixed step (the scene stands still while paused; the interface's clock runs on).
  public func step() {
    interfaceStepCount += 1
    if !isPaused {
      contents.beforeStep?(stepCount)
      contents.animator.step()
      stepCount += 1
    }
    // paused too: a resize or the mouse may still move a sticker
    drawn.follow(DynamicView.centers(of: contents.stickerViews), tolerance: DrawnCenters.tolerance / mapping.scale)
  }

  /// Where the scene's points land in the terminal's box.
  public var mapping: SceneMapping {
    let box = layout.sceneBounds
    return scene.view.map { SceneMapping(view: $0, box: box) } ?? .identity(box)
  }

  /// Steps until `seconds` of simulated time have passed since the start, calling `afterEachStep` after each.
  public func run(until seconds: Double, afterEachStep: (() -> Void)? = nil) {
    let target = Int((seconds / Animator.timeStep).rounded())
    while stepCount < target {
      step()
      afterEachStep?()
    }
  }

  /// Starts the scene again from its first frame.
  public func restart() {
    contents = Self.build(scene, layout: layout, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet)
    random = SeededGenerator(seed: seed ^ 0x5EED_0F_C1C5)
    drawn = DrawnCenters(DynamicView.centers(of: contents.stickerViews))
    stepCount = 0
    pointer = PointerHold()
  }

  /// Follows the terminal to a new size: the box's walls move and the stickers stay inside; a scene with a view
  /// keeps its bounds and is drawn at the new scale.
  public func resize(to layout: Layout) {
    guard layout != self.layout else { return }
    self.layout = layout
    if layout.isLargeEnough, scene.view == nil { contents.animator.setReferenceBounds(layout.referenceBounds) }
  }

  /// The gravity's direction in radians (π/2 down), if the scene has gravity.
  public var gravityAngle: Double? { contents.gravity?.angle }

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

  /// Gives one random sticker an instantaneous push in a random direction, off its centre so that it spins.
  public func pushRandomSticker() {
    guard !contents.stickers.isEmpty else { return }
    let item = random.element(of: contents.stickers).item
    let push = PushBehavior(items: [item], mode: .instantaneous)
    let speed = random.uniform(in: 300...700)
    push.setAngle(random.uniform(in: -Double.pi...Double.pi), magnitude: speed / 100 * contents.animator.mass(of: item))
    let offset = Vector(angle: random.uniform(in: -Double.pi...Double.pi), magnitude: item.radius * 0.6)
    push.setTargetOffsetFromCenter(offset, for: item)
    contents.animator.addBehavior(push)
    contents.animator.removeBehavior(push)
  }

  /// Adds the scene's field, or takes it away if it is on; false if the scene has none.
  @discardableResult public func toggleField() -> Bool {
    guard let field = contents.field else { return false }
    if field.dynamicAnimator == nil {
      contents.animator.addBehavior(field)
    } else {
      contents.animator.removeBehavior(field)
    }
    return true
  }

  /// Whether the scene's field is on.
  public var isFieldOn: Bool { contents.field?.dynamicAnimator != nil }

  /// The stickers as sprites, in pixels (a column across, half a row down), in drawing order, popping in as they spawn.
  ///
  /// Each is placed where it is drawn (see `DrawnCenters`), within three eighths of a column of its body,
  /// and mapped from the scene's points into the box (see `mapping`).
  public func sprites() -> [Sprite] {
    // read once: each read of a property of this class is checked for exclusive access
    let popIn = popIn
    let popInEnds = popIn?.animation.duration ?? 0
    let now = time
    let pixelRow = layout.rowPoints / 2
    let mapping = mapping
    let pixelsAcross = mapping.scale / Layout.pointsPerColumn
    let stickers = contents.stickers
    let centers = drawn.centers
    // by index, a field at a time: copying a whole sticker retains its item and its look's strings
    return stickers.indices.map { index in
      let item = stickers[index].item
      // past its pop-in a sticker is drawn at full size (asked only while popping, as the animation is generic)
      let age = now - stickers[index].spawnTime
      let scale = age < popInEnds ? popIn?.scale(at: age) ?? 1 : 1
      let shape: SpriteShape =
        switch item.collisionBoundsType {
        case .ellipse: .disc
        case .rectangle, .path:
          .box(
            halfWidth: item.size.width / 2 * pixelsAcross * scale,
            halfHeight: item.size.height / 2 * pixelsAcross * scale)
        }
      let center = mapping.screen(centers[index])
      return Sprite(
        x: center.x / Layout.pointsPerColumn, y: center.y / pixelRow,
        radius: item.radius * pixelsAcross * scale, angle: item.angle, shape: shape,
        look: stickers[index].look)
    }
  }

  private static func build(
    _ scene: Scene, layout: Layout, stickerCount: Int, seed: UInt64, stickerSet: StickerSet
  ) -> SceneContents {
    scene.build(
      SceneContext(
        bounds: scene.view ?? layout.sceneBounds, stickerCount: stickerCount, seed: seed, stickerSet: stickerSet))
  }

  /// `radians` brought into (−π, π].
  private func normalized(_ radians: Double) -> Double {
    let turned = remainder(radians, 2 * Double.pi)
    return turned == -Double.pi ? Double.pi : turned
  }
}
