// MARK: - Convex polygons

extension BoundaryPath {
  /// Whether `point` lies inside the convex polygon the path's corners make (either winding).
  func convexContains(_ point: Point) -> Bool {
    guard points.count >= 3 else { return false }
    var sign = 0.0
    for (index, corner) in points.enumerated() {
      let next = points[(index + 1) % points.count]
      let cross = (next - corner).cross(point - corner)
      if cross == 0 { continue }
      if sign == 0 { sign = cross }
      if (cross > 0) != (sign > 0) { return false }
    }
    return true
  }
}

extension Vector {
  /// The z of the cross product: positive when `other` turns clockwise on screen from this one.
  func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }
}
