/// A rotation stored as its cosine and sine.
@usableFromInline struct Rotation: Sendable, Equatable {
  /// The cosine of the angle.
  @usableFromInline var c: Double
  /// The sine of the angle.
  @usableFromInline var s: Double

  /// The rotation by `radians`.
  @inlinable init(_ radians: Double) {
    let unit = Vector2.angle(radians)
    c = unit.x
    s = unit.y
  }

  /// The identity rotation.
  static let identity = Rotation(0)

  /// `v` rotated.
  @inlinable func apply(_ v: Vector2) -> Vector2 { Vector2(c * v.x - s * v.y, s * v.x + c * v.y) }

  /// `v` rotated back.
  @inlinable func applyInverse(_ v: Vector2) -> Vector2 { Vector2(c * v.x + s * v.y, -s * v.x + c * v.y) }
}

extension Rotation {
  /// A rotation from its cosine and sine.
  @inlinable init(c: Double, s: Double) {
    self.c = c
    self.s = s
  }
}
