/// The line a collision boundary follows: a polyline, or a polygon when closed (UIKit takes a `UIBezierPath`).
public struct BoundaryPath: Hashable, Sendable {
  /// The corners in order, in points.
  public var points: [Point]
  /// Whether the last point joins the first.
  public var isClosed: Bool

  /// A path through `points`, closed or not.
  public init(points: [Point], isClosed: Bool = false) {
    self.points = points
    self.isClosed = isClosed
  }

  /// An open line through `points`.
  public static func polyline(_ points: [Point]) -> BoundaryPath { BoundaryPath(points: points) }

  /// A closed polygon with corners `points`.
  public static func polygon(_ points: [Point]) -> BoundaryPath { BoundaryPath(points: points, isClosed: true) }

  /// The outline of `rect`.
  public static func rectangle(_ rect: Rect) -> BoundaryPath {
    polygon([
      rect.origin, Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
      Point(x: rect.minX, y: rect.maxY),
    ])
  }

  /// The straight pieces of the path, in order.
  public var segments: [(from: Point, to: Point)] {
    guard points.count > 1 else { return [] }
    var pieces = zip(points, points.dropFirst()).map { (from: $0, to: $1) }
    if isClosed && points.count > 2, let first = points.first, let last = points.last {
      pieces.append((from: last, to: first))
    }
    return pieces
  }
}
