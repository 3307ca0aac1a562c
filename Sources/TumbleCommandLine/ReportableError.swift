/// An error `tumble` reports in one line with its own exit status (65 bad data, 66 no input, …).
protocol ReportableError: Error {
  /// One clear line: what, where, what was expected.
  var message: String { get }
  /// The exit status for it.
  var exitStatus: Int32 { get }
}
