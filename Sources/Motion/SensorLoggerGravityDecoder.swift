/// Reads Sensor Logger's `Gravity.csv` (or `TotalAcceleration.csv`, gravity plus the hand's
/// acceleration): `seconds_elapsed` as t and `x`, `y`, `z` in m/s², brought to g with Tumble's
/// sign by the recording's `SensorLoggerConvention` (Android's, pointing up, negated).
struct SensorLoggerGravityDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let axes: [CSVColumn]
  private var convention: SensorLoggerConvention?

  /// Finds the columns in `header`; with no `convention`, the first row decides (see `SensorLoggerConvention.guess`).
  init(header: CSVHeader, convention: SensorLoggerConvention?) throws(MotionError) {
    t = try header.require("seconds_elapsed", unit: "seconds")
    axes = [
      try header.require("x", unit: "m/s²"), try header.require("y", unit: "m/s²"),
      try header.require("z", unit: "m/s²"),
    ]
    self.convention = convention
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    let convention = self.convention ?? SensorLoggerConvention.guess(y: reading[1], z: reading[2])
    self.convention = convention
    return TiltSample(t: time, gravity: convention.gravity(x: reading[0], y: reading[1], z: reading[2]))
  }
}
