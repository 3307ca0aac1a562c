/// Bytes split into lines as they arrive: a line is handed out only once its newline has come,
/// so a half line is kept until the rest of it arrives.
///
/// Lines end in `\n`; a `\r` before it is dropped too.
struct LineBuffer {
  private var bytes: [UInt8] = []
  private var start = 0
  private var scanned = 0

  /// How many bytes wait for their newline.
  var pendingCount: Int { bytes.count - start }

  /// Adds bytes that arrived.
  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    if start > 0, start * 2 >= bytes.count {
      bytes.removeFirst(start)
      scanned -= start
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// The next complete line without its line end, or nil while no newline has arrived.
  mutating func nextLine() -> [UInt8]? {
    guard let newline = bytes[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
      scanned = bytes.count
      return nil
    }
    let line = Self.trimmingReturn(bytes[start..<newline])
    start = newline + 1
    scanned = start
    return line
  }

  /// The bytes after the last newline, once no more will come (end of file), or nil if none.
  mutating func takeRest() -> [UInt8]? {
    guard pendingCount > 0 else { return nil }
    let rest = Self.trimmingReturn(bytes[start...])
    bytes.removeAll()
    start = 0
    scanned = 0
    return rest
  }

  private static func trimmingReturn(_ line: ArraySlice<UInt8>) -> [UInt8] {
    Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
  }
}
