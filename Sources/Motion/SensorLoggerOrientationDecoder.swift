/// Reads Sensor Logger's `Orientation.csv` (iOS and Android): `seconds_elapsed` as t and the
/// `pitch`, `roll` and `yaw` columns in radians, which mean the same on both platforms.
struct SensorLoggerOrientationDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("seconds_elapsed", unit: "seconds")
    pitch = try header.require("pitch", unit: "radians")
    roll = try header.require("roll", unit: "radians")
    yaw = header.column("yaw", unit: "radians")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    TiltSample(
      t: try row.number(t), pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw))
  }
}
