/// One point of contact between two shapes, in world coordinates.
@usableFromInline struct ManifoldPoint: Sendable {
  /// The point, midway between the two surfaces.
  @usableFromInline var point: Vector2
  /// The signed distance between the surfaces along the normal: negative when they overlap.
  @usableFromInline var separation: Double
  /// Which features made the point, to carry impulses over from the last step.
  @usableFromInline var id: UInt16

  /// A point from its parts.
  @inlinable init(point: Vector2, separation: Double, id: UInt16) {
    self.point = point
    self.separation = separation
    self.id = id
  }
}

/// The contact between two shapes: a normal from A to B and zero, one or two points.
@usableFromInline struct Manifold: Sendable {
  /// The unit normal pointing from shape A to shape B.
  @usableFromInline var normal: Vector2
  /// The first point (valid when `pointCount ≥ 1`).
  @usableFromInline var point1: ManifoldPoint
  /// The second point (valid when `pointCount = 2`).
  @usableFromInline var point2: ManifoldPoint
  /// How many points are valid.
  @usableFromInline var pointCount: Int

  /// The manifold with no points.
  @usableFromInline static let empty = Manifold(
    normal: .zero, point1: ManifoldPoint(point: .zero, separation: 0, id: 0),
    point2: ManifoldPoint(point: .zero, separation: 0, id: 0), pointCount: 0)

  /// A manifold from its parts.
  @inlinable init(normal: Vector2, point1: ManifoldPoint, point2: ManifoldPoint, pointCount: Int) {
    self.normal = normal
    self.point1 = point1
    self.point2 = point2
    self.pointCount = pointCount
  }

  /// A manifold with one point.
  @inlinable init(normal: Vector2, point: ManifoldPoint) {
    self.init(normal: normal, point1: point, point2: point, pointCount: 1)
  }

  /// The same contact seen from the other shape: normal reversed.
  @inlinable var flipped: Manifold {
    var result = self
    result.normal = -normal
    return result
  }
}
