/// Reads a CSV of attitude angles: a time in seconds, pitch and roll in radians, an optional yaw in
/// radians and an optional gravity vector in g with the iOS sign, under one app's column names.
/// Empty optional cells mean "not given"; other columns are ignored.
struct AttitudeDecoder: TiltRowDecoder {
  /// The column names of one format.
  struct Columns {
    /// The time column, in seconds.
    var time: String
    /// The pitch column, in radians.
    var pitch: String
    /// The roll column, in radians.
    var roll: String
    /// The optional yaw column, in radians.
    var yaw: String
    /// The optional x, y and z gravity columns, in g.
    var gravity: [String]
  }

  /// Tumble's own format: `t`, `pitch`, `roll`, optional `yaw` and optional `gx,gy,gz`.
  static let tumble = Columns(time: "t", pitch: "pitch", roll: "roll", yaw: "yaw", gravity: ["gx", "gy", "gz"])
  /// SensorLog's CSV (iOS): `motionTimestamp_sinceReboot(s)` (timed from the first row by `TiltReader`),
  /// `motionPitch(rad)`, `motionRoll(rad)`, optional `motionYaw(rad)` and optional
  /// `motionGravityX(G)`, `…Y(G)`, `…Z(G)`.
  static let sensorLog = Columns(
    time: "motionTimestamp_sinceReboot(s)", pitch: "motionPitch(rad)", roll: "motionRoll(rad)",
    yaw: "motionYaw(rad)", gravity: ["motionGravityX(G)", "motionGravityY(G)", "motionGravityZ(G)"])

  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?
  private let gravity: [CSVColumn]?

  /// Finds `columns` in `header`.
  init(header: CSVHeader, columns: Columns) throws(MotionError) {
    t = try header.require(columns.time, unit: "seconds")
    pitch = try header.require(columns.pitch, unit: "radians")
    roll = try header.require(columns.roll, unit: "radians")
    yaw = header.column(columns.yaw, unit: "radians")
    gravity = try header.optionalGroup(columns.gravity, unit: "g")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    TiltSample(
      t: try row.number(t), pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw),
      gravity: try row.gravity(ifPresent: gravity))
  }
}
