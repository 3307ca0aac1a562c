import Dynamics

extension Scenes {
  /// Field behaviours: stickers swirl about the middle of the box in a vortex, held in by a radial gravity field,
  /// stirred by noise and calmed by drag. There is no gravity.
  ///
  /// Eight stickers (fewer if `--stickers` asks) 80 seed points across,
  /// scaled by `SeedStage`, start in a ring. The radial field
  /// pulls at strength 0.3 (300 points/s²), the vortex turns at 0.2 within
  /// the box's half height, the drag takes 0.8 of the speed a second and the
  /// noise pushes at 0.1.
  public static let fields = Scene(
    name: "fields", summary: "stickers swirl in a vortex, radial gravity, noise and drag fields; no gravity"
  ) { context in
    let stage = SeedStage(bounds: context.bounds)
    let bounds = context.bounds
    let middle = bounds.center
    let count = min(context.stickerCount, 8)
    let ring = min(bounds.size.width, bounds.size.height) * 0.35
    let stickers = (0..<count).map { index in
      let sticker = stage.sticker(index, at: 0, 0, diameter: 80, in: context)
      let angle = 2 * Double.pi * Double(index) / Double(count)
      sticker.item.center = middle + Vector(angle: angle, magnitude: ring)
      return sticker
    }
    let items = stickers.map(\.item)
    let animator = Animator(referenceBounds: bounds)
    let itemBehavior = ItemBehavior(items: items)
    itemBehavior.elasticity = 0.6
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    let radial = FieldBehavior.radialGravityField(position: middle)
    radial.strength = 0.3
    let vortex = FieldBehavior.vortexField()
    vortex.position = middle
    // clockwise on screen, the same pull at every distance
    vortex.strength = -0.2
    vortex.falloff = 1
    vortex.region = .radius(bounds.size.height / 2)
    let drag = FieldBehavior.dragField()
    drag.strength = 0.8
    let noise = FieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 0.5)
    noise.strength = 0.1
    for field in [radial, vortex, drag, noise] {
      for item in items { field.addItem(item) }
    }
    for behavior in [itemBehavior, collision, radial, vortex, drag, noise] { animator.addBehavior(behavior) }
    return SceneContents(animator: animator, gravity: nil, itemBehavior: itemBehavior, stickers: stickers)
  }
}
