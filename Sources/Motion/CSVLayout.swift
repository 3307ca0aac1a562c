/// The CSV layouts Tumble reads, told apart by their header's column names (never their order).
enum CSVLayout: Equatable {
  /// Tumble's own: `t,pitch,roll[,yaw][,gx,gy,gz]`.
  case tumble
  /// Sensor Logger's `Orientation.csv`: `seconds_elapsed`, `pitch`, `roll`, `yaw`, quaternion.
  case sensorLoggerOrientation
  /// Sensor Logger's `Gravity.csv`: `seconds_elapsed`, `x`, `y`, `z` in m/s².
  case sensorLoggerGravity
  /// Sensor Logger's `TotalAcceleration.csv`: Gravity.csv's header, gravity plus the hand's
  /// acceleration, told apart by the file's name.
  case sensorLoggerTotalAcceleration
  /// Physics Toolbox Sensor Suite's g-force export: `time`, `gFx`, `gFy`, `gFz` in g.
  case physicsToolbox
  /// phyphox "Acceleration with g": `Time (s)`, `Acceleration x (m/s^2)`, ….
  case phyphoxAcceleration
  /// phyphox "Inclination": `t (s)`, `Tilt up/down (deg)`, `Tilt left/right (deg)`.
  case phyphoxInclination
  /// SensorLog (iOS): `motionTimestamp_sinceReboot(s)`, `motionPitch(rad)`, `motionGravityX(G)`, ….
  case sensorLog

  /// What the header of a file Tumble reads looks like, for the unknown-header message.
  static let expected =
    "Tumble's t,pitch,roll[,yaw][,gx,gy,gz], a Sensor Logger Orientation.csv or Gravity.csv, "
    + "a phyphox export (Acceleration with g, Inclination), a Physics Toolbox g-force CSV or a SensorLog CSV"

  /// The layout `header` belongs to, judged by a telling column name, or nil if none fits.
  ///
  /// The layout is chosen leniently so that a header with one needed column missing gets a
  /// missing-column error, not an unknown-header one.
  init?(header: CSVHeader) {
    if header.hasName(where: { $0.hasPrefix("motion") }) {
      self = .sensorLog
    } else if header.hasName(where: { $0.hasPrefix("acceleration ") && $0.hasSuffix("(m/s^2)") }) {
      self = .phyphoxAcceleration
    } else if header.hasName(where: { $0.hasPrefix("tilt ") && $0.hasSuffix("(deg)") }) {
      self = .phyphoxInclination
    } else if header.has("seconds_elapsed") {
      if ["pitch", "roll", "yaw", "qw"].contains(where: header.has) {
        self = .sensorLoggerOrientation
      } else if ["x", "y", "z"].contains(where: header.has) {
        let isTotal = SensorLoggerGravityDecoder.baseName(header.file).hasPrefix("totalacceleration")
        self = isTotal ? .sensorLoggerTotalAcceleration : .sensorLoggerGravity
      } else {
        return nil
      }
    } else if ["gfx", "gfy", "gfz"].contains(where: header.has) {
      self = .physicsToolbox
    } else if ["t", "pitch", "roll"].contains(where: header.has) {
      self = .tumble
    } else {
      return nil
    }
  }

  /// The layout's name for people.
  var name: String {
    switch self {
    case .tumble: "Tumble tilt CSV"
    case .sensorLoggerOrientation: "Sensor Logger Orientation.csv"
    case .sensorLoggerGravity: "Sensor Logger Gravity.csv"
    case .sensorLoggerTotalAcceleration: "Sensor Logger TotalAcceleration.csv (gravity plus the hand's acceleration)"
    case .physicsToolbox: "Physics Toolbox g-force"
    case .phyphoxAcceleration: "phyphox Acceleration with g"
    case .phyphoxInclination: "phyphox Inclination"
    case .sensorLog: "SensorLog CSV"
    }
  }

  /// The decoder for rows under `header`; `convention` sets the signs of a Sensor Logger file
  /// (guessed from its header or first row when nil).
  func decoder(for header: CSVHeader, convention: SensorLoggerConvention?) throws(MotionError) -> any TiltRowDecoder {
    switch self {
    case .tumble: try AttitudeDecoder(header: header, columns: AttitudeDecoder.tumble)
    case .sensorLoggerOrientation: try SensorLoggerOrientationDecoder(header: header, convention: convention)
    case .sensorLoggerGravity:
      try SensorLoggerGravityDecoder(header: header, convention: convention, isTotalAcceleration: false)
    case .sensorLoggerTotalAcceleration:
      try SensorLoggerGravityDecoder(header: header, convention: convention, isTotalAcceleration: true)
    case .physicsToolbox: try AccelerationDecoder(header: header, columns: AccelerationDecoder.physicsToolbox)
    case .phyphoxAcceleration: try AccelerationDecoder(header: header, columns: AccelerationDecoder.phyphox)
    case .phyphoxInclination: try PhyphoxInclinationDecoder(header: header)
    case .sensorLog: try AttitudeDecoder(header: header, columns: AttitudeDecoder.sensorLog)
    }
  }
}
