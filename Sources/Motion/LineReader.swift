#if canImport(Glibc)
  import Glibc
#endif

/// A text file read line by line in chunks, never loaded whole.
///
/// A class because it owns an open file descriptor, closed when the reader goes away.
final class LineReader {
  /// The longest line accepted; longer means the file is not a recording.
  static let maximumLineBytes = 1 << 20

  /// The file as the user named it, for messages.
  let name: String
  /// The 1-based number of the line last returned, 0 before the first.
  private(set) var lineNumber = 0
  /// Whether the line last returned (or refused) was the file's last and had no line end.
  private(set) var lastLineIsUnterminated = false
  private let descriptor: Int32
  private var buffer = LineBuffer()
  private var reachedEnd = false
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)

  /// Opens `path` for reading; a missing or unreadable file is a `.missingFile` error.
  init(path: String) throws(MotionError) {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw MotionError(
        .missingFile, file: path, problem: String(cString: strerror(errno)).lowercased(),
        expected: "a readable tilt recording")
    }
    self.name = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// The next line's text without its line end, or nil at the end of the file.
  ///
  /// A last line without a newline is returned too. Bytes that are not text are a `.binaryData` error.
  func nextLine() throws(MotionError) -> String? {
    guard let bytes = try nextLineBytes() else { return nil }
    lineNumber += 1
    guard let text = String(textLine: bytes) else {
      throw MotionError(
        .binaryData, file: name, line: lineNumber, problem: "binary data, not text", expected: "a CSV text file")
    }
    return text
  }

  private func nextLineBytes() throws(MotionError) -> [UInt8]? {
    while true {
      if let line = buffer.nextLine() { return line }
      if reachedEnd {
        let rest = buffer.takeRest()
        lastLineIsUnterminated = rest != nil
        return rest
      }
      guard buffer.pendingCount <= Self.maximumLineBytes else {
        throw MotionError(
          .binaryData, file: name, line: lineNumber + 1, problem: "no line end within 1 MiB",
          expected: "a CSV text file")
      }
      try fill()
    }
  }

  private func fill() throws(MotionError) {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else {
      if errno == EINTR { return }
      throw MotionError(
        .ioFailure, file: name, line: lineNumber + 1, problem: String(cString: strerror(errno)).lowercased(),
        expected: "a readable file")
    }
    if count == 0 {
      reachedEnd = true
    } else {
      chunk.withUnsafeBytes { buffer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }
  }
}
