/// The usage text of one subcommand with its options listed, each with its values and default.
func usage(of command: any Command.Type) -> String {
  let width = command.options.map(\.synopsis.count).max() ?? 0
  let lines = command.options.map { "  " + padded($0.synopsis, to: width + 2) + $0.help }
  return command.usage + (lines.isEmpty ? "" : "\n\noptions:\n" + lines.joined(separator: "\n"))
}

/// `tumble help --markdown`: the README's table of every option, a row for each declaration with
/// the subcommands that take it.
func optionTable() -> String {
  var rows: [(spec: OptionSpec, commands: [String])] = []
  for command in commands {
    for spec in command.options {
      if let index = rows.firstIndex(where: { $0.spec.synopsis == spec.synopsis && $0.spec.help == spec.help }) {
        rows[index].commands.append(command.name)
      } else {
        rows.append((spec, [command.name]))
      }
    }
  }
  let sorted = rows.enumerated().sorted { ($0.element.spec.name, $0.offset) < ($1.element.spec.name, $1.offset) }
  let lines = sorted.map(\.element).map { row in
    "| `\(row.spec.synopsis)` | \(row.commands.joined(separator: ", ")) | "
      + row.spec.help.replacingOccurrences(of: "|", with: "\\|") + " |"
  }
  return (["| option | subcommands | what it does |", "| --- | --- | --- |"] + lines).joined(separator: "\n")
}

/// `text` followed by spaces up to `width` characters.
func padded(_ text: String, to width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
