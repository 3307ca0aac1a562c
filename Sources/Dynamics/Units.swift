import Physics

/// How UIKit's units map onto the engine's: 100 points are one engine unit.
///
/// So a 100×100-point item is a 1×1 body (mass 1 at density 1), gravity
/// magnitude 1.0 (1000 points/s²) is 10 units/s², and a push of magnitude 1
/// (one UIKit newton) gives that item 100 points/s².
enum Units {
  /// Points in one engine unit.
  static let pointsPerUnit = 100.0
  /// Points/s² of gravity at magnitude 1.
  static let gravityPointsPerSecondSquared = 1000.0

  /// A point as an engine position.
  static func engine(_ point: Point) -> Vector2 {
    Vector2(point.x / pointsPerUnit, point.y / pointsPerUnit)
  }

  /// A vector in points as an engine vector.
  static func engine(_ vector: Vector) -> Vector2 {
    Vector2(vector.dx / pointsPerUnit, vector.dy / pointsPerUnit)
  }

  /// An engine position as a point.
  static func point(_ vector: Vector2) -> Point {
    Point(x: vector.x * pointsPerUnit, y: vector.y * pointsPerUnit)
  }

  /// An engine vector as a vector in points.
  static func vector(_ vector: Vector2) -> Vector {
    Vector(dx: vector.x * pointsPerUnit, dy: vector.y * pointsPerUnit)
  }
}
