import Canvas
import Dynamics

extension Scenes {
  /// Crates: boxes of a few sizes dropped along the top that fall, tumble and stack.
  ///
  /// After the Chipmunk chapter of the seed material: each crate is a
  /// `.rectangle` item with friction 0.5 and elasticity 0.8 that may rotate,
  /// under gravity, colliding with the box. `--stickers` sets how many.
  public static let crate = Scene(
    name: "crate", summary: "crates: boxes fall, tumble and stack; tilt to topple them"
  ) { context in
    var random = SeededGenerator(seed: context.seed)
    let side = stickerDiameter(count: context.stickerCount, in: context.bounds)
    let slot = side * 1.45
    let centers = dropPoints(count: context.stickerCount, diameter: slot, in: context.bounds, using: &random)
    let crates = centers.enumerated().map { index, center in
      let width = (side * random.uniform(in: 0.9...1.4)).rounded()
      let height = (side * random.uniform(in: 0.6...1.0)).rounded()
      let item = DynamicView(
        identifier: index, center: center, size: Size(width: width, height: height), collisionBoundsType: .rectangle,
        angle: random.uniform(in: -0.4...0.4))
      return Sticker(item: item, look: random.element(of: crateLooks))
    }
    return falling(crates, in: context.bounds, elasticity: 0.8, friction: 0.5)
  }

  /// Crate colours, from pale pine to dark oak, each braced with a cross.
  static let crateLooks: [StickerLook] = [
    ("pine", "#deb887"), ("oak", "#a0522d"), ("teak", "#c68642"), ("walnut", "#8b5a2b"), ("birch", "#e3c08d"),
  ].map { name, hex in
    StickerLook(name: name, glyph: "╳", glyphWidth: 1, fallback: "x", color: RGB(hex: hex) ?? .white)
  }
}
