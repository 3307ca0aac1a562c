/// Distances in from each edge of a rectangle, in points, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  /// In from the top.
  public var top: Double
  /// In from the left.
  public var left: Double
  /// In from the bottom.
  public var bottom: Double
  /// In from the right.
  public var right: Double

  /// Insets from their four sides.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension Rect {
  /// The rectangle shrunk by `insets` (never below zero size).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top, width: max(0, size.width - insets.left - insets.right),
      height: max(0, size.height - insets.top - insets.bottom))
  }
}
