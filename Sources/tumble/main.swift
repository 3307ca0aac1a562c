import Motion

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `text` and a newline to standard error, after what standard output holds (a failure
/// there is kept for `main` to report).
func printError(_ text: String) {
  try? standardOutput.flush()
  var stream = StandardError()
  print(text, to: &stream)
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  }
}

/// Runs the command line and returns the exit status, what it wrote to standard output sent.
func runCommandLine(_ arguments: [String]) -> Int32 {
  var arguments = arguments
  switch arguments.first {
  case "--help", "-h":
    return show(mainUsage())
  case "--version":
    return show("tumble \(tumbleVersion)")
  case "help":
    guard arguments.count <= 2 else {
      printError("tumble: help takes one subcommand\n\n" + mainUsage())
      return ExitStatus.usage
    }
    guard let name = arguments.dropFirst().first else {
      return show(mainUsage())
    }
    guard let found = command(named: name) else {
      printError("tumble: no subcommand '\(name)'\n\n" + mainUsage())
      return ExitStatus.usage
    }
    return show(usage(of: found))
  default:
    break
  }
  var selected: any Command.Type = PlayCommand.self
  if let first = arguments.first, !first.hasPrefix("-") {
    guard let found = command(named: first) else {
      printError("tumble: no subcommand '\(first)'\n\n" + mainUsage())
      return ExitStatus.usage
    }
    selected = found
    arguments.removeFirst()
  }
  do {
    if arguments.contains("--help") || arguments.contains("-h") {
      return show(usage(of: selected))
    }
    let parsed = try ParsedArguments(arguments, specs: selected.options)
    let status = try selected.run(parsed)
    try standardOutput.flush()
    return status
  } catch let error as UsageError {
    printError("tumble \(selected.name): \(error.message)\n\n" + usage(of: selected))
    return ExitStatus.usage
  } catch {
    return report(error, as: "tumble \(selected.name)")
  }
}

/// Writes `text` and a line end to standard output; the exit status.
func show(_ text: String) -> Int32 {
  do throws(WriteError) {
    try standardOutput.write(line: text)
    try standardOutput.flush()
    return ExitStatus.success
  } catch {
    return report(error, as: "tumble")
  }
}

/// Says what went wrong in `program` on standard error (after what standard output holds) and returns the exit status: the error's own, or 128 + SIGPIPE, quietly, for a closed pipe.
func report(_ error: any Error, as program: String) -> Int32 {
  if let error = error as? WriteError, error.isBrokenPipe { return 128 + SIGPIPE }
  guard let error = error as? any ReportableError else {
    printError("\(program): \(error)")
    return ExitStatus.software
  }
  printError("\(program): \(error.message)")
  return error.exitStatus
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
