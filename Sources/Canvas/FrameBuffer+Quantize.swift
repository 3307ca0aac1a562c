// MARK: - Colour depth

extension FrameBuffer {
  /// Brings every colour down to the nearest one a terminal of `depth` shows.
  public mutating func quantize(to depth: ColorDepth) {
    guard depth != .truecolor else { return }
    // a colour's packed code → its quantised code, in 64 direct-mapped slots (frames hold few colours)
    var keys = InlineArray<64, UInt32>(repeating: .max)
    var values = InlineArray<64, UInt32>(repeating: 0)
    func quantized(_ code: UInt32) -> UInt32 {
      guard code != 0 else { return 0 }
      let slot = Int((code ^ (code >> 6) ^ (code >> 13) ^ (code >> 19)) & 63)
      if keys[slot] == code { return values[slot] }
      let value = Cell.packed(Cell.color(code).flatMap(depth.quantize))
      keys[slot] = code
      values[slot] = value
      return value
    }
    withCells { cells in
      for index in cells.indices {
        cells[index].foregroundCode = quantized(cells[index].foregroundCode)
        cells[index].backgroundCode = quantized(cells[index].backgroundCode)
      }
    }
  }
}
