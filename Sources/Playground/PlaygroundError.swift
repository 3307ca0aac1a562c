/// What can go wrong setting up a scene, said in one line.
public enum PlaygroundError: Error, Equatable, Sendable {
  /// A file that should be there is not.
  case missingFile(String)
  /// A file has something other than what was expected, at a line (0: the file as a whole).
  case badData(file: String, line: Int, message: String)
  /// No scene has that name.
  case unknownScene(String)

  /// One line for a person.
  public var message: String {
    switch self {
    case .missingFile(let path): "cannot read \(path)"
    case .badData(let file, 0, let message): "\(file): \(message)"
    case .badData(let file, let line, let message): "\(file):\(line): \(message)"
    case .unknownScene(let name): "no scene named '\(name)' (see 'tumble scenes')"
    }
  }
}
