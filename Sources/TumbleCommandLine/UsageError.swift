/// A usage mistake on the command line; `tumble` prints it with the usage and exits 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, for a person.
  var message: String

  var description: String { message }
}
