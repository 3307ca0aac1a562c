import Bounce
import Canvas
import Dynamics

/// The bounce scene's comparison: a keyframed drop beside a sticker the physics drops with matching elasticity.
///
/// The keyframes are the one-axis demo's (y = 60 to 300, four bounces in half a second, light) without
/// overshoot, so the value bounces off its end like a ball off a floor. The sticker's elasticity is the one
/// whose rebounds keep the same share of the height: each keyframed bounce peaks at a fixed fraction of the
/// one before, and a ball of elasticity e rebounds to e² of its height.
enum DropComparison {
  /// The keyframed drop, in the one-axis demo's points.
  static let keyframes = BounceAnimation<Double>(
    from: 60, to: 300, duration: 0.5, numberOfBounces: 4, shouldOvershoot: false, stiffness: .light)

  /// The elasticity whose first rebound reaches as high, as a share of the drop, as the keyframes' first bounce.
  static let elasticity: Double = {
    let heights = keyframes.keyframes.map { abs($0.value - keyframes.to) }
    guard let drop = heights.first, drop > 0 else { return 0 }
    let landing = heights.indices.dropFirst().first { heights[$0] > heights[$0 - 1] } ?? heights.count
    let rebound = heights[max(landing - 1, 0)...].max() ?? 0
    return (rebound / drop).squareRoot()
  }()

  /// The panel's title.
  static let title = "keys · physics"

  /// The radius, in pixels, of both discs in `panel`.
  static func radius(in panel: BounceBoard.Panel) -> Double {
    BounceDemo.discRadius(in: panel.area)
  }

  /// The centres of the keyframed lane (left) and the physics lane (right), in pixels from the left.
  static func lanes(of panel: BounceBoard.Panel) -> (keyframed: Double, physics: Double) {
    let area = panel.area
    return (area.minX + area.size.width / 4, area.minX + area.size.width * 3 / 4)
  }

  /// Where the sticker is dropped from in the panel, in points: the physics lane's top.
  static func start(in panel: BounceBoard.Panel, radius: Double) -> Point {
    Point(
      x: lanes(of: panel).physics * Layout.pointsPerColumn,
      y: (panel.area.minY + radius) * Layout.pointsPerColumn)
  }

  /// Draws the keyframed disc of `radius` pixels `seconds` into the drop, from the top of the left lane to the floor.
  static func drawKeyframes(
    at seconds: Double, in panel: BounceBoard.Panel, radius: Double, look: StickerLook, into buffer: inout FrameBuffer
  ) {
    let area = panel.area
    let y = BounceDemo.map(
      keyframes.value(at: seconds), keyframes.from...keyframes.to, (area.minY + radius)...(area.maxY - radius))
    StickerRasterizer().draw([Sprite(x: lanes(of: panel).keyframed, y: y, radius: radius, look: look)], into: &buffer)
  }
}
