// MARK: - Colour depth

extension FrameBuffer {
  /// This frame as a terminal of `depth` shows it: every colour replaced by the nearest it can show.
  public func quantized(to depth: ColorDepth) -> FrameBuffer {
    guard depth != .truecolor else { return self }
    var copy = self
    copy.mapCells { cell in
      cell.foreground = cell.foreground.flatMap(depth.quantize)
      cell.background = cell.background.flatMap(depth.quantize)
    }
    return copy
  }
}
