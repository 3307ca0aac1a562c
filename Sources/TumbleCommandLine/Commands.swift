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
           tumble help SUBCOMMAND      (tumble help --markdown: every option as a Markdown table)
           tumble --help | --version

    subcommands:
    \(lines.joined(separator: "\n"))
    """
}
