/// The header line of a CSV file: its column names and the delimiter they are separated by.
///
/// Names are matched without regard to case, surrounding spaces or quotes, so
/// `"Time (s)"` and `time (s)` are the same column.
struct CSVHeader {
  /// The column names in file order, trimmed and unquoted.
  let names: [String]
  /// The delimiter: the most frequent of comma, semicolon and tab in the header (comma on a tie).
  let delimiter: Character
  /// The file, for messages.
  let file: String
  /// The 1-based line the header is on.
  let line: Int

  private let lowercasedNames: [String]

  /// Parses the header line `text`, found on `line` of `file`.
  init(_ text: String, file: String, line: Int) {
    let candidates: [Character] = [",", ";", "\t"]
    let counts = candidates.map { candidate in text.reduce(0) { $1 == candidate ? $0 + 1 : $0 } }
    let best = counts.indices.max { counts[$0] < counts[$1] || counts[$0] == counts[$1] && $0 > $1 } ?? 0
    delimiter = candidates[best]
    names = CSVHeader.fields(of: text, delimiter: delimiter).map(String.init)
    lowercasedNames = names.map { $0.lowercased() }
    self.file = file
    self.line = line
  }

  /// The header as written, for messages.
  var text: String { names.joined(separator: String(delimiter)) }

  /// Whether a column is named `name`.
  func has(_ name: String) -> Bool { lowercasedNames.contains(name.lowercased()) }

  /// Whether some column's name satisfies `predicate` (given the lowercased name).
  func hasName(where predicate: (String) -> Bool) -> Bool { lowercasedNames.contains(where: predicate) }

  /// The column named `name` holding numbers in `unit`, or nil if there is none.
  func column(_ name: String, unit: String) -> CSVColumn? {
    lowercasedNames.firstIndex(of: name.lowercased()).map { CSVColumn(index: $0, name: names[$0], unit: unit) }
  }

  /// The column named `name`, or a `.missingColumn` error naming it and the header.
  func require(_ name: String, unit: String) throws(MotionError) -> CSVColumn {
    guard let column = column(name, unit: unit) else {
      throw MotionError(
        .missingColumn, file: file, line: line, problem: "the header has no column '\(name)'",
        expected: "a column '\(name)' (\(unit)) in \(text.quotedForMessage)")
    }
    return column
  }

  /// The columns named `names`, all present or all absent (nil); some but not all is a `.missingColumn` error.
  func optionalGroup(_ names: [String], unit: String) throws(MotionError) -> [CSVColumn]? {
    guard names.contains(where: has) else { return nil }
    var columns: [CSVColumn] = []
    for name in names { columns.append(try require(name, unit: unit)) }
    return columns
  }
}

// MARK: - Splitting

extension CSVHeader {
  /// The cells of `line` split at `delimiter` (not inside double quotes), trimmed of spaces,
  /// with the quotes around a quoted cell removed.
  static func fields(of line: String, delimiter: Character) -> [Substring] {
    var cells: [Substring] = []
    var cellStart = line.startIndex
    var quoted = false
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        quoted.toggle()
      } else if character == delimiter && !quoted {
        cells.append(cleaned(line[cellStart..<index]))
        cellStart = line.index(after: index)
      }
      index = line.index(after: index)
    }
    cells.append(cleaned(line[cellStart...]))
    return cells
  }

  private static func cleaned(_ cell: Substring) -> Substring {
    var cell = cell.drop { $0 == " " }
    while cell.last == " " { cell = cell.dropLast() }
    if cell.count >= 2, cell.first == "\"", cell.last == "\"" {
      cell = cell.dropFirst().dropLast()
    }
    return cell
  }
}
