// MARK: - Colour depth

extension FrameBuffer {
  /// Brings every colour down to the nearest one a terminal of `depth` shows.
  public mutating func quantize(to depth: ColorDepth) {
    guard depth != .truecolor else { return }
    var foreground = ColorCache<RGB?> { $0.flatMap(depth.quantize) }
    var background = ColorCache<RGB?> { $0.flatMap(depth.quantize) }
    // neighbouring cells mostly share colours: the last conversion of each is kept at hand
    var lastForeground: (RGB, RGB?)?
    var lastBackground: (RGB, RGB?)?
    withCells { cells in
      for index in cells.indices {
        if let color = cells[index].foreground {
          if let last = lastForeground, last.0 == color {
            cells[index].foreground = last.1
          } else {
            cells[index].foreground = foreground(color)
            lastForeground = (color, cells[index].foreground)
          }
        }
        if let color = cells[index].background {
          if let last = lastBackground, last.0 == color {
            cells[index].background = last.1
          } else {
            cells[index].background = background(color)
            lastBackground = (color, cells[index].background)
          }
        }
      }
    }
  }
}
