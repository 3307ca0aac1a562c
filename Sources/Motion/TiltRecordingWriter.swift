#if canImport(Glibc)
  import Glibc
#endif

/// Writes a recording in Tumble's tilt format, one line per sample, each written to the file at once
/// so an interrupted session (Ctrl-C) loses nothing.
///
/// The columns are `t,pitch,roll,yaw,gx,gy,gz` after a `#` comment naming the units; a sample
/// without yaw or gravity leaves those cells empty. Numbers are written in Swift's shortest form
/// that reads back to the same `Double`, so a written recording reads back equal.
/// A class because it owns the open file, closed when the writer goes away.
public final class TiltRecordingWriter {
  /// The file as the user named it.
  public let path: String
  private var descriptor: Int32

  /// Creates `path` and writes the header; an existing file is an error unless `force` is set,
  /// which overwrites it.
  public init(path: String, force: Bool = false) throws(MotionError) {
    self.path = path
    let flags = O_WRONLY | O_CREAT | (force ? O_TRUNC : O_EXCL)
    descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else {
      if errno == EEXIST {
        throw MotionError(
          .fileExists, file: path, problem: "the file exists already",
          expected: "a new file name, or --force to overwrite it")
      }
      throw Self.failure(path, "a file that can be created")
    }
    try write(
      "# Tumble tilt recording: t in seconds, pitch, roll and yaw in radians (iOS attitude),\n"
        + "# gx, gy, gz the gravity vector in g (iOS sign: flat face up is 0,0,-1).\n"
        + "t,pitch,roll,yaw,gx,gy,gz\n")
  }

  deinit { close() }

  /// Writes `sample` as one line, straight to the file.
  public func write(_ sample: TiltSample) throws(MotionError) {
    let gravity = sample.gravity.map { [$0.x, $0.y, $0.z] } ?? [nil, nil, nil]
    let cells = [sample.t, sample.pitch, sample.roll, sample.yaw] + gravity
    try write(cells.map { $0.map { "\($0)" } ?? "" }.joined(separator: ",") + "\n")
  }

  /// Closes the file; further writes are errors.
  public func close() {
    guard descriptor >= 0 else { return }
    _ = Glibc.close(descriptor)
    descriptor = -1
  }

  private func write(_ text: String) throws(MotionError) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw Self.failure(path, "a writable file") }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func failure(_ path: String, _ expected: String) -> MotionError {
    MotionError(.ioFailure, file: path, problem: String(cString: strerror(errno)).lowercased(), expected: expected)
  }
}
