/// Reads an accelerometer export with the Android sign (the reaction to gravity: flat face up
/// reads z ≈ +1 g), turned into a gravity vector in g with Tumble's (iOS) sign: phyphox's
/// "Acceleration with g" in m/s² and Physics Toolbox Sensor Suite's g-force in g.
///
/// The vector includes whatever the hand adds to gravity, so a shake shows as a strong pull.
struct AccelerationDecoder: TiltRowDecoder {
  /// The columns of one app's export and the unit of its axes.
  struct Columns {
    /// The time column, in seconds.
    var time: String
    /// The x, y and z columns.
    var axes: [String]
    /// The unit of the axes, for messages.
    var unit: String
    /// How many of that unit make 1 g.
    var perG: Double
  }

  /// phyphox "Acceleration with g": `Time (s)`, `Acceleration x (m/s^2)`, … in m/s².
  static let phyphox = Columns(
    time: "Time (s)", axes: ["Acceleration x (m/s^2)", "Acceleration y (m/s^2)", "Acceleration z (m/s^2)"],
    unit: "m/s²", perG: GravityVector.standardGravity)
  /// Physics Toolbox's g-force: `time`, `gFx`, `gFy`, `gFz` in g (a blank first line and a trailing
  /// comma, as the app writes them, are fine).
  static let physicsToolbox = Columns(time: "time", axes: ["gFx", "gFy", "gFz"], unit: "g", perG: 1)

  private let t: CSVColumn
  private let axes: [CSVColumn]
  private let scale: Double

  /// Finds `columns` in `header`.
  init(header: CSVHeader, columns: Columns) throws(MotionError) {
    t = try header.require(columns.time, unit: "seconds")
    var axes: [CSVColumn] = []
    for name in columns.axes { axes.append(try header.require(name, unit: columns.unit)) }
    self.axes = axes
    scale = -1 / columns.perG
  }

  mutating func sample(from row: CSVRow) throws(MotionError) -> TiltSample {
    let time = try row.number(t)
    let reading = try row.numbers(axes)
    return TiltSample(
      t: time, gravity: GravityVector(x: reading[0] * scale, y: reading[1] * scale, z: reading[2] * scale))
  }
}
