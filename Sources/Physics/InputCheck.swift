/// How the engine (Physics, and Dynamics above it) answers a value it was given but cannot use.
///
/// Every number the public API takes must be finite and no larger than `limit` in size. A value
/// that is not is a programming error, found where it was made: debug builds stop with a message
/// naming the call, the value and what was wrong. Release builds go on with the call's documented
/// result instead: a non-finite value is ignored (a setter keeps the old value, a definition's
/// field its default) and a finite one beyond the limit is clamped to it. Either way nothing
/// non-finite ever reaches the step.
package enum InputCheck {
  /// The largest size of any number the API takes (positions, velocities, forces, gravity, sizes,
  /// densities, …): far beyond any sensible scene, yet small enough that squares and products of
  /// a few such values stay finite.
  package static let limit = 1e12

  /// Whether a rejected value stops the program: on in debug builds, off in release builds.
  /// Tests turn it off for a task to check the release result.
  @TaskLocal package static var traps: Bool = isDebugBuild

  /// Whether this is a debug build.
  private static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Stops the program with `message` when checks trap (debug builds).
  package static func reject(_ message: @autoclosure () -> String) {
    if traps { preconditionFailure(message()) }
  }

  /// `value` when it is finite and within ±`limit`; clamped to the limit when it is finite but too
  /// large; nil when it is not finite. Anything but the first is reported as a call of `call` with
  /// `name` out of range.
  package static func checked(_ value: Double, _ name: String, in call: @autoclosure () -> String) -> Double? {
    if value.magnitude <= limit { return value }
    reject("\(call()): \(name) is \(value), not a finite number within ±\(limit)")
    return value.isFinite ? min(max(value, -limit), limit) : nil
  }

  /// `vector` when both parts are finite and within ±`limit` (each clamped when finite but too
  /// large), nil when either is not finite; reported as `checked(_:_:in:)` does.
  package static func checked(_ vector: Vector2, _ name: String, in call: @autoclosure () -> String) -> Vector2? {
    if vector.x.magnitude <= limit && vector.y.magnitude <= limit { return vector }
    reject("\(call()): \(name) is (\(vector.x), \(vector.y)), not a finite vector within ±\(limit)")
    guard vector.x.isFinite && vector.y.isFinite else { return nil }
    return Vector2(min(max(vector.x, -limit), limit), min(max(vector.y, -limit), limit))
  }

  /// `value` when it is finite and within `range`; clamped into it when it is finite but out of it;
  /// nil when it is not finite. Out of range or not finite, it is reported.
  package static func checked(
    _ value: Double, _ name: String, in call: @autoclosure () -> String, range: ClosedRange<Double>
  ) -> Double? {
    if range.contains(value) { return value }
    reject("\(call()): \(name) is \(value), not a finite number in \(range.lowerBound)…\(range.upperBound)")
    return value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : nil
  }
}

// MARK: - Speed limits

extension Vector2 {
  /// This vector shortened to `limit` when it is longer, direction kept; an infinite part counts
  /// as `limit` in its own direction, so the result is finite unless a part is NaN.
  func limited(to limit: Double) -> Vector2 {
    let lengthSquared = x * x + y * y
    if lengthSquared <= limit * limit { return self }
    if lengthSquared.isFinite { return self * (limit / lengthSquared.squareRoot()) }
    let clamped = Vector2(min(max(x, -limit), limit), min(max(y, -limit), limit))
    let clampedSquared = clamped.lengthSquared
    return clampedSquared > limit * limit ? clamped * (limit / clampedSquared.squareRoot()) : clamped
  }
}
