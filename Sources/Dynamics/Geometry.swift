import Physics

/// A point in UIKit's coordinates: points, origin top-left, y down.
public struct Point: Hashable, Sendable {
  /// Points from the left.
  public var x: Double
  /// Points from the top.
  public var y: Double

  /// A point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size from its sides.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

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

/// A vector in points (a velocity in points/s, a direction).
public struct Vector: Hashable, Sendable {
  /// Horizontal component, positive right.
  public var dx: Double
  /// Vertical component, positive down.
  public var dy: Double

  /// A vector from its components.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)
}

// MARK: - Checks

extension Rect {
  /// This rectangle checked for `call` (see `InputCheck`): nil when a corner or size value is not
  /// finite; a negative width or height is 0 and a value beyond the limit clamped.
  func checked(in call: String) -> Rect? {
    let sizes = 0...InputCheck.limit
    guard let corner = InputCheck.checked(Vector2(origin.x, origin.y), "origin", in: call),
      let width = InputCheck.checked(size.width, "width", in: call, range: sizes),
      let height = InputCheck.checked(size.height, "height", in: call, range: sizes)
    else { return nil }
    return Rect(x: corner.x, y: corner.y, width: width, height: height)
  }
}
