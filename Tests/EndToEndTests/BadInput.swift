import Foundation
import Testing

/// One bad input: the command line (and environment) of a run, with `$DIR` standing for a fresh
/// folder of fixture files, and what the run must say: its exit status and the first line of stderr.
struct BadInput: Sendable, CustomTestStringConvertible {
  /// The arguments after `tumble`.
  var arguments: [String]
  /// The exit status.
  var status: Int32
  /// The first line of stderr, whole, or its start when `prefixOnly`.
  var firstLine: String
  /// Variables set for the run.
  var environment: [String: String]
  /// Whether `firstLine` is only the line's stable start (a reader's message that may get better).
  var prefixOnly: Bool
  /// Where the run's standard output goes: a file to read, a terminal (`script`, which shows both
  /// streams in one), or `/dev/full`.
  var output: Output

  enum Output: Sendable { case file, terminal, fullDevice }

  init(
    _ arguments: [String], _ status: Int32, _ firstLine: String, environment: [String: String] = [:],
    prefixOnly: Bool = false, output: Output = .file
  ) {
    self.arguments = arguments
    self.status = status
    self.firstLine = firstLine
    self.environment = environment
    self.prefixOnly = prefixOnly
    self.output = output
  }

  var testDescription: String {
    let shown = arguments.map { $0.count > 40 ? String($0.prefix(20)) + "…(\($0.count))" : $0 }
    let variables = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "") " }.joined()
    let redirection = [Output.file: "", .terminal: " (in a terminal)", .fullDevice: " > /dev/full"][output] ?? ""
    return variables + "tumble " + shown.joined(separator: " ") + redirection
  }
}
