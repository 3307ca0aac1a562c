/// A width and a height that bounce together.
public struct BounceSize: Bounceable, Equatable, Sendable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// `width` then `height`.
  public var bounceComponents: [Double] { [width, height] }

  /// A size from `width` then `height`.
  public init(bounceComponents: [Double]) {
    self.init(width: bounceComponents[0], height: bounceComponents[1])
  }
}
