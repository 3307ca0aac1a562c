/// A rectangle of cells: the columns and rows it spans.
public struct CellRegion: Hashable, Sendable {
  /// The columns, left to right.
  public var columns: Range<Int>
  /// The rows, top to bottom.
  public var rows: Range<Int>

  /// A region from its columns and rows.
  public init(columns: Range<Int>, rows: Range<Int>) {
    self.columns = columns
    self.rows = rows
  }

  /// Whether (column, row) lies inside.
  public func contains(column: Int, row: Int) -> Bool {
    columns.contains(column) && rows.contains(row)
  }
}
