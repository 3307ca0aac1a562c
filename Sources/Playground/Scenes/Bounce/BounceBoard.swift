import Canvas
import Dynamics

/// Where the bounce scene's panels go in the box: a grid of panels as near square as fits, the drop
/// comparison in the bottom-right one (its floor is the box's floor), the demos in reading order.
///
/// When the box is too small for every demo, the last demos are left out; the drop is always there.
struct BounceBoard {
  /// One panel: its title on the top row, its drawing below.
  struct Panel: Equatable {
    /// The leftmost column.
    var column: Int
    /// The title's row.
    var row: Int
    /// Columns across.
    var width: Int
    /// Rows down, the title's included.
    var height: Int

    /// The drawing area below the title, in pixels: a column and half a row each.
    var area: Rect {
      Rect(x: Double(column), y: Double(row + 1) * 2, width: Double(width), height: Double(height - 1) * 2)
    }
  }

  /// The smallest panel, title row included, worth drawing a demo in.
  static let smallestPanel = (width: 12, height: 5)
  private static let lineColor = RGB(110, 110, 130)
  private static let titleColor = RGB(170, 170, 190)

  /// The demos' panels, one for each of the first `demos.count` demos.
  let demos: [Panel]
  /// The drop comparison's panel.
  let drop: Panel
  /// Columns holding a line between panels, with the rows they run down.
  private let dividers: [(column: Int, rows: Range<Int>)]

  /// The panels for up to `demoCount` demos and the drop in `bounds`, the box's inside in points.
  init(bounds: Rect, demoCount: Int) {
    let left = Int((bounds.minX / Layout.pointsPerColumn).rounded())
    let top = Int((bounds.minY / Layout.pointsPerRow).rounded())
    let width = Int((bounds.size.width / Layout.pointsPerColumn).rounded())
    let height = Int((bounds.size.height / Layout.pointsPerRow).rounded())
    let (columns, rows, count) = Self.grid(width: width, height: height, panels: demoCount + 1)
    let edgesX = (0...columns).map { left + $0 * width / columns }
    let edgesY = (0...rows).map { top + $0 * height / rows }
    let panels = (0..<(columns * rows)).map { slot in
      let x = slot % columns
      let y = slot / columns
      return Panel(
        column: edgesX[x], row: edgesY[y], width: edgesX[x + 1] - edgesX[x] - (x < columns - 1 ? 1 : 0),
        height: edgesY[y + 1] - edgesY[y])
    }
    demos = Array(panels.prefix(count - 1))
    drop = panels[panels.count - 1]
    dividers = edgesX.dropFirst().dropLast().map { ($0 - 1, top..<(top + height)) }
  }

  /// The grid (columns, rows) and panel count: the most panels, up to `panels`, that fit at the smallest
  /// size, in the grid whose panels are nearest square; one panel if nothing fits.
  private static func grid(width: Int, height: Int, panels: Int) -> (Int, Int, Int) {
    for count in stride(from: panels, through: 1, by: -1) {
      let shapes = (1...count).compactMap { columns -> (Int, Int, Double)? in
        let rows = (count + columns - 1) / columns
        let panelWidth = width / columns - 1
        let panelHeight = height / rows
        guard panelWidth >= smallestPanel.width, panelHeight >= smallestPanel.height else { return nil }
        let side = min(Double(panelWidth) * Layout.pointsPerColumn, Double(panelHeight) * Layout.pointsPerRow)
        return (columns, rows, side)
      }
      if let best = shapes.max(by: { $0.2 < $1.2 }) { return (best.0, best.1, count) }
    }
    return (1, 1, 1)
  }

  /// Draws the lines between panels and each panel's title (`titles[i]` for the i-th demo, `dropTitle` for the drop).
  func drawFrame(titles: [String], dropTitle: String, into buffer: inout FrameBuffer) {
    for divider in dividers {
      for row in divider.rows { buffer[divider.column, row] = Cell("│", foreground: Self.lineColor) }
    }
    for (panel, title) in zip(demos + [drop], titles.prefix(demos.count) + [dropTitle]) {
      drawTitle(title, of: panel, into: &buffer)
    }
  }

  /// A panel's top row: a line with the title in the middle, cut to fit.
  private func drawTitle(_ title: String, of panel: Panel, into buffer: inout FrameBuffer) {
    buffer.write(
      String(repeating: "─", count: panel.width), column: panel.column, row: panel.row, foreground: Self.lineColor)
    let text = " " + title.prefix(max(0, panel.width - 4)) + " "
    buffer.write(
      text, column: panel.column + (panel.width - text.count) / 2, row: panel.row, foreground: Self.titleColor)
  }
}
