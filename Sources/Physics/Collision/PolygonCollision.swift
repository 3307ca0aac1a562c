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

  // The incident edge: the edge of the other polygon most opposed to the reference normal.
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
  let v21 = rotation.apply(incident.vertices[incidentEdge]) + offset
  let v22 = rotation.apply(incident.vertices[incidentNext]) + offset

  // Clip the incident edge to the reference edge's side planes.
  let tangent = (v12 - v11).normalized
  let lower = 0.0
  let upper = (v12 - v11).dot(tangent)
  var a = v21
  var b = v22
  var idA = UInt16(incidentEdge)
  var idB = UInt16(incidentNext)
  let ta = (a - v11).dot(tangent)
  let tb = (b - v11).dot(tangent)
  if ta < lower && tb < lower || ta > upper && tb > upper {
    // Edges do not overlap along the tangent: fall back to the closest vertex.
    return .empty
  }
  if ta < lower {
    a = a + (lower - ta) / (tb - ta) * (b - a)
    idA = 0x80 | UInt16(referenceEdge)
  } else if ta > upper {
    a = a + (upper - ta) / (tb - ta) * (b - a)
    idA = 0x80 | UInt16((referenceEdge + 1) % count)
  }
  if tb < lower {
    b = b + (lower - tb) / (ta - tb) * (a - b)
    idB = 0x80 | UInt16(referenceEdge)
  } else if tb > upper {
    b = b + (upper - tb) / (ta - tb) * (a - b)
    idB = 0x80 | UInt16((referenceEdge + 1) % count)
  }
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
