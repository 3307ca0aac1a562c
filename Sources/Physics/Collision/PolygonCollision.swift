/// The contact between two convex polygons (two-vertex polygons are segments), with up to two
/// points from clipping the incident edge against the reference edge; the normal points from A to B.
func collidePolygons(
  _ polygonA: Polygon, _ transformA: Transform, _ polygonB: Polygon, _ transformB: Transform,
  speculativeDistance: Double
) -> Manifold {
  let (edgeA, separationA) = maximumSeparation(polygonA, transformA, polygonB, transformB)
  if separationA > speculativeDistance { return .empty }
  let (edgeB, separationB) = maximumSeparation(polygonB, transformB, polygonA, transformA)
  if separationB > speculativeDistance { return .empty }
  // Prefer A as the reference so the manifold does not flicker between the two.
  let flip = separationB > separationA + 0.1 * 0.005
  let reference = flip ? polygonB : polygonA
  let incident = flip ? polygonA : polygonB
  let referenceTransform = flip ? transformB : transformA
  let incidentTransform = flip ? transformA : transformB
  let referenceEdge = flip ? edgeB : edgeA

  let count = reference.vertices.count
  let v11 = reference.vertices[referenceEdge]
  let v12 = reference.vertices[(referenceEdge + 1) % count]
  let normal = reference.normals[referenceEdge]
  let edge = incidentEdge(of: incident, incidentTransform, facing: normal, in: referenceTransform)

  // Clip the incident edge to the reference edge's side planes.
  let tangent = (v12 - v11).normalized
  let sides = SidePlanes(
    upper: (v12 - v11).dot(tangent), lowerID: 0x80 | UInt16(referenceEdge),
    upperID: 0x80 | UInt16((referenceEdge + 1) % count))
  var a = edge.start
  var b = edge.end
  var idA = edge.startID
  var idB = edge.endID
  let ta = (a - v11).dot(tangent)
  let tb = (b - v11).dot(tangent)
  if ta < sides.lower && tb < sides.lower || ta > sides.upper && tb > sides.upper {
    // Edges do not overlap along the tangent: fall back to the closest vertex.
    return .empty
  }
  sides.clip(&a, &idA, at: ta, toward: b, at: tb)
  sides.clip(&b, &idB, at: tb, toward: a, at: ta)
  let worldNormal = referenceTransform.rotation.apply(normal)
  var manifold = Manifold.empty
  manifold.normal = flip ? -worldNormal : worldNormal
  let flipBit: UInt16 = flip ? 0x4000 : 0
  for (point, id) in [(a, idA), (b, idB)] {
    let separation = (point - v11).dot(normal)
    if separation > speculativeDistance { continue }
    let middle = point - 0.5 * separation * normal
    let contact = ManifoldPoint(
      point: referenceTransform.apply(middle), separation: separation,
      id: flipBit | UInt16(referenceEdge) << 8 | id)
    if manifold.pointCount == 0 {
      manifold.point1 = contact
    } else {
      manifold.point2 = contact
    }
    manifold.pointCount += 1
  }
  return manifold
}

/// The edge of `incident` most opposed to the reference edge's `normal`, in the reference
/// polygon's frame, with the features its ends stand for.
func incidentEdge(
  of incident: Polygon, _ incidentTransform: Transform, facing normal: Vector2, in referenceTransform: Transform
) -> (start: Vector2, end: Vector2, startID: UInt16, endID: UInt16) {
  let rotation = Rotation(
    c: referenceTransform.rotation.c * incidentTransform.rotation.c + referenceTransform.rotation.s
      * incidentTransform.rotation.s,
    s: referenceTransform.rotation.c * incidentTransform.rotation.s - referenceTransform.rotation.s
      * incidentTransform.rotation.c)
  let offset = referenceTransform.rotation.applyInverse(incidentTransform.position - referenceTransform.position)
  let incidentCount = incident.vertices.count
  var incidentEdge = 0
  var minimumDot = Double.greatestFiniteMagnitude
  for index in 0..<incidentCount {
    let d = normal.dot(rotation.apply(incident.normals[index]))
    if d < minimumDot {
      minimumDot = d
      incidentEdge = index
    }
  }
  let incidentNext = (incidentEdge + 1) % incidentCount
  return (
    rotation.apply(incident.vertices[incidentEdge]) + offset, rotation.apply(incident.vertices[incidentNext]) + offset,
    UInt16(incidentEdge), UInt16(incidentNext)
  )
}

/// The reference edge's side planes, along its tangent from its first vertex: 0 and its length,
/// with the features a point clipped to each stands for.
struct SidePlanes {
  /// The first vertex's plane.
  let lower = 0.0
  /// The second vertex's plane.
  let upper: Double
  /// The feature of a point clipped to the lower plane.
  let lowerID: UInt16
  /// The feature of a point clipped to the upper plane.
  let upperID: UInt16

  /// Moves `point` (at `t` along the tangent) towards `other` (at `otherT`) onto the plane it is
  /// beyond, if any, and gives it that plane's feature.
  func clip(_ point: inout Vector2, _ id: inout UInt16, at t: Double, toward other: Vector2, at otherT: Double) {
    if t < lower {
      point = point + (lower - t) / (otherT - t) * (other - point)
      id = lowerID
    } else if t > upper {
      point = point + (upper - t) / (otherT - t) * (other - point)
      id = upperID
    }
  }
}

/// The edge of `polygonA` whose normal separates the two polygons most, and that separation.
func maximumSeparation(
  _ polygonA: Polygon, _ transformA: Transform, _ polygonB: Polygon, _ transformB: Transform
) -> (edge: Int, separation: Double) {
  // B's vertices in A's frame.
  let rotation = Rotation(
    c: transformA.rotation.c * transformB.rotation.c + transformA.rotation.s * transformB.rotation.s,
    s: transformA.rotation.c * transformB.rotation.s - transformA.rotation.s * transformB.rotation.c)
  let offset = transformA.rotation.applyInverse(transformB.position - transformA.position)
  var bestEdge = 0
  var best = -Double.greatestFiniteMagnitude
  for index in polygonA.vertices.indices {
    let normal = polygonA.normals[index]
    let vertex = polygonA.vertices[index]
    var smallest = Double.greatestFiniteMagnitude
    for other in polygonB.vertices {
      smallest = min(smallest, normal.dot(rotation.apply(other) + offset - vertex))
    }
    if smallest > best {
      best = smallest
      bestEdge = index
    }
  }
  return (bestEdge, best)
}
