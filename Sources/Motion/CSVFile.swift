/// A CSV file read row by row: blank lines and lines starting with `#` are skipped, the first other
/// line is the header.
struct CSVFile {
  /// The header.
  let header: CSVHeader
  private let lines: LineReader

  /// Opens `path` and reads up to its header; a file with no header line is an `.emptyFile` error.
  init(path: String) throws(MotionError) {
    let lines = try LineReader(path: path)
    guard let text = try Self.nextContentLine(of: lines) else {
      throw MotionError(.emptyFile, file: path, problem: "the file is empty", expected: "a CSV header line and samples")
    }
    self.lines = lines
    self.header = CSVHeader(text, file: path, line: lines.lineNumber)
  }

  /// The file as the user named it.
  var name: String { lines.name }

  /// The next data row, or nil at the end of the file.
  func nextRow() throws(MotionError) -> CSVRow? {
    guard let text = try Self.nextContentLine(of: lines) else { return nil }
    return CSVRow(
      cells: CSVHeader.fields(of: text, delimiter: header.delimiter), file: lines.name, line: lines.lineNumber,
      decimalComma: header.delimiter != ",")
  }

  /// The 1-based number of the line last read.
  var lineNumber: Int { lines.lineNumber }

  /// Whether the line last read was the file's last and had no line end: perhaps cut short.
  var lastLineIsUnterminated: Bool { lines.lastLineIsUnterminated }

  private static func nextContentLine(of lines: LineReader) throws(MotionError) -> String? {
    while let text = try lines.nextLine() {
      let content = text.drop { $0 == " " || $0 == "\t" }
      if !content.isEmpty && content.first != "#" { return text }
    }
    return nil
  }
}
