/// A range of values from a minimum to a maximum, as UIKit's `UIFloatRange`.
public struct FloatRange: Hashable, Sendable {
  /// The lowest value.
  public var minimum: Double
  /// The highest value.
  public var maximum: Double

  /// A range from `minimum` to `maximum`.
  public init(minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Every value: no limit either way (`UIFloatRangeInfinite`).
  public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)
  /// Only zero (`UIFloatRangeZero`).
  public static let zero = FloatRange(minimum: 0, maximum: 0)

  /// Whether the range is unlimited both ways, as `UIFloatRangeIsInfinite`.
  public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
