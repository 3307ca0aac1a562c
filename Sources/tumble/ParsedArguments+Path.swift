// MARK: - A path argument

extension ParsedArguments {
  /// The one path argument of a subcommand such as `replay`, which its usage calls `name`.
  func onlyPath(named name: String) throws(UsageError) -> String {
    guard positionals.count == 1, let path = positionals.first else {
      throw UsageError(message: positionals.isEmpty ? "needs a \(name)" : "takes one \(name)")
    }
    return path
  }

  /// The same options without the positional arguments, for option groups that take none.
  func withoutPositionals() -> ParsedArguments {
    var copy = self
    copy.positionals = []
    return copy
  }
}
