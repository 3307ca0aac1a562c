/// A convex polygon in local coordinates, counter-clockwise in a y-up frame, at most `maximumVertexCount` vertices.
public struct Polygon: Sendable {
  /// The most vertices a polygon keeps.
  public static let maximumVertexCount = 8

  /// The vertices in order around the hull.
  public private(set) var vertices: [Vector2]
  /// The outward unit normal of each edge, edge `i` going from vertex `i` to `i + 1`.
  public private(set) var normals: [Vector2]
  /// The area centroid.
  public private(set) var centroid: Vector2

  /// The convex hull of `points`; points beyond `maximumVertexCount` hull vertices are dropped,
  /// and fewer than three distinct points give a tiny box around their centre.
  ///
  /// The points are checked (see `InputCheck`): in release builds a non-finite one is left out and
  /// one beyond the limit clamped.
  public init(points: [Vector2]) {
    let points = points.compactMap { InputCheck.checked($0, "point", in: "Polygon.init(points:)") }
    var hull = Polygon.convexHull(points)
    if hull.count > Polygon.maximumVertexCount {
      hull = Array(hull.prefix(Polygon.maximumVertexCount))
    }
    if hull.count < 3 {
      let center = points.isEmpty ? .zero : points.reduce(.zero, +) / Double(points.count)
      let h = 0.005
      hull = [center + Vector2(-h, -h), center + Vector2(h, -h), center + Vector2(h, h), center + Vector2(-h, h)]
    }
    self.init(hull: hull)
  }

  /// A polygon from vertices already known to be convex and counter-clockwise (two vertices make a segment).
  init(hull: [Vector2]) {
    vertices = hull
    normals = []
    normals.reserveCapacity(hull.count)
    for index in hull.indices {
      let edge = hull[(index + 1) % hull.count] - hull[index]
      normals.append(Vector2(edge.y, -edge.x).normalized)
    }
    centroid = hull.count >= 3 ? Polygon.areaCentroid(hull) : hull.reduce(.zero, +) / Double(hull.count)
  }

  /// A rectangle of half-extents `halfWidth` × `halfHeight`, centred at `center` and turned by `angle`.
  ///
  /// Checked (see `InputCheck`): in release builds a non-finite or negative half-extent is taken as
  /// 0, a non-finite centre as the origin and a non-finite angle as 0.
  public static func box(halfWidth: Double, halfHeight: Double, center: Vector2 = .zero, angle: Double = 0) -> Polygon {
    let call = "Polygon.box(halfWidth:halfHeight:center:angle:)"
    let halfWidth = InputCheck.checked(halfWidth, "halfWidth", in: call, range: 0...InputCheck.limit) ?? 0
    let halfHeight = InputCheck.checked(halfHeight, "halfHeight", in: call, range: 0...InputCheck.limit) ?? 0
    let center = InputCheck.checked(center, "center", in: call) ?? .zero
    let rotation = Rotation(InputCheck.checked(angle, "angle", in: call) ?? 0)
    let corners = [
      Vector2(-halfWidth, -halfHeight), Vector2(halfWidth, -halfHeight),
      Vector2(halfWidth, halfHeight), Vector2(-halfWidth, halfHeight),
    ]
    return Polygon(hull: corners.map { rotation.apply($0) + center })
  }

  /// The segment from `a` to `b` as a two-vertex polygon.
  static func segment(_ a: Vector2, _ b: Vector2) -> Polygon { Polygon(hull: [a, b]) }
}

// MARK: - Geometry

extension Polygon {
  /// The convex hull of `points`, counter-clockwise (y-up), without collinear points (Andrew's monotone chain).
  static func convexHull(_ points: [Vector2]) -> [Vector2] {
    let sorted = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
    guard sorted.count >= 3 else { return sorted }
    var lower: [Vector2] = []
    for point in sorted {
      while lower.count >= 2
        && (lower[lower.count - 1] - lower[lower.count - 2]).cross(point - lower[lower.count - 2]) <= 1e-12
      {
        lower.removeLast()
      }
      lower.append(point)
    }
    var upper: [Vector2] = []
    for point in sorted.reversed() {
      while upper.count >= 2
        && (upper[upper.count - 1] - upper[upper.count - 2]).cross(point - upper[upper.count - 2]) <= 1e-12
      {
        upper.removeLast()
      }
      upper.append(point)
    }
    return Array(lower.dropLast() + upper.dropLast())
  }

  /// The centroid of the area of a convex counter-clockwise polygon.
  static func areaCentroid(_ hull: [Vector2]) -> Vector2 {
    let origin = hull[0]
    var area = 0.0
    var sum = Vector2.zero
    for index in 1..<(hull.count - 1) {
      let e1 = hull[index] - origin
      let e2 = hull[index + 1] - origin
      let triangle = 0.5 * e1.cross(e2)
      area += triangle
      sum += triangle * (e1 + e2) / 3
    }
    return area > 0 ? origin + sum / area : hull.reduce(.zero, +) / Double(hull.count)
  }

  /// Mass, centroid and moment of inertia about the centroid for a uniform `density`.
  func massProperties(density: Double) -> MassData {
    guard vertices.count >= 3 else { return MassData(mass: 0, center: centroid, inertia: 0) }
    let origin = vertices[0]
    var area = 0.0
    var center = Vector2.zero
    var inertia = 0.0
    for index in 1..<(vertices.count - 1) {
      let e1 = vertices[index] - origin
      let e2 = vertices[index + 1] - origin
      let d = e1.cross(e2)
      let triangle = 0.5 * d
      area += triangle
      center += triangle * (e1 + e2) / 3
      let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
      let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
      inertia += (0.25 / 3 * d) * (intx2 + inty2)
    }
    guard area > 0 else { return MassData(mass: 0, center: centroid, inertia: 0) }
    let mass = density * area
    center = center / area
    // inertia about the first vertex, shifted to the centroid
    let aboutCentroid = density * inertia - mass * center.lengthSquared
    return MassData(mass: mass, center: origin + center, inertia: aboutCentroid)
  }

  /// The radius of the largest circle about the centroid inside the polygon (its core for
  /// continuous collision).
  var inradius: Double {
    var result = Double.greatestFiniteMagnitude
    for (vertex, normal) in zip(vertices, normals) { result = min(result, normal.dot(vertex - centroid)) }
    return max(result, 0)
  }

  /// The largest distance from `point` to a vertex.
  func radius(about point: Vector2) -> Double {
    vertices.reduce(0) { max($0, ($1 - point).length) }
  }
}
