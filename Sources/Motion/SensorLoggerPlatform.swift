import Foundation

/// The phone a Sensor Logger recording comes from, which sets the sign of its gravity readings.
enum SensorLoggerPlatform: String, Equatable, Sendable {
  /// An iPhone: gravity points down (flat face up reads z = −9.8 m/s²), as Tumble keeps it.
  case ios
  /// An Android phone: gravity points up (flat face up reads z = +9.8 m/s²).
  case android

  /// The platform `Metadata.csv` in `folder` names in its `platform` column, or nil when there is
  /// no such file, column or known value.
  static func fromMetadata(inFolder folder: String) throws(MotionError) -> SensorLoggerPlatform? {
    let path = SensorLoggerFolder.path(folder, "Metadata.csv")
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let file = try CSVFile(path: path)
    guard let column = file.header.column("platform", unit: "text"), let row = try file.nextRow(),
      let value = row.text(column)
    else { return nil }
    return SensorLoggerPlatform(rawValue: value.lowercased())
  }

  /// The platform a gravity reading without metadata most likely comes from: of y and z, the one
  /// larger in size is negative on an iPhone held face up or upright, positive on Android.
  static func guess(y: Double, z: Double) -> SensorLoggerPlatform {
    (abs(z) >= abs(y) ? z : y) <= 0 ? .ios : .android
  }

  /// A gravity reading in m/s² from this platform as a vector in g with the iOS sign.
  func gravity(x: Double, y: Double, z: Double) -> GravityVector {
    switch self {
    case .ios:
      let scale = 1 / GravityVector.standardGravity
      return GravityVector(x: x * scale, y: y * scale, z: z * scale)
    case .android:
      return GravityVector(androidAcceleration: x, y, z)
    }
  }
}
