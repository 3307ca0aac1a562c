/// A recording's times counted from its first sample, in seconds, whatever the unit they are written in.
///
/// Apps write times in seconds from the start, or since the epoch in seconds, milliseconds,
/// microseconds or nanoseconds (Sensor Logger's `time`). The unit is told from the first time:
/// 10¹¹ or more is epoch milliseconds, 10¹⁴ or more microseconds, 10¹⁷ or more nanoseconds (each
/// is after 1973 in its unit, and more than 3 000 years in the next larger one), anything else
/// seconds. Each time is its distance from the first, converted to seconds, so a replay never
/// steps through the years before the recording.
struct RecordingClock {
  /// The longest recording accepted: a time further from the first sample is refused, so a
  /// stray `1e300` or a day-long gap cannot make a replay step for ever.
  static let longestRecording = 24.0 * 3600

  /// The first time, as written.
  let origin: Double
  /// Seconds per unit of the times as written.
  let scale: Double

  /// The clock of a recording whose first time is `first`.
  init(first: Double) {
    origin = first
    scale =
      switch abs(first) {
      case 1e17...: 1e-9
      case 1e14...: 1e-6
      case 1e11...: 1e-3
      default: 1
      }
  }

  /// `time` in seconds after the first sample, or nil when it is more than `longestRecording`
  /// after it (or not finite).
  func seconds(_ time: Double) -> Double? {
    let seconds = (time - origin) * scale
    return seconds <= Self.longestRecording ? seconds : nil
  }
}
