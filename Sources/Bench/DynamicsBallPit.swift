import Dynamics
import Foundation
import Physics

/// The `ballpit` scene built with the Dynamics layer, as an iOS developer would build it: one item per ball,
/// a gravity behaviour, a collision behaviour with the box's four edges as boundaries, and an item behaviour.
///
/// The same balls at the same starting places as `BallPit`, in points (100 a unit, so radius 50 and gravity
/// magnitude 1 = 10 units/s²): what it costs over the raw engine is the layer's. Its report runs the raw
/// pit beside it, so its `rss_kb` counts both. Dynamics gives boundaries
/// a friction of 1, so a ball rubs a wall with friction √0.2 where the raw pit's has 0.2.
public struct DynamicsBallPit {
  /// Points per engine unit.
  static let pointsPerUnit = 100.0

  /// The animator.
  public let animator: Animator
  /// The balls, in the scene's order.
  public let balls: [DynamicView]
  /// The gravity behaviour, turned each step.
  public let gravity: GravityBehavior
  /// The side of the box, in engine units.
  public let side: Double

  /// Builds the box and its `count` balls.
  public init(balls count: Int) {
    side = BallPit.side(balls: count)
    let scale = Self.pointsPerUnit
    animator = Animator(referenceBounds: Rect(x: 0, y: 0, width: side * scale, height: side * scale))
    var views: [DynamicView] = []
    views.reserveCapacity(count)
    BallPit.forEachStart(balls: count) { position in
      views.append(
        DynamicView(
          identifier: views.count, center: Point(x: position.x * scale, y: position.y * scale),
          size: Size(width: 2 * BallPit.radius * scale, height: 2 * BallPit.radius * scale),
          collisionBoundsType: .ellipse))
    }
    balls = views
    let material = ItemBehavior(items: views)
    material.elasticity = 0.8
    material.friction = 0.2
    material.density = 1
    let collision = CollisionBehavior(items: views)
    let corners = BallPit.corners(side: side).map { Point(x: $0.x * scale, y: $0.y * scale) }
    for k in 0..<4 { collision.addBoundary(withIdentifier: "wall \(k)", from: corners[k], to: corners[(k + 1) % 4]) }
    gravity = GravityBehavior(items: views)
    animator.addBehavior(material)
    animator.addBehavior(collision)
    animator.addBehavior(gravity)
  }

  /// Step `k`: gravity turned as `BallPit` turns it, then one step of the animator.
  public func step(_ k: Int) {
    gravity.setAngle(BallPit.gravityAngle(atStep: k), magnitude: 1)
    animator.step()
  }

  /// The centre of ball `index` in engine units.
  func position(_ index: Int) -> Vector2 {
    let center = balls[index].center
    return Vector2(center.x / Self.pointsPerUnit, center.y / Self.pointsPerUnit)
  }

  /// Balls whose centre is not strictly inside the box.
  public var escaped: Int {
    balls.indices.count { index in
      let p = position(index)
      return !(p.x > 0 && p.x < side && p.y > 0 && p.y < side)
    }
  }

  /// The scene's JSON result line: `BallPit`'s keys, with `"through":"dynamics"` after the engine, then
  /// `engine_ms_per_step` for the raw `BallPit` stepped beside it (`BallPit.inTurns`) and `ratio`, the
  /// layer's CPU time over the engine's.
  public static func report(balls: Int, steps: Int) -> String {
    let pit = DynamicsBallPit(balls: balls)
    let seconds = BallPit.inTurns(balls: balls, steps: steps) { pit.step($0) }
    let overlap = BallPit.maximumOverlap(count: balls, radius: BallPit.radius, side: pit.side, center: pit.position)
    let perStep = 1000 / Double(max(steps, 1))
    return String(
      format:
        "{\"engine\":\"tumble\",\"through\":\"dynamics\",\"balls\":%d,\"steps\":%d,\"ms_per_step\":%.4f,"
        + "\"escaped\":%d,\"max_overlap\":%.4f,\"engine_ms_per_step\":%.4f,\"ratio\":%.3f}",
      balls, steps, seconds.other.wall * perStep, pit.escaped, overlap, seconds.pit.wall * perStep,
      seconds.other.cpu / seconds.pit.cpu)
  }
}
