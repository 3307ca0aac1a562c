/// The contact between two circles given in world coordinates, kept when closer than `speculativeDistance`.
@inlinable func collideCircles(
  centerA: Vector2, radiusA: Double, centerB: Vector2, radiusB: Double, speculativeDistance: Double
) -> Manifold {
  let d = centerB - centerA
  let distanceSquared = d.lengthSquared
  let reach = radiusA + radiusB + speculativeDistance
  if distanceSquared > reach * reach { return .empty }
  let distance = distanceSquared.squareRoot()
  let normal = distance > 1e-12 ? d / distance : Vector2(0, 1)
  let separation = distance - radiusA - radiusB
  let surfaceA = centerA + radiusA * normal
  let surfaceB = centerB - radiusB * normal
  let point = 0.5 * (surfaceA + surfaceB)
  return Manifold(normal: normal, point: ManifoldPoint(point: point, separation: separation, id: 0))
}
