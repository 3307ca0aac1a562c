/// A point on two axes that bounces along a path: both coordinates follow the curve together.
public struct BouncePoint: Bounceable, Equatable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// `x` then `y`.
  public var bounceComponents: [Double] { [x, y] }

  /// A point from `x` then `y`.
  public init(bounceComponents: [Double]) {
    self.init(x: bounceComponents[0], y: bounceComponents[1])
  }
}
