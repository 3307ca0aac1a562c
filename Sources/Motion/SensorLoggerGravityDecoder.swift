import Foundation

/// Reads Sensor Logger's `Gravity.csv`, or `TotalAcceleration.csv` (gravity plus the hand's
/// acceleration, read as gravity the way phyphox's "Acceleration with g" is): `seconds_elapsed`
/// as t and `x`, `y`, `z` in m/s², brought to g with Tumble's sign by the recording's
/// `SensorLoggerConvention` (Android's, pointing up, negated).
///
/// The app's other files with this header are not gravity and are refused by their name
/// (`Accelerometer.csv`, `Gyroscope.csv`, `Magnetometer.csv` and their uncalibrated twins); a
/// gravity row whose vector is not about 1 g long (0.5 to 1.5 g) is refused too, which catches
/// such a file renamed.
struct SensorLoggerGravityDecoder: TiltRowDecoder {
  /// What the app's other files with Gravity.csv's header hold, by the start of their lowercased name.
  static let notGravity = [
    ("accelerometer", "acceleration with gravity taken out"), ("gyroscope", "rotation rates in rad/s"),
    ("magnetometer", "the magnetic field in µT"),
  ]
  /// The lengths of a gravity vector accepted from Gravity.csv, in g.
  static let gravityLength = 0.5...1.5

  private let t: CSVColumn
  private let axes: [CSVColumn]
  private let isTotalAcceleration: Bool
  private var convention: SensorLoggerConvention?

  /// Finds the columns in `header`; with no `convention`, the first row decides (see `SensorLoggerConvention.guess`).
  init(header: CSVHeader, convention: SensorLoggerConvention?, isTotalAcceleration: Bool) throws(MotionError) {
    let name = Self.baseName(header.file)
    if let (prefix, holds) = Self.notGravity.first(where: { name.hasPrefix($0.0) }) {
      throw MotionError(
        .outOfRange, file: header.file,
        problem: "Sensor Logger's \(prefix.capitalized) file holds \(holds), not gravity",
        expected: "Gravity.csv or Orientation.csv from the same folder (or the folder itself)")
    }
    t = try header.require("seconds_elapsed", unit: "seconds")
    axes = [
      try header.require("x", unit: "m/s²"), try header.require("y", unit: "m/s²"),
      try header.require("z", unit: "m/s²"),
    ]
    self.convention = convention
    self.isTotalAcceleration = isTotalAcceleration
  }

  /// The lowercased name of `path`'s file, without its folder.
  static func baseName(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent.lowercased()
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    let convention = self.convention ?? SensorLoggerConvention.guess(y: reading[1], z: reading[2])
    self.convention = convention
    let gravity = convention.gravity(x: reading[0], y: reading[1], z: reading[2])
    let length = (gravity.x * gravity.x + gravity.y * gravity.y + gravity.z * gravity.z).squareRoot()
    guard isTotalAcceleration || Self.gravityLength.contains(length) else {
      throw MotionError(
        .outOfRange, file: row.file, line: row.line,
        problem: "the vector is \(String(format: "%.3g", length)) g long, not gravity's 1 g",
        expected:
          "Gravity.csv (Accelerometer.csv, Gyroscope.csv and Magnetometer.csv have its header but are not gravity)")
    }
    return TiltSample(t: time, gravity: gravity)
  }
}
