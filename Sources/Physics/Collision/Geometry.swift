/// The shape of a collider in its body's local coordinates.
public enum Geometry: Sendable {
  /// A disc of `radius` centred at `center`.
  case circle(radius: Double, center: Vector2 = .zero)
  /// A convex polygon.
  case polygon(Polygon)
  /// A line segment between two points, with no thickness and no mass (meant for static walls).
  case segment(Vector2, Vector2)
}

// MARK: - Checks

extension Geometry {
  /// This geometry checked for `World.createShape` (see `InputCheck`): a non-finite radius is 0, a
  /// negative one too, a non-finite point the origin (a polygon's points were checked when it was made).
  func checked() -> Geometry {
    let call = "World.createShape(on:_:_:)"
    switch self {
    case .circle(let radius, let center):
      return .circle(
        radius: InputCheck.checked(radius, "radius", in: call, range: 0...InputCheck.limit) ?? 0,
        center: InputCheck.checked(center, "center", in: call) ?? .zero)
    case .polygon:
      return self
    case .segment(let a, let b):
      return .segment(
        InputCheck.checked(a, "segment start", in: call) ?? .zero,
        InputCheck.checked(b, "segment end", in: call) ?? .zero)
    }
  }
}
