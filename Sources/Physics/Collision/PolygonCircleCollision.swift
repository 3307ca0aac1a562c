/// The contact between a polygon (or a two-vertex segment) placed by `transform` and a circle
/// in world coordinates, the normal pointing from the polygon to the circle.
func collidePolygonAndCircle(
  _ polygon: Polygon, _ transform: Transform, center worldCenter: Vector2, radius: Double,
  speculativeDistance: Double
) -> Manifold {
  let center = transform.applyInverse(worldCenter)
  let vertices = polygon.vertices
  let normals = polygon.normals
  let count = vertices.count
  var bestEdge = 0
  var bestSeparation = -Double.greatestFiniteMagnitude
  for index in 0..<count {
    let s = normals[index].dot(center - vertices[index])
    if s > bestSeparation {
      bestSeparation = s
      bestEdge = index
    }
  }
  if bestSeparation > radius + speculativeDistance { return .empty }
  let v1 = vertices[bestEdge]
  let v2 = vertices[(bestEdge + 1) % count]
  var normal: Vector2
  var separation: Double
  var surface: Vector2
  let id = UInt16(bestEdge)
  // Past an end of the edge, the circle meets that vertex: the normal points from it to the
  // centre (nil when farther than the speculative distance).
  func vertexContact(_ vertex: Vector2) -> (normal: Vector2, separation: Double)? {
    let d = center - vertex
    let distance = d.length
    if distance - radius > speculativeDistance { return nil }
    return (distance > 1e-12 ? d / distance : normals[bestEdge], distance - radius)
  }
  if (center - v1).dot(v2 - v1) < 0 && bestSeparation > 0 {
    guard let contact = vertexContact(v1) else { return .empty }
    (normal, separation) = contact
    surface = v1
  } else if (center - v2).dot(v1 - v2) < 0 && bestSeparation > 0 {
    guard let contact = vertexContact(v2) else { return .empty }
    (normal, separation) = contact
    surface = v2
  } else {
    normal = normals[bestEdge]
    separation = bestSeparation - radius
    surface = center - bestSeparation * normal
  }
  let circleSurface = center - radius * normal
  let point = transform.apply(0.5 * (surface + circleSurface))
  return Manifold(
    normal: transform.rotation.apply(normal), point: ManifoldPoint(point: point, separation: separation, id: id))
}
