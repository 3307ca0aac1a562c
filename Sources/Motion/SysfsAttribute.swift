import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads small sysfs attribute files (one value of text) straight from the file descriptor, as
/// sysfs wants: one read, whatever size the file claims.
enum SysfsAttribute {
  /// The attribute's text without surrounding white space, or nil if the file cannot be read.
  static func text(at path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { return nil }
    return String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the attribute file exists.
  static func exists(at path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// The number in the attribute at `path`: nil if there is no such file, an error if it holds no finite number.
  static func number(at path: String) throws(MotionError) -> Double? {
    guard exists(at: path) else { return nil }
    guard let text = text(at: path), let value = Double(text), value.isFinite else {
      throw MotionError(
        .notANumber, file: path, line: 1, problem: "no number in the attribute", expected: "a finite number")
    }
    return value
  }
}
