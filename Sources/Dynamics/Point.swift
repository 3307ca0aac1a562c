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
