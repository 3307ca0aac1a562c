import Foundation

/// Reads phyphox's "Inclination" export: `t (s)`, `Tilt up/down (deg)` as pitch and
/// `Tilt left/right (deg)` as roll, converted from degrees to radians.
struct PhyphoxInclinationDecoder: TiltRowDecoder {
  private let t: CSVColumn
  private let upDown: CSVColumn
  private let leftRight: CSVColumn

  /// Finds the columns in `header`.
  init(header: CSVHeader) throws(MotionError) {
    t = try header.require("t (s)", unit: "seconds")
    upDown = try header.require("Tilt up/down (deg)", unit: "degrees")
    leftRight = try header.require("Tilt left/right (deg)", unit: "degrees")
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let radians = Double.pi / 180
    return TiltSample(
      t: try row.number(t), pitch: try row.number(upDown) * radians, roll: try row.number(leftRight) * radians)
  }
}
