/// The shape of a collider in its body's local coordinates.
public enum Geometry: Sendable {
  /// A disc of `radius` centred at `center`.
  case circle(radius: Double, center: Vector2 = .zero)
  /// A convex polygon.
  case polygon(Polygon)
  /// A line segment between two points, with no thickness and no mass (meant for static walls).
  case segment(Vector2, Vector2)
}
