#if canImport(Glibc)
  import Glibc
#endif

/// A file that could not be created or written: which one (or `standard output`) and the system's
/// reason, such as `take.csv: No space left on device`.
public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it, or `standard output` / `standard error`.
  public var file: String
  /// The system's error number (`errno`).
  public var code: Int32
  /// Whether the file could not be created at all (it exists, its folder is missing, …), rather
  /// than a write to it failing.
  public var creating: Bool

  /// An error from its parts.
  public init(file: String, code: Int32, creating: Bool = false) {
    self.file = file
    self.code = code
    self.creating = creating
  }

  /// One line: `FILE: reason`.
  public var message: String { "\(file): \(String(cString: strerror(code)))" }

  /// The same line as `message`.
  public var description: String { message }

  /// Whether the reader of a pipe went away (`tumble trace | head -1`): the end of the output, not a fault.
  public var isBrokenPipe: Bool { code == EPIPE }
}
