#if canImport(Glibc)
  import Glibc
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
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

/// Runs the command line and returns the exit status.
func runCommandLine(_ arguments: [String]) -> Int32 {
  var arguments = arguments
  switch arguments.first {
  case "--help", "-h":
    print(mainUsage())
    return ExitStatus.success
  case "--version":
    print("tumble \(tumbleVersion)")
    return ExitStatus.success
  case "help":
    guard arguments.count <= 2 else {
      printError("tumble: help takes one subcommand\n\n" + mainUsage())
      return ExitStatus.usage
    }
    guard let name = arguments.dropFirst().first else {
      print(mainUsage())
      return ExitStatus.success
    }
    guard let found = command(named: name) else {
      printError("tumble: no subcommand '\(name)'\n\n" + mainUsage())
      return ExitStatus.usage
    }
    print(usage(of: found))
    return ExitStatus.success
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
      print(usage(of: selected))
      return ExitStatus.success
    }
    let parsed = try ParsedArguments(arguments, specs: selected.options)
    return try selected.run(parsed)
  } catch let error as UsageError {
    printError("tumble \(selected.name): \(error.message)\n\n" + usage(of: selected))
    return ExitStatus.usage
  } catch let error as any ReportableError {
    printError("tumble \(selected.name): \(error.message)")
    return error.exitStatus
  } catch {
    printError("tumble \(selected.name): \(error)")
    return ExitStatus.software
  }
}

exit(runCommandLine(Array(CommandLine.arguments.dropFirst())))
