/// The contact between two circles given in world coordinates, kept when closer than `speculativeDistance`.
@inlinable func collideCircles(
  centerA: Vector2, radiusA: Double, centerB: Vector2, radiusB: Double, speculativeDistance: Double
) -> Manifold {
  collideCircles(
    centerA: centerA, radiusA: radiusA, centerB: centerB, radiusB: radiusB,
    leastSpeculativeDistance: speculativeDistance
  ) { _, _ in speculativeDistance }
}

/// The contact between two circles given in world coordinates, kept when closer than the
/// speculative distance that `speculativeDistance` works out from the offset of B from A and its
/// length. That is asked only of circles farther apart than `leastSpeculativeDistance`, which it
/// never returns less than: nearer ones are kept whatever it would say (the ballpit's contacts,
/// mostly, so the search seldom pays for the closing speed's division).
@inlinable func collideCircles(
  centerA: Vector2, radiusA: Double, centerB: Vector2, radiusB: Double, leastSpeculativeDistance: Double,
  speculativeDistance: (_ offset: Vector2, _ distance: Double) -> Double
) -> Manifold {
  let d = centerB - centerA
  let distanceSquared = d.lengthSquared
  let radii = radiusA + radiusB
  let least = radii + leastSpeculativeDistance
  let distance = distanceSquared.squareRoot()
  if distanceSquared > least * least {
    let reach = radii + speculativeDistance(d, distance)
    if distanceSquared > reach * reach { return .empty }
  }
  let normal = distance > 1e-12 ? d / distance : Vector2(0, 1)
  let separation = distance - radiusA - radiusB
  let surfaceA = centerA + radiusA * normal
  let surfaceB = centerB - radiusB * normal
  let point = 0.5 * (surfaceA + surfaceB)
  return Manifold(normal: normal, point: ManifoldPoint(point: point, separation: separation, id: 0))
}
