import Testing

@testable import Physics

@Suite struct PairFunctionTests {
  @Test func overlappingCirclesGiveOnePointAlongTheCentreLine() {
    let manifold = collideCircles(
      centerA: Vector2(0, 0), radiusA: 1, centerB: Vector2(1.5, 0), radiusB: 1, speculativeDistance: 0)
    #expect(manifold.pointCount == 1)
    #expect(abs(manifold.point1.separation + 0.5) < 1e-12)
    #expect(manifold.normal == Vector2(1, 0))
    #expect(abs(manifold.point1.point.x - 0.75) < 1e-12)
  }

  @Test func distantCirclesGiveNothing() {
    let manifold = collideCircles(
      centerA: .zero, radiusA: 0.5, centerB: Vector2(3, 0), radiusB: 0.5, speculativeDistance: 0.1)
    #expect(manifold.pointCount == 0)
  }

  @Test func circleAboveBoxFaceTouchesTheFace() {
    let box = Polygon.box(halfWidth: 1, halfHeight: 1)
    let manifold = collidePolygonAndCircle(
      box, Transform(.zero, .identity), center: Vector2(0.2, 1.4), radius: 0.5, speculativeDistance: 0)
    #expect(manifold.pointCount == 1)
    #expect(abs(manifold.normal.y - 1) < 1e-12)
    #expect(abs(manifold.point1.separation + 0.1) < 1e-12)
  }

  @Test func circleOffACornerUsesTheCorner() {
    let box = Polygon.box(halfWidth: 1, halfHeight: 1)
    let manifold = collidePolygonAndCircle(
      box, Transform(.zero, .identity), center: Vector2(1.3, 1.4), radius: 0.6, speculativeDistance: 0)
    #expect(manifold.pointCount == 1)
    #expect(abs(manifold.point1.separation - (Vector2(0.3, 0.4).length - 0.6)) < 1e-12)
    #expect(abs(manifold.normal.x - 0.6) < 1e-12 && abs(manifold.normal.y - 0.8) < 1e-12)
  }

  @Test func circleAgainstSegmentFromEitherSide() {
    let segment = Polygon.segment(Vector2(-2, 0), Vector2(2, 0))
    let above = collidePolygonAndCircle(
      segment, Transform(.zero, .identity), center: Vector2(0, 0.4), radius: 0.5, speculativeDistance: 0)
    let below = collidePolygonAndCircle(
      segment, Transform(.zero, .identity), center: Vector2(0, -0.4), radius: 0.5, speculativeDistance: 0)
    #expect(above.pointCount == 1 && abs(above.normal.y - 1) < 1e-12)
    #expect(below.pointCount == 1 && abs(below.normal.y + 1) < 1e-12)
  }

  @Test func boxRestingOnBoxGivesTwoPoints() {
    let lower = Polygon.box(halfWidth: 2, halfHeight: 0.5)
    let upper = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
    let manifold = collidePolygons(
      lower, Transform(.zero, .identity), upper, Transform(Vector2(0.3, 0.99), .identity), speculativeDistance: 0.02)
    #expect(manifold.pointCount == 2)
    #expect(abs(manifold.normal.y - 1) < 1e-12)
    #expect(abs(manifold.point1.separation + 0.01) < 1e-9)
    #expect(abs(manifold.point2.separation + 0.01) < 1e-9)
    let xs = [manifold.point1.point.x, manifold.point2.point.x].sorted()
    #expect(abs(xs[0] + 0.2) < 1e-9 && abs(xs[1] - 0.8) < 1e-9)
  }

  @Test func separatedBoxesGiveNothing() {
    let box = Polygon.box(halfWidth: 0.5, halfHeight: 0.5)
    let manifold = collidePolygons(
      box, Transform(.zero, .identity), box, Transform(Vector2(2, 0), Rotation(0.3)), speculativeDistance: 0.02)
    #expect(manifold.pointCount == 0)
  }

  @Test func hullDropsInnerPointsAndComputesMass() {
    let polygon = Polygon(points: [Vector2(0, 0), Vector2(2, 0), Vector2(1, 0.5), Vector2(2, 2), Vector2(0, 2)])
    #expect(polygon.vertices.count == 4)
    let mass = polygon.massProperties(density: 1)
    #expect(abs(mass.mass - 4) < 1e-12)
    #expect(abs(mass.center.x - 1) < 1e-12 && abs(mass.center.y - 1) < 1e-12)
    #expect(abs(mass.inertia - 4 * (4 + 4) / 12) < 1e-9)
  }
}
