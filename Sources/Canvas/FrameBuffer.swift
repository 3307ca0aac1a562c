/// A grid of cells, `width` columns by `height` rows, row-major, origin top-left.
public struct FrameBuffer: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, row by row.
  public private(set) var cells: [Cell]

  /// A buffer of blank cells.
  public init(width: Int, height: Int) {
    precondition(width >= 0 && height >= 0, "a frame buffer cannot have a negative size")
    self.width = width
    self.height = height
    cells = Array(repeating: .blank, count: width * height)
  }

  /// Whether (column, row) lies inside the buffer.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// The cell at (column, row); writing keeps wide glyphs whole.
  ///
  /// Writing over either half of a wide glyph blanks its other half, so the
  /// buffer never holds half an emoji. Writes outside the buffer are ignored.
  public subscript(column: Int, row: Int) -> Cell {
    get {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) is outside the buffer")
      return cells[row * width + column]
    }
    set {
      guard contains(column: column, row: row) else { return }
      breakWideGlyph(at: column, row: row)
      cells[row * width + column] = newValue
    }
  }

  /// Writes `cell` at (column, row), which must be inside the buffer; wide glyphs are kept whole as by the subscript.
  ///
  /// For the rasterisers' loops: no bounds test, and a wide glyph is looked for only where one is.
  @inline(__always)
  mutating func set(_ cell: Cell, column: Int, row: Int) {
    let index = row * width + column
    if cells[index].width != 1 { breakWideGlyph(at: column, row: row) }
    cells[index] = cell
  }

  /// Changes every cell in place with `change`; wide glyphs stay as they are.
  public mutating func mapCells(_ change: (inout Cell) -> Void) {
    for index in cells.indices { change(&cells[index]) }
  }

  /// Calls `body` with the cells in place, row by row; wide glyphs are the caller's to keep whole.
  mutating func withCells<Result>(_ body: (inout UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
    cells.withUnsafeMutableBufferPointer(body)
  }

  /// Blanks every cell.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// Writes a glyph of `cellWidth` columns (1 or 2) at (column, row).
  ///
  /// A wide glyph that would hang over the right edge moves left to fit.
  public mutating func put(
    _ glyph: String, cellWidth: Int, column: Int, row: Int, foreground: RGB?, background: RGB?,
    attributes: CellAttributes = []
  ) {
    guard row >= 0, row < height else { return }
    if cellWidth < 2 {
      self[column, row] = Cell(glyph, foreground: foreground, background: background, attributes: attributes)
      return
    }
    guard width >= 2 else { return }
    let start = min(max(column, 0), width - 2)
    self[start, row] = Cell(
      glyph, width: 2, foreground: foreground, background: background, attributes: attributes)
    breakWideGlyph(at: start + 1, row: row)
    cells[row * width + start + 1] = Cell(
      "", width: 0, foreground: foreground, background: background, attributes: attributes)
  }

  /// Writes `text` from (column, row) one column a character, clipped at the right edge.
  public mutating func write(
    _ text: String, column: Int, row: Int, foreground: RGB? = nil, background: RGB? = nil,
    attributes: CellAttributes = []
  ) {
    var x = column
    for character in text where x < width {
      self[x, row] = Cell(String(character), foreground: foreground, background: background, attributes: attributes)
      x += 1
    }
  }

  /// Blanks the other half of a wide glyph that (column, row) is part of.
  private mutating func breakWideGlyph(at column: Int, row: Int) {
    let index = row * width + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", foreground: cells[index - 1].foreground, background: cells[index - 1].background)
    } else if cells[index].width == 2, column + 1 < width {
      cells[index + 1] = Cell(" ", foreground: cells[index + 1].foreground, background: cells[index + 1].background)
    }
  }
}
