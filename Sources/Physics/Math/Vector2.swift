import Foundation

/// A 2D vector of doubles: a point, a direction, a velocity or a force.
///
/// The engine does not assume an orientation: with y pointing down (as Tumble's
/// Dynamics layer uses) a positive cross product turns clockwise on screen.
@frozen public struct Vector2: Hashable, Sendable {
  /// The first component.
  public var x: Double
  /// The second component.
  public var y: Double

  /// A vector with components `x` and `y`.
  @inlinable public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  /// The zero vector.
  public static let zero = Vector2(0, 0)
}

// MARK: - Arithmetic

extension Vector2 {
  /// The unit vector at `radians` from the x axis: (cos, sin).
  @inlinable public static func angle(_ radians: Double) -> Vector2 {
    Vector2(cos(radians), sin(radians))
  }

  /// The component-wise sum.
  @inlinable public static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }

  /// The component-wise difference.
  @inlinable public static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }

  /// The negated vector.
  @inlinable public static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }

  /// The vector scaled by `s`.
  @inlinable public static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }

  /// The vector scaled by `s`.
  @inlinable public static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }

  /// The vector divided by `s`.
  @inlinable public static func / (a: Vector2, s: Double) -> Vector2 { Vector2(a.x / s, a.y / s) }

  /// Adds `b` to `a`.
  @inlinable public static func += (a: inout Vector2, b: Vector2) { a = a + b }

  /// Subtracts `b` from `a`.
  @inlinable public static func -= (a: inout Vector2, b: Vector2) { a = a - b }

  /// The dot product.
  @inlinable public func dot(_ other: Vector2) -> Double { x * other.x + y * other.y }

  /// The 2D cross product (the z component of the 3D one): `x·other.y − y·other.x`.
  @inlinable public func cross(_ other: Vector2) -> Double { x * other.y - y * other.x }

  /// The length.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }

  /// The squared length.
  @inlinable public var lengthSquared: Double { x * x + y * y }

  /// The unit vector in the same direction, or zero for a zero-length vector.
  @inlinable public var normalized: Vector2 {
    let length = self.length
    return length > 0 ? Vector2(x / length, y / length) : .zero
  }

  /// The vector turned a quarter turn: (−y, x).
  @inlinable public var perpendicular: Vector2 { Vector2(-y, x) }
}
