import LibM

// MARK: - Angle and length

extension Vector {
  /// A vector of `magnitude` pointing at `angle` (radians: 0 right, π/2 down).
  public init(angle: Double, magnitude: Double) {
    self.init(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
  }

  /// The length.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The direction in radians (0 right, π/2 down), or nil for the zero vector.
  public var angle: Double? { length > 0 ? atan2(dy, dx) : nil }

  /// The sum.
  public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }

  /// The difference.
  public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }

  /// The vector scaled.
  public static func * (a: Vector, s: Double) -> Vector { Vector(dx: a.dx * s, dy: a.dy * s) }

  /// The vector reversed.
  public static prefix func - (a: Vector) -> Vector { Vector(dx: -a.dx, dy: -a.dy) }
}

// MARK: - Points and vectors

extension Point {
  /// The point moved by `vector`.
  public static func + (point: Point, vector: Vector) -> Point {
    Point(x: point.x + vector.dx, y: point.y + vector.dy)
  }

  /// The vector from `b` to `a`.
  public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}

// MARK: - Turning

extension Vector {
  /// The vector turned by `radians`, clockwise on screen.
  public func rotated(by radians: Double) -> Vector {
    Vector(dx: dx * cos(radians) - dy * sin(radians), dy: dx * sin(radians) + dy * cos(radians))
  }
}
