import Dynamics

/// Where things go in a terminal of `width` × `height` cells.
///
/// The bottom row is the status line; above it a box with a one-cell border
/// holds the stickers. A cell is 8 × 16 points, so the box's inside is the
/// animator's reference bounds, in the same points the cells are counted in:
/// point (x, y) lies in column x / 8, row y / 16.
public struct Layout: Equatable, Sendable {
  /// Points across one cell.
  public static let pointsPerColumn = 8.0
  /// Points down one cell.
  public static let pointsPerRow = 16.0
  /// The smallest terminal the playground draws in.
  public static let minimum = (width: 20, height: 8)

  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// A cell's height over its width: 2 by default, so a row is 16 points; `--cell-aspect` changes it.
  public var cellAspect = 2.0

  /// Points down one row of this layout: 8 × the cell aspect.
  public var rowPoints: Double { Self.pointsPerColumn * cellAspect }

  /// The layout of a terminal of this size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether the terminal is big enough to play in.
  public var isLargeEnough: Bool { width >= Self.minimum.width && height >= Self.minimum.height }

  /// The row of the status line.
  public var statusRow: Int { height - 1 }

  /// The box a scene is built and run in: the reference bounds, or in a terminal narrower or
  /// shorter than `minimum` those of the smallest one the playground draws in (with this cell
  /// aspect). So every scene has room at any size: in a terminal too small it runs unseen (the
  /// frame says what size it needs) and has its true box once the terminal is large enough.
  public var sceneBounds: Rect {
    guard !isLargeEnough else { return referenceBounds }
    var smallest = Layout(width: max(width, Self.minimum.width), height: max(height, Self.minimum.height))
    smallest.cellAspect = cellAspect
    return smallest.referenceBounds
  }

  /// The box's inside in points: columns 1…width−2, rows 1…height−3.
  public var referenceBounds: Rect {
    Rect(
      x: Self.pointsPerColumn, y: rowPoints,
      width: Double(max(0, width - 2)) * Self.pointsPerColumn,
      height: Double(max(0, height - 3)) * rowPoints)
  }
}
