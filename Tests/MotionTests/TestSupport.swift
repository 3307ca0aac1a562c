import Foundation

@testable import Motion

/// Paths of the fixture files in `Tests/MotionTests/Fixtures`.
enum Fixture {
  /// The fixture `name` (a file or folder).
  static func path(_ name: String) -> String {
    let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) ?? URL(fileURLWithPath: "Fixtures")
    return folder.appendingPathComponent(name).path
  }
}

/// A fresh folder under the system's temporary folder, removed when the value goes away.
final class TemporaryFolder {
  /// The folder's path.
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "tumble-motion-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` (creating folders on the way) and returns its path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = file(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Writes `text` to `name` and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }
}

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two gravity vectors agree to `tolerance` in every component.
func near(_ a: GravityVector?, _ b: GravityVector, within tolerance: Double = 1e-8) -> Bool {
  guard let a else { return false }
  return near(a.x, b.x, within: tolerance) && near(a.y, b.y, within: tolerance) && near(a.z, b.z, within: tolerance)
}

/// The error reading the whole recording at `path` gives, or nil if it reads cleanly.
func readingError(_ path: String) -> MotionError? {
  do throws(MotionError) {
    _ = try TiltRecording(path: path).samples()
    return nil
  } catch {
    return error
  }
}
