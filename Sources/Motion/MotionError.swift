/// Bad or missing tilt input: which file and line, what was found there and what was expected.
///
/// `message` is one clear line for a person, such as
/// `walk.csv:7: 'abc' in column pitch is not a number; expected a number (radians)`.
public struct MotionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, for code that reacts to it (the exit status, say).
  public enum Kind: Equatable, Sendable {
    /// The file or folder does not exist or cannot be opened.
    case missingFile
    /// The file has nothing in it, or a header and no samples.
    case emptyFile
    /// The file is not text: NUL bytes, invalid UTF-8, control characters, or endless lines.
    case binaryData
    /// The header matches none of the formats Tumble reads.
    case unknownHeader
    /// A column the format needs is absent from the header, or a row has no cell for it.
    case missingColumn
    /// A cell that should hold a number does not.
    case notANumber
    /// A cell holds NaN or infinity.
    case notFinite
    /// A value is outside the range Tumble accepts: an angle beyond ±π, gravity beyond ±16 g, a
    /// time more than 24 hours after the first sample, a Sensor Logger file that is not gravity.
    case outOfRange
    /// A folder holds no recording Tumble reads.
    case noRecording
    /// A file to write exists already and overwriting was not asked for.
    case fileExists
    /// Reading or writing failed in the operating system.
    case ioFailure
    /// No IIO accelerometer is there, or the one named is not.
    case noDevice
  }

  /// The most characters of the user's text (a bad cell, header, argument) a message quotes, `…` counted.
  public static let quotedLimit = 60

  /// What went wrong.
  public var kind: Kind
  /// The file or folder, as the user named it.
  public var file: String
  /// The 1-based line, when the problem is on one.
  public var line: Int?
  /// What was found.
  public var problem: String
  /// What was expected instead.
  public var expected: String

  /// An error from its parts.
  public init(_ kind: Kind, file: String, line: Int? = nil, problem: String, expected: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.problem = problem
    self.expected = expected
  }

  /// One line: `FILE[:LINE]: problem; expected …`.
  public var message: String {
    let place = line.map { "\(file):\($0)" } ?? file
    return "\(place): \(problem); expected \(expected)"
  }

  /// The same line as `message`.
  public var description: String { message }
}
