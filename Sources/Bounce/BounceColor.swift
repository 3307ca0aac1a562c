/// A colour of red, green, blue and alpha, each from 0 to 1, whose channels bounce together.
///
/// A bounce can overshoot a channel past 0 or 1; `clamped` brings it back before drawing.
public struct BounceColor: Bounceable, Equatable, Sendable {
  /// The red channel.
  public var red: Double
  /// The green channel.
  public var green: Double
  /// The blue channel.
  public var blue: Double
  /// The opacity.
  public var alpha: Double

  /// A colour from its channels; alpha defaults to opaque.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour with every channel limited to 0 … 1.
  public var clamped: BounceColor {
    BounceColor(bounceComponents: bounceComponents.map { min(max($0, 0), 1) })
  }

  /// `red`, `green`, `blue`, then `alpha`.
  public var bounceComponents: [Double] { [red, green, blue, alpha] }

  /// A colour from `red`, `green`, `blue`, then `alpha`.
  public init(bounceComponents: [Double]) {
    self.init(
      red: bounceComponents[0], green: bounceComponents[1], blue: bounceComponents[2], alpha: bounceComponents[3])
  }
}
