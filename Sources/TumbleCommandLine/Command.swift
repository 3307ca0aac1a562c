/// A `tumble` subcommand: its name, one-line summary, usage text and entry point.
protocol Command {
  /// The word that selects it on the command line (`tumble NAME`).
  static var name: String { get }
  /// One line for `tumble --help`.
  static var summary: String { get }
  /// The full usage text for `tumble help NAME` and for usage errors.
  static var usage: String { get }
  /// The options it accepts.
  static var options: [OptionSpec] { get }
  /// What the usage calls its one argument that is not an option (`FILE`), nil for none.
  static var operand: String? { get }
  /// Runs it with the parsed arguments and returns the exit status.
  static func run(_ arguments: ParsedArguments) throws -> Int32
}

extension Command {
  static var operand: String? { nil }
}

/// Exit statuses from `sysexits.h`, as DESIGN.md asks.
enum ExitStatus {
  static let success: Int32 = 0
  static let usage: Int32 = 64
  static let dataError: Int32 = 65
  static let noInput: Int32 = 66
  static let software: Int32 = 70
  static let cannotCreate: Int32 = 73
  static let ioError: Int32 = 74
  static let configuration: Int32 = 78
}
