/// Every subcommand, in the order `tumble --help` lists them. Add a new one here.
var commands: [any Command.Type] {
  [
    PlayCommand.self,
    SnapshotCommand.self,
    TraceCommand.self,
    ScenesCommand.self,
    ReplayCommand.self,
    RecordCommand.self,
    TiltCommand.self,
    BounceCommand.self,
    BenchCommand.self,
  ]
}

/// The version `tumble --version` prints.
let tumbleVersion = "0.1.0"

/// Finds the subcommand named `name`.
func command(named name: String) -> (any Command.Type)? {
  commands.first { $0.name == name }
}

/// The text of `tumble --help`.
func mainUsage() -> String {
  let width = commands.map { $0.name.count }.max() ?? 0
  let lines = commands.map { "  " + padded($0.name, to: width + 2) + $0.summary }
  return """
    tumble \(tumbleVersion): round stickers tumbling in your terminal under gravity you tilt.

    usage: tumble [SUBCOMMAND] [OPTIONS]      (no subcommand: play)
           tumble help SUBCOMMAND
           tumble --help | --version

    subcommands:
    \(lines.joined(separator: "\n"))
    """
}

/// The usage text of one subcommand with its options listed.
func usage(of command: any Command.Type) -> String {
  let width = command.options.map { $0.name.count + ($0.takesValue ? 6 : 0) }.max() ?? 0
  let lines = command.options.map { spec in
    let left = spec.name + (spec.takesValue ? " VALUE" : "")
    return "  " + padded(left, to: width + 2) + spec.help
  }
  return command.usage + (lines.isEmpty ? "" : "\n\noptions:\n" + lines.joined(separator: "\n"))
}

/// `text` followed by spaces up to `width` characters.
func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
