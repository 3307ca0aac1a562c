/// Reads Tumble's own format: `t` seconds, `pitch` and `roll` radians, optional `yaw` radians and
/// optional `gx,gy,gz` in g with the iOS sign. Empty optional cells mean "not given".
struct TumbleRowDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let pitch: CSVColumn
  private let roll: CSVColumn
  private let yaw: CSVColumn?
  private let gravity: [CSVColumn]?

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("t", unit: "seconds")
    pitch = try header.require("pitch", unit: "radians")
    roll = try header.require("roll", unit: "radians")
    yaw = header.column("yaw", unit: "radians")
    gravity = try header.optionalGroup(["gx", "gy", "gz"], unit: "g")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    TiltSample(
      t: try row.number(t), pitch: try row.number(pitch), roll: try row.number(roll),
      yaw: try row.number(ifPresent: yaw),
      gravity: try row.gravity(ifPresent: gravity))
  }
}
