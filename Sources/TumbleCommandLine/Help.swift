/// The usage text of one subcommand with its options listed, each with its values and default,
/// the help wrapped to fit 100 columns.
func usage(of command: any Command.Type) -> String {
  let width = command.options.map(\.synopsis.count).max() ?? 0
  let indent = String(repeating: " ", count: width + 4)
  let lines = command.options.map { spec in
    let help = wrapped(spec.help, width: max(40, 100 - indent.count)).joined(separator: "\n" + indent)
    return "  " + padded(spec.synopsis, to: width + 2) + help
  }
  return command.usage + (lines.isEmpty ? "" : "\n\noptions:\n" + lines.joined(separator: "\n"))
}

/// `text` in lines of at most `width` characters, broken between words.
func wrapped(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty, line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  return lines + [line]
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
