/// Reads Sensor Logger's `Orientation.csv` (iOS and Android): `seconds_elapsed` as t and the
/// `pitch`, `roll` and `yaw` columns in radians, brought to Tumble's convention by the recording's
/// `SensorLoggerConvention` (Android's pitch and yaw negated).
struct SensorLoggerOrientationDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?
  private let convention: SensorLoggerConvention

  /// Finds the columns in `header`; with no `convention`, the header's order decides (see `guess`).
  init(header: CSVHeader, convention: SensorLoggerConvention?) throws(MotionError) {
    t = try header.require("seconds_elapsed", unit: "seconds")
    pitch = try header.require("pitch", unit: "radians")
    roll = try header.require("roll", unit: "radians")
    yaw = header.column("yaw", unit: "radians")
    self.convention = convention ?? Self.guess(pitch: pitch, yaw: yaw)
  }

  /// The convention a header without metadata most likely has: Android's writes `…,roll,pitch,yaw`
  /// (yaw after pitch), iOS's `…,yaw,…,pitch` (pitch last).
  static func guess(pitch: CSVColumn, yaw: CSVColumn?) -> SensorLoggerConvention {
    guard let yaw else { return .ios }
    return yaw.index > pitch.index ? .android : .ios
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    convention.sample(
      t: try row.number(t), pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw))
  }
}
