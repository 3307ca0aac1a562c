/// Reads Sensor Logger's `Gravity.csv`: `seconds_elapsed` as t and `x`, `y`, `z` in m/s², divided
/// by standard gravity and, for Android (which points up), negated to the iOS sign.
struct SensorLoggerGravityDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let axes: [CSVColumn]
  private var platform: SensorLoggerPlatform?

  /// Finds the columns in `header`; with no `platform`, the first row decides (see `SensorLoggerPlatform.guess`).
  init(header: CSVHeader, platform: SensorLoggerPlatform?) throws(MotionError) {
    t = try header.require("seconds_elapsed", unit: "seconds")
    axes = [
      try header.require("x", unit: "m/s²"), try header.require("y", unit: "m/s²"),
      try header.require("z", unit: "m/s²"),
    ]
    self.platform = platform
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    let platform = self.platform ?? SensorLoggerPlatform.guess(y: reading[1], z: reading[2])
    self.platform = platform
    return TiltSample(t: time, gravity: platform.gravity(x: reading[0], y: reading[1], z: reading[2]))
  }
}
