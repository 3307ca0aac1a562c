/// Reads SensorLog's CSV (iOS): `motionTimestamp_sinceReboot(s)` (timed from the first row by `TiltReader`),
/// `motionPitch(rad)`, `motionRoll(rad)`, optional `motionYaw(rad)` and optional
/// `motionGravityX(G)`, `…Y(G)`, `…Z(G)` (already in g with the iOS sign). Other columns are ignored.
struct SensorLogDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?
  private let gravity: [CSVColumn]?

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("motionTimestamp_sinceReboot(s)", unit: "seconds")
    pitch = try header.require("motionPitch(rad)", unit: "radians")
    roll = try header.require("motionRoll(rad)", unit: "radians")
    yaw = header.column("motionYaw(rad)", unit: "radians")
    gravity = try header.optionalGroup(["motionGravityX(G)", "motionGravityY(G)", "motionGravityZ(G)"], unit: "g")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    TiltSample(
      t: try row.number(t), pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw),
      gravity: try row.gravity(ifPresent: gravity))
  }
}
