import Foundation

/// A Sensor Logger recording folder read whole: attitude from `Orientation.csv`, each row given
/// the gravity vector of the `Gravity.csv` row at the same time (within 5 ms). With only one of the
/// two files, its samples alone. `Metadata.csv` names the platform and standardisation and so the signs (`SensorLoggerConvention`).
struct SensorLoggerFolder: TiltSampleStream {
  /// How far apart in time an orientation row and a gravity row may be and still be paired.
  static let pairingTolerance = 0.005

  private var orientation: CSVSampleStream?
  private var gravity: CSVSampleStream?
  private var pendingGravity: TiltSample?

  /// The files of the recording in `folder`, found by name without regard to case.
  static func recordingFiles(in folder: String) -> (orientation: String?, gravity: String?) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    func find(_ wanted: String) -> String? {
      names.first { $0.lowercased() == wanted }.map { path(folder, $0) }
    }
    return (find("orientation.csv"), find("gravity.csv"))
  }

  /// `name` inside `folder`.
  static func path(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Opens the recording's `orientation` and `gravity` files (either may be absent); `convention` sets the signs.
  init(orientation: String?, gravity: String?, convention: SensorLoggerConvention?) throws(MotionError) {
    self.orientation = try orientation.map { path throws(MotionError) in
      try CSVSampleStream(path: path, convention: convention)
    }
    self.gravity = try gravity.map { path throws(MotionError) in try CSVSampleStream(path: path, convention: convention)
    }
  }

  var file: String { orientation?.file ?? gravity?.file ?? "" }
  var line: Int? { orientation?.line ?? gravity?.line }
  var halfLine: HalfLine? { orientation?.halfLine ?? gravity?.halfLine }

  mutating func next() throws(MotionError) -> TiltSample? {
    guard orientation != nil else { return try gravity?.next() }
    guard var sample = try orientation?.next() else { return nil }
    sample.gravity = try takeGravity(near: sample.t)?.gravity
    return sample
  }

  /// The gravity row within the pairing tolerance of `t`, skipping the older ones; nil if there is none.
  private mutating func takeGravity(near t: Double) throws(MotionError) -> TiltSample? {
    while let candidate = try peekGravity(), candidate.t < t - Self.pairingTolerance {
      pendingGravity = nil
    }
    guard let candidate = pendingGravity, abs(candidate.t - t) <= Self.pairingTolerance else { return nil }
    pendingGravity = nil
    return candidate
  }

  private mutating func peekGravity() throws(MotionError) -> TiltSample? {
    if pendingGravity == nil { pendingGravity = try gravity?.next() }
    return pendingGravity
  }
}
