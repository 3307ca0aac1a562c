/// Reads SensorLog's CSV (iOS): `motionTimestamp_sinceReboot(s)` made relative to the first row,
/// `motionPitch(rad)`, `motionRoll(rad)`, optional `motionYaw(rad)` and optional
/// `motionGravityX(G)`, `…Y(G)`, `…Z(G)` (already in g with the iOS sign). Other columns are ignored.
struct SensorLogDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?
  private let gravity: [CSVColumn]?
  private var origin: Double?

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("motionTimestamp_sinceReboot(s)", unit: "seconds")
    pitch = try header.require("motionPitch(rad)", unit: "radians")
    roll = try header.require("motionRoll(rad)", unit: "radians")
    yaw = header.column("motionYaw(rad)", unit: "radians")
    gravity = try header.optionalGroup(["motionGravityX(G)", "motionGravityY(G)", "motionGravityZ(G)"], unit: "g")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let origin = self.origin ?? time
    self.origin = origin
    return TiltSample(
      t: time - origin, pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw),
      gravity: try row.gravity(ifPresent: gravity))
  }
}
