import Foundation

/// A tilt recording on disk: a file in one of the formats Tumble reads, or a Sensor Logger folder.
///
/// Opening checks the file or folder, chooses the importer by the header and reads the first
/// sample, so most bad input is reported before anything starts. `makeReader()` then streams the
/// samples from the start, as often as needed (to loop a replay, say).
public struct TiltRecording: Sendable {
  private enum Content: Sendable {
    case file(convention: SensorLoggerConvention?)
    case sensorLoggerFolder(orientation: String?, gravity: String?, convention: SensorLoggerConvention?)
  }

  /// The file or folder as the user named it.
  public let path: String
  /// What Tumble took it for, for people: "Tumble tilt CSV", "Sensor Logger folder (android)"….
  public let formatName: String
  private let content: Content

  /// Opens the recording at `path`, a file or a Sensor Logger folder.
  public init(path: String) throws(MotionError) {
    self.path = path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw MotionError(
        .missingFile, file: path, problem: "no such file or folder", expected: "a tilt recording file or folder")
    }
    if isFolder.boolValue {
      let files = SensorLoggerFolder.recordingFiles(in: path)
      guard files.orientation != nil || files.gravity != nil else {
        throw MotionError(
          .noRecording, file: path, problem: "the folder has no Orientation.csv or Gravity.csv",
          expected: "a Sensor Logger recording folder")
      }
      let convention = try SensorLoggerConvention.fromMetadata(inFolder: path)
      content = .sensorLoggerFolder(orientation: files.orientation, gravity: files.gravity, convention: convention)
      formatName = "Sensor Logger folder (\(Self.describe(convention)))"
    } else {
      let layout = try CSVSampleStream(path: path).layout
      var convention: SensorLoggerConvention?
      if layout == .sensorLoggerGravity || layout == .sensorLoggerOrientation {
        convention = try SensorLoggerConvention.fromMetadata(
          inFolder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
        formatName = "\(layout.name) (\(Self.describe(convention)))"
      } else {
        formatName = layout.name
      }
      content = .file(convention: convention)
    }
    var reader = try makeReader()
    guard try reader.next() != nil else {
      throw MotionError(
        .emptyFile, file: path, problem: "there are no samples", expected: "at least one sample row under the header")
    }
  }

  /// A reader of the samples from the start.
  public func makeReader() throws(MotionError) -> TiltReader {
    switch content {
    case .file(let convention):
      return TiltReader(stream: try CSVSampleStream(path: path, convention: convention))
    case .sensorLoggerFolder(let orientation, let gravity, let convention):
      return TiltReader(
        stream: try SensorLoggerFolder(orientation: orientation, gravity: gravity, convention: convention))
    }
  }

  /// The convention for people: "ios convention", "android convention" or "convention guessed".
  private static func describe(_ convention: SensorLoggerConvention?) -> String {
    convention.map { "\($0.rawValue) convention" } ?? "convention guessed"
  }

  /// Every sample, cleaned. For small recordings and tests; replay streams with `makeReader()`.
  public func samples() throws(MotionError) -> [TiltSample] {
    var reader = try makeReader()
    return try reader.readAll()
  }
}
