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
