#if canImport(Glibc)
  import Glibc
#endif

/// Writes a recording in Tumble's tilt format, one line per sample, each written to the file at once
/// and whole, so an interrupted session (Ctrl-C, a kill, a full disk) leaves every sample before it.
///
/// The columns are `t,pitch,roll,yaw,gx,gy,gz` after a `#` comment naming the units; a sample
/// without yaw or gravity leaves those cells empty. Numbers are written in Swift's shortest form
/// that reads back to the same `Double`, so a written recording reads back equal.
/// A class because it owns the open file, synced and closed by `close()`.
public final class TiltRecordingWriter {
  /// The file as the user named it.
  public var path: String { file.name }
  private let file: LineWriter

  /// Creates `path` and writes the header; an existing file is a `.fileExists` `MotionError` unless
  /// `force` is set, which overwrites it. A file that cannot be created or written is a `WriteError`.
  public init(path: String, force: Bool = false) throws {
    do throws(WriteError) {
      file = try LineWriter(creating: path, replacing: force)
    } catch let error where error.code == EEXIST {
      throw MotionError(
        .fileExists, file: path, problem: "the file exists already",
        expected: "a new file name, or --force to overwrite it")
    }
    try file.write(
      "# Tumble tilt recording: t in seconds, pitch, roll and yaw in radians (iOS attitude),\n"
        + "# gx, gy, gz the gravity vector in g (iOS sign: flat face up is 0,0,-1).\n"
        + "t,pitch,roll,yaw,gx,gy,gz\n")
  }

  /// Writes `sample` as one line, straight to the file.
  public func write(_ sample: TiltSample) throws(WriteError) {
    let gravity = sample.gravity.map { [$0.x, $0.y, $0.z] } ?? [nil, nil, nil]
    let cells = [sample.t, sample.pitch, sample.roll, sample.yaw] + gravity
    try file.write(line: cells.map { $0.map { "\($0)" } ?? "" }.joined(separator: ","))
  }

  /// Syncs the file to the disk and closes it; further writes are errors. Throws the first failure
  /// of any write.
  public func close() throws(WriteError) {
    try file.close()
  }
}
