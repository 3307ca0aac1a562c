/// One data row of a CSV file, with the file and line it came from so its errors can say where.
struct CSVRow {
  /// The cells, trimmed and unquoted.
  let cells: [Substring]
  /// The file, for messages.
  let file: String
  /// The 1-based line.
  let line: Int
  /// Whether a number may have a decimal comma (`9,81`), as in files separated by semicolons or tabs.
  var decimalComma = false

  /// The number in `column`; a missing cell, an empty one, text, NaN or infinity is an error naming it.
  func number(_ column: CSVColumn) throws(MotionError) -> Double {
    guard let value = try optionalNumber(column) else {
      throw error(.notANumber, "column \(column.name) is empty", column)
    }
    return value
  }

  /// The number in `column`, or nil if the cell is empty; text, NaN or infinity is an error naming it.
  func optionalNumber(_ column: CSVColumn) throws(MotionError) -> Double? {
    guard column.index < cells.count else {
      throw MotionError(
        .missingColumn, file: file, line: line,
        problem: "the row has \(cells.count) cells, none for column \(column.name)",
        expected: "a cell for column \(column.name) (cell \(column.index + 1))")
    }
    let cell = cells[column.index]
    guard !cell.isEmpty else { return nil }
    guard let value = Double(cell) ?? (decimalComma ? Double(cell.replacing(",", with: ".")) : nil) else {
      throw error(.notANumber, "\(cell.quotedForMessage) in column \(column.name) is not a number", column)
    }
    guard value.isFinite else {
      throw error(.notFinite, "\(cell.quotedForMessage) in column \(column.name) is not finite", column)
    }
    return value
  }

  /// The numbers in `columns` (a group such as gx, gy, gz): all of them, or nil when every cell is empty.
  func optionalNumbers(_ columns: [CSVColumn]) throws(MotionError) -> [Double]? {
    var values: [Double] = []
    var firstEmpty: CSVColumn?
    for column in columns {
      if let value = try optionalNumber(column) {
        values.append(value)
      } else if firstEmpty == nil {
        firstEmpty = column
      }
    }
    guard let empty = firstEmpty else { return values }
    guard values.isEmpty else {
      throw error(.notANumber, "column \(empty.name) is empty while the rest of its group is not", empty)
    }
    return nil
  }

  /// The numbers in every one of `columns`, in order.
  func numbers(_ columns: [CSVColumn]) throws(MotionError) -> [Double] {
    var values: [Double] = []
    for column in columns { values.append(try number(column)) }
    return values
  }

  /// The number in `column` when the header has it and the cell is not empty.
  func number(ifPresent column: CSVColumn?) throws(MotionError) -> Double? {
    guard let column else { return nil }
    return try optionalNumber(column)
  }

  /// The gravity vector in the `columns` x, y, z (in g, iOS sign) when the header has them and the cells are not empty.
  func gravity(ifPresent columns: [CSVColumn]?) throws(MotionError) -> GravityVector? {
    guard let columns, let values = try optionalNumbers(columns) else { return nil }
    return GravityVector(x: values[0], y: values[1], z: values[2])
  }

  /// The text of the cell in `column`, or nil if the row has no such cell.
  func text(_ column: CSVColumn) -> String? {
    column.index < cells.count ? String(cells[column.index]) : nil
  }

  private func error(_ kind: MotionError.Kind, _ problem: String, _ column: CSVColumn) -> MotionError {
    let finite = kind == .notFinite ? "finite " : ""
    return MotionError(kind, file: file, line: line, problem: problem, expected: "a \(finite)number in \(column.unit)")
  }
}
