/// A rectangle in points: its top-left corner and its size.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// Width and height.
  public var size: Size

  /// A rectangle from its corner and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x: x, y: y)
    size = Size(width: width, height: height)
  }

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The centre.
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
}
