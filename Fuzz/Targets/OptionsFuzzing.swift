import TumbleCommandLine

/// A command line parsed as `tumble` parses its arguments (the subcommand chosen, every option's
/// name and value checked), never run.
enum OptionsFuzzing {
  /// `input` as an argument vector: the arguments NUL-separated, as the kernel hands them over,
  /// each decoded as UTF-8 (a bad byte becoming U+FFFD, as `CommandLine.arguments` does).
  static func parse(_ input: [UInt8]) {
    let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    _ = try? Invocation(arguments)
  }
}
