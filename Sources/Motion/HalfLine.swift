/// A last line cut short (a recording stopped by a full disk or a power loss): it has no line end
/// and cannot be read, so it is left out and the samples before it are played.
public struct HalfLine: Equatable, Sendable {
  /// The file, as the user named it.
  public let file: String
  /// The 1-based line.
  public let line: Int

  /// What to tell the user: `take.csv: ignored a half line at the end (line 812)`.
  public var message: String { "\(file): ignored a half line at the end (line \(line))" }
}
