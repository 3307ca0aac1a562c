/// Reads Physics Toolbox Sensor Suite's g-force export (Android): `time` in seconds and `gFx`,
/// `gFy`, `gFz` in g with the Android sign (flat face up reads gFz ≈ +1), turned to Tumble's sign.
/// A blank first line and a trailing comma after each row, as the app writes them, are fine.
struct PhysicsToolboxDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let axes: [CSVColumn]

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("time", unit: "seconds")
    axes = [
      try header.require("gFx", unit: "g"), try header.require("gFy", unit: "g"), try header.require("gFz", unit: "g"),
    ]
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    return TiltSample(t: time, gravity: GravityVector(x: -reading[0], y: -reading[1], z: -reading[2]))
  }
}
