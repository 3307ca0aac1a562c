import Dynamics

/// The seed examples' iPhone-sized view fitted into a scene's reference bounds.
///
/// The UIKit Dynamics examples Tumble's scenes come from are written in the
/// points of a 375 × 667-point portrait view. A stage scales that view by the
/// same factor both ways, as large as fits the box (0.5 in an 80×24
/// terminal, 0.89 in 120×40), with its top-left corner at the box's. Lengths
/// and sizes scale by the same factor; gravity, push and field strengths keep
/// their UIKit values, since the engine's units are points.
struct SeedStage {
  /// The seed examples' view, in points.
  static let seedSize = Size(width: 375, height: 667)
  /// Where the seed view's origin lands.
  let origin: Point
  /// Points in the box per seed point.
  let scale: Double

  /// The stage for a box of `bounds`, the seed view moved by `shift` seed points.
  init(bounds: Rect, shift: Vector = .zero) {
    scale = min(bounds.size.width / Self.seedSize.width, bounds.size.height / Self.seedSize.height)
    origin = bounds.origin + shift * scale
  }

  /// The seed point (x, y) in the box.
  func point(_ x: Double, _ y: Double) -> Point {
    Point(x: origin.x + x * scale, y: origin.y + y * scale)
  }

  /// A seed length in the box.
  func length(_ seedLength: Double) -> Double { seedLength * scale }

  /// A round sticker `diameter` seed points across, centred at the seed point (x, y).
  func sticker(
    _ identifier: Int, at x: Double, _ y: Double, diameter: Double = 100, in context: SceneContext
  ) -> Sticker {
    let looks = context.stickerSet.looks
    let side = length(diameter)
    return Sticker(
      item: DynamicView(
        identifier: identifier, center: point(x, y), size: Size(width: side, height: side),
        collisionBoundsType: .ellipse),
      look: looks[identifier % looks.count])
  }
}
