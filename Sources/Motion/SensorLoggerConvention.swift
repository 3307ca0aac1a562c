import Foundation

/// The sign conventions of a Sensor Logger recording or HTTP push, and their conversion to Tumble's.
///
/// Tumble keeps the iOS CoreMotion convention (see `TiltSample` and `GravityVector`). Sensor Logger
/// writes iOS's on an iPhone and Android's on an Android phone, and Android's on any phone when
/// "Standardise Units & Frames" is on (Metadata.csv `standardisation` true, app 1.29+). Android's
/// differ from iOS's in three signs: gravity points up (flat face up reads z = +9.8 m/s²), `pitch`
/// has the opposite sign, and `yaw` turns the other way; `roll` is the same. So this type turns
/// both into Tumble's: Android gravity and Android pitch and yaw are negated.
public enum SensorLoggerConvention: String, Equatable, Sendable {
  /// iOS's, as Tumble keeps it: gravity points down, pitch > 0 raises the top edge.
  case ios
  /// Android's: gravity points up, pitch > 0 lowers the top edge, yaw turns the other way.
  case android

  /// The convention of a recording made on `platform` ("ios" or "android", any case) with
  /// "Standardise Units & Frames" on or off; nil for another platform name.
  public init?(platform: String, standardised: Bool) {
    guard let platform = SensorLoggerConvention(rawValue: platform.lowercased()) else { return nil }
    self = standardised ? .android : platform
  }

  /// A gravity reading in m/s² written in this convention, as a vector in g with Tumble's (iOS) sign.
  public func gravity(x: Double, y: Double, z: Double) -> GravityVector {
    switch self {
    case .ios:
      let scale = 1 / GravityVector.standardGravity
      return GravityVector(x: x * scale, y: y * scale, z: z * scale)
    case .android:
      return GravityVector(androidAcceleration: x, y, z)
    }
  }

  /// An attitude in radians written in this convention, as a sample in Tumble's (iOS) convention.
  public func sample(t: Double, pitch: Double, roll: Double, yaw: Double? = nil) -> TiltSample {
    switch self {
    case .ios:
      return TiltSample(t: t, pitch: pitch, roll: roll, yaw: yaw)
    case .android:
      return TiltSample(t: t, pitch: -pitch, roll: roll, yaw: yaw.map { -$0 })
    }
  }
}

// MARK: - Recordings

extension SensorLoggerConvention {
  /// The convention `Metadata.csv` in `folder` gives by its `platform` and `standardisation`
  /// columns (standardisation absent or not `true`: off), or nil when there is no such file,
  /// no platform column or an unknown platform.
  static func fromMetadata(inFolder folder: String) throws(MotionError) -> SensorLoggerConvention? {
    let path = SensorLoggerFolder.path(folder, "Metadata.csv")
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let file = try CSVFile(path: path)
    guard let column = file.header.column("platform", unit: "text"), let row = try file.nextRow(),
      let platform = row.text(column)
    else { return nil }
    let standardised = file.header.column("standardisation", unit: "true or false").flatMap(row.text)
    return SensorLoggerConvention(platform: platform, standardised: standardised?.lowercased() == "true")
  }

  /// The convention a gravity reading without metadata most likely has: of y and z, the one
  /// larger in size is negative on an iPhone held face up or upright, positive on Android.
  static func guess(y: Double, z: Double) -> SensorLoggerConvention {
    (abs(z) >= abs(y) ? z : y) <= 0 ? .ios : .android
  }
}
