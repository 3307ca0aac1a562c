/// Reads phyphox's "Acceleration with g" export: `Time (s)` and the three axes in m/s² with the
/// Android sign (flat face up reads z ≈ +9.8), turned into a gravity vector in g with the iOS sign.
///
/// The vector includes whatever the hand adds to gravity, so a shake shows as a strong pull.
struct PhyphoxAccelerationDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let axes: [CSVColumn]

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("Time (s)", unit: "seconds")
    axes = [
      try header.require("Acceleration x (m/s^2)", unit: "m/s²"),
      try header.require("Acceleration y (m/s^2)", unit: "m/s²"),
      try header.require("Acceleration z (m/s^2)", unit: "m/s²"),
    ]
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    return TiltSample(t: time, gravity: GravityVector(androidAcceleration: reading[0], reading[1], reading[2]))
  }
}
