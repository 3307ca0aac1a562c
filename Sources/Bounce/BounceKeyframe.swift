/// One keyframe of a bounce: a value and the time it is shown.
public struct BounceKeyframe<Value> {
  /// Seconds from the start of the animation.
  public var time: Double
  /// The value at that time.
  public var value: Value

  /// A keyframe showing `value` at `time` seconds.
  public init(time: Double, value: Value) {
    self.time = time
    self.value = value
  }
}

extension BounceKeyframe: Equatable where Value: Equatable {}
extension BounceKeyframe: Sendable where Value: Sendable {}
