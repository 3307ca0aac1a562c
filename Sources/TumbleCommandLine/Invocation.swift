import Motion

#if canImport(Glibc)
  import Glibc
#endif

/// What the command line asks for: a help text, the version, or a subcommand with its arguments.
public struct Invocation {
  /// What to do.
  enum Action {
    /// Print this text on standard output and exit 0.
    case text(String)
    /// Run the subcommand with its parsed arguments.
    case run(any Command.Type, ParsedArguments)
  }

  /// What the command line asks for.
  let action: Action

  /// Reads the command line (without the program's name); no subcommand is `play`.
  public init(_ arguments: [String]) throws(CommandFailure) {
    action = try Self.action(arguments)
  }

  /// What `arguments` ask for.
  private static func action(_ arguments: [String]) throws(CommandFailure) -> Action {
    switch arguments.first {
    case "--help", "-h":
      return .text(mainUsage())
    case "--version":
      return .text("tumble \(tumbleVersion)")
    case "help":
      return .text(try help(Array(arguments.dropFirst())))
    default:
      break
    }
    var selected: any Command.Type = PlayCommand.self
    var rest = arguments[...]
    if let first = arguments.first, !first.hasPrefix("-") {
      guard let found = command(named: first) else { throw Self.noSubcommand(first) }
      selected = found
      rest = rest.dropFirst()
    }
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      return .text(usage(of: selected))
    }
    do {
      return .run(selected, try ParsedArguments(Array(rest), specs: selected.options, operand: selected.operand))
    } catch {
      throw CommandFailure(command: selected, error: error)
    }
  }

  /// `tumble help [SUBCOMMAND | --markdown]`: the text to print.
  private static func help(_ arguments: [String]) throws(CommandFailure) -> String {
    guard arguments.count <= 1 else {
      throw CommandFailure(command: nil, error: UsageError(message: "help takes one subcommand"))
    }
    guard let name = arguments.first else { return mainUsage() }
    if name == "--markdown" { return optionTable() }
    guard let found = command(named: name) else { throw noSubcommand(name) }
    return usage(of: found)
  }

  private static func noSubcommand(_ name: String) -> CommandFailure {
    let suggestion = nearest(to: name, among: commands.map { $0.name }).map { "; did you mean '\($0)'?" } ?? ""
    return CommandFailure(
      command: nil, error: UsageError(message: "no subcommand \(name.quotedForMessage)" + suggestion))
  }

  /// Prints the text or runs the subcommand, and sends what standard output holds; the exit status.
  public func run() throws(CommandFailure) -> Int32 {
    switch action {
    case .text(let text):
      do {
        try standardOutput.write(line: text)
        try standardOutput.flush()
      } catch {
        throw CommandFailure(command: nil, error: error)
      }
      return ExitStatus.success
    case .run(let command, let arguments):
      do {
        let status = try command.run(arguments)
        try standardOutput.flush()
        return status
      } catch {
        throw CommandFailure(command: command, error: error)
      }
    }
  }
}

/// Why `tumble` stops: an error, and the subcommand it came from (nil before one was chosen).
public struct CommandFailure: Error {
  /// The subcommand's name, if one was chosen.
  public var commandName: String?
  /// What went wrong.
  var error: any Error

  /// `error`, from `command`.
  init(command: (any Command.Type)?, error: any Error) {
    commandName = command?.name
    self.error = error
  }

  /// Prints the error on standard error (a usage mistake with the usage after it) and returns its
  /// sysexits status: 64 for usage, the error's own for a reportable one, 70 for anything else;
  /// a closed pipe on standard output ends quietly with 128 + SIGPIPE, as `head` expects.
  public func report() -> Int32 {
    let prefix = "tumble" + (commandName.map { " " + $0 } ?? "") + ": "
    switch error {
    case let error as WriteError where error.isBrokenPipe:
      return 128 + SIGPIPE
    case let error as UsageError:
      printError(
        prefix + error.message + "\n\n" + (commandName.flatMap(command(named:)).map(usage(of:)) ?? mainUsage()))
      return ExitStatus.usage
    case let error as any ReportableError:
      printError(prefix + error.message)
      return error.exitStatus
    default:
      printError(prefix + "\(error)")
      return ExitStatus.software
    }
  }
}
