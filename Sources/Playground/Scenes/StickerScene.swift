import Dynamics

extension Scenes {
  /// The sticker wall demo: stickers of one diameter dropped all at once from random places along the top.
  ///
  /// Written as the original is: every sticker's frame at a random x in
  /// [0, width − diameter) of the box and y = 0, all in the first frame, so
  /// that they overlap and burst apart (a crowded box: see `dropCenters`); gravity, collision with the reference
  /// bounds, and an item behaviour with elasticity 0.8 that lets them rotate
  /// (and a little friction, so that they roll). The `f` key toggles a
  /// vortex field about the middle of the box (strength 1.2, within half the
  /// box's width).
  public static let stickers = Scene(
    name: "stickers", summary: "the sticker wall: round stickers fall, bounce and pile up; tilt to tumble them"
  ) { context in
    var random = SeededGenerator(seed: context.seed)
    let diameter = stickerDiameter(count: context.stickerCount, in: context.bounds)
    let centers = dropCenters(count: context.stickerCount, diameter: diameter, in: context.bounds, using: &random)
    let looks = context.stickerSet.looks
    let stickers = centers.enumerated().map { index, center in
      Sticker(
        item: DynamicView(
          identifier: index, center: center, size: Size(width: diameter, height: diameter),
          collisionBoundsType: .ellipse),
        look: random.element(of: looks))
    }
    let contents = falling(stickers, in: context.bounds, elasticity: 0.8, friction: 0.3, itemSize: diameter)
    let vortex = FieldBehavior.vortexField()
    vortex.position = context.bounds.center
    // clockwise on screen, the same pull at every distance
    vortex.strength = -1.2
    vortex.falloff = 1
    vortex.region = .radius(context.bounds.size.width / 2)
    for sticker in stickers { vortex.addItem(sticker.item) }
    return SceneContents(
      animator: contents.animator, gravity: contents.gravity, itemBehavior: contents.itemBehavior, stickers: stickers,
      field: vortex)
  }

  /// A diameter at which `count` stickers cover about a quarter of the box, within 1 to 12 cells across.
  static func stickerDiameter(count: Int, in bounds: Rect) -> Double {
    let area = bounds.size.width * bounds.size.height
    let fitting = (0.25 * area / (Double(max(count, 1)) * Double.pi / 4)).squareRoot()
    let cell = Layout.pointsPerColumn
    let largest = min(12 * cell, min(bounds.size.width, bounds.size.height) / 2)
    return max(min(fitting, largest), min(cell, largest)).rounded(.down)
  }

  /// Where `count` stickers `diameter` across start: all along the top as the original drops them
  /// (`topRowPoints`) when the top row holds them at most three deep, as a screenful does; a box asked for
  /// more gets them in rows from the top (`dropPoints`), since a heap deeper than that bursts through the walls.
  static func dropCenters(
    count: Int, diameter: Double, in bounds: Rect, using random: inout SeededGenerator
  ) -> [Point] {
    let perRow = max(1, Int(bounds.size.width / diameter))
    return count <= 3 * perRow
      ? topRowPoints(count: count, diameter: diameter, in: bounds, using: &random)
      : dropPoints(count: count, diameter: diameter, in: bounds, using: &random)
  }

  /// Centres for `count` stickers `diameter` across whose frames touch the top of `bounds`, each at a random x
  /// in [0, width − diameter) from its left, as the original sticker wall drops them (overlapping).
  static func topRowPoints(
    count: Int, diameter: Double, in bounds: Rect, using random: inout SeededGenerator
  ) -> [Point] {
    let spare = max(0, bounds.size.width - diameter)
    return (0..<count).map { _ in
      Point(x: bounds.minX + random.uniform(in: 0...spare) + diameter / 2, y: bounds.minY + diameter / 2)
    }
  }

  /// Centres for `count` stickers in rows from the top, each in a slot of its own so none overlap.
  ///
  /// There are more slots than stickers where the top part of the box has room
  /// (so the drop has gaps), the slots are shuffled, each row is shifted
  /// sideways by a random amount and each sticker a little down. A box too small for them all
  /// gets as many as fit side by side (at least one), so that none starts inside another.
  static func dropPoints(
    count: Int, diameter: Double, in bounds: Rect, using random: inout SeededGenerator
  ) -> [Point] {
    let perRow = max(1, Int(bounds.size.width / diameter))
    let rowHeight = diameter * 1.05
    let needed = (count + perRow - 1) / perRow
    let roomy = Int(0.6 * bounds.size.height / rowHeight)
    let fitting = max(1, Int(max(bounds.size.height - diameter, 0) / rowHeight) + 1)
    let rows = min(max(needed, min(roomy, (needed * 5 + 2) / 3)), fitting)
    var slots = Array(0..<(perRow * rows))
    for index in slots.indices.reversed() where index > 0 {
      slots.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    let spare = bounds.size.width - Double(perRow) * diameter
    let shifts = (0..<rows).map { _ in random.uniform(in: 0...spare) }
    return slots.prefix(count).sorted().map { slot in
      let column = slot % perRow
      let row = slot / perRow
      let x = bounds.minX + diameter / 2 + Double(column) * diameter + shifts[row]
      let y = bounds.minY + diameter / 2 + Double(row) * rowHeight + random.uniform(in: 0...(diameter * 0.05))
      return Point(x: x, y: min(y, bounds.maxY - diameter / 2))
    }
  }
}
