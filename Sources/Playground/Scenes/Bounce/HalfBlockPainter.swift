import Canvas
import Dynamics

/// Fills shapes in one colour at two square pixels a cell, with upper and lower half blocks.
///
/// A pixel is one column wide and half a row tall; it is painted when the shape holds its centre. Cells
/// none of whose pixels are painted are left as they are.
struct HalfBlockPainter {
  /// The pixels that may be painted; everything outside is left alone.
  var clip: Rect

  /// Paints, in `color`, the pixels within `extent` (and the clip) whose centres `contains` accepts.
  func fill(
    _ extent: Rect, color: RGB, into buffer: inout FrameBuffer, where contains: (_ x: Double, _ y: Double) -> Bool
  ) {
    let left = Int(max(extent.minX, clip.minX).rounded(.down))
    let right = Int(min(extent.maxX, clip.maxX).rounded(.up))
    let top = Int((max(extent.minY, clip.minY) / 2).rounded(.down))
    let bottom = Int((min(extent.maxY, clip.maxY) / 2).rounded(.up))
    guard left < right, top < bottom else { return }
    for row in top..<bottom {
      for column in left..<right {
        let x = Double(column) + 0.5
        let upper = paints(x, Double(row * 2) + 0.5, contains)
        let lower = paints(x, Double(row * 2) + 1.5, contains)
        switch (upper, lower) {
        case (true, true): buffer[column, row] = Cell("█", foreground: color)
        case (true, false): buffer[column, row] = Cell("▀", foreground: color)
        case (false, true): buffer[column, row] = Cell("▄", foreground: color)
        case (false, false): continue
        }
      }
    }
  }

  /// Fills the rectangle `rect` (pixels).
  func fill(_ rect: Rect, color: RGB, into buffer: inout FrameBuffer) {
    fill(rect, color: color, into: &buffer) { x, y in
      x >= rect.minX && x <= rect.maxX && y >= rect.minY && y <= rect.maxY
    }
  }

  /// Whether the pixel centred at (x, y) is in the clip and in the shape.
  private func paints(_ x: Double, _ y: Double, _ contains: (Double, Double) -> Bool) -> Bool {
    x >= clip.minX && x <= clip.maxX && y >= clip.minY && y <= clip.maxY && contains(x, y)
  }
}
