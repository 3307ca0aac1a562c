/// A rectangle whose origin and size bounce together.
public struct BounceRect: Bounceable, Equatable, Sendable {
  /// The top-left corner.
  public var origin: BouncePoint
  /// The width and height.
  public var size: BounceSize

  /// A rectangle at `origin` of `size`.
  public init(origin: BouncePoint, size: BounceSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle at `x`, `y` of `width` by `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: BouncePoint(x: x, y: y), size: BounceSize(width: width, height: height))
  }

  /// `x`, `y`, `width`, then `height`.
  public var bounceComponents: [Double] { origin.bounceComponents + size.bounceComponents }

  /// A rectangle from `x`, `y`, `width`, then `height`.
  public init(bounceComponents: [Double]) {
    self.init(
      origin: BouncePoint(bounceComponents: Array(bounceComponents[0..<2])),
      size: BounceSize(bounceComponents: Array(bounceComponents[2..<4])))
  }
}
