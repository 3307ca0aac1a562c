/// A 2D transform of scale and rotation whose parts bounce together.
///
/// SKBounceAnimation bounces the sixteen entries of a `CATransform3D`; Tumble bounces the scale and the
/// angle themselves, which keeps a rotating sticker the same shape in mid-bounce.
public struct BounceTransform: Bounceable, Equatable, Sendable {
  /// The horizontal scale, 1 for none.
  public var scaleX: Double
  /// The vertical scale, 1 for none.
  public var scaleY: Double
  /// The rotation in radians, clockwise on the y-down screen.
  public var rotation: Double

  /// A transform from its scales and rotation.
  public init(scaleX: Double, scaleY: Double, rotation: Double = 0) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
  }

  /// A transform that scales both axes by `scale` and rotates by `rotation` radians.
  public init(scale: Double, rotation: Double = 0) {
    self.init(scaleX: scale, scaleY: scale, rotation: rotation)
  }

  /// No scale and no rotation.
  public static let identity = BounceTransform(scale: 1)

  /// `scaleX`, `scaleY`, then `rotation`.
  public var bounceComponents: [Double] { [scaleX, scaleY, rotation] }

  /// A transform from `scaleX`, `scaleY`, then `rotation`.
  public init(bounceComponents: [Double]) {
    self.init(scaleX: bounceComponents[0], scaleY: bounceComponents[1], rotation: bounceComponents[2])
  }
}
