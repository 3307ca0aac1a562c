/// The kind of a shape's geometry, for the collision dispatch.
@usableFromInline enum ShapeKind: UInt8, Sendable {
  /// A circle.
  case circle
  /// A convex polygon.
  case polygon
  /// A segment (stored as a two-vertex polygon).
  case segment
}
