// MARK: - Colour depth

extension FrameBuffer {
  /// Brings every colour down to the nearest one a terminal of `depth` shows.
  public mutating func quantize(to depth: ColorDepth) {
    guard depth != .truecolor else { return }
    var foreground = ColorCache<RGB?> { $0.flatMap(depth.quantize) }
    var background = ColorCache<RGB?> { $0.flatMap(depth.quantize) }
    mapCells { cell in
      guard cell.foreground != nil || cell.background != nil else { return }
      cell.foreground = foreground(cell.foreground)
      cell.background = background(cell.background)
    }
  }
}
