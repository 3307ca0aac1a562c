// MARK: - Drawing in a terminal

extension QRCode {
  /// The code as lines of text, two modules to a character cell (▀, ▄, █ or a space), the light
  /// modules drawn and the dark ones left blank, inside a light quiet zone `quietZone` modules wide.
  ///
  /// Drawn in light ink on a dark ground (white on black, or a dark terminal's own colours), the
  /// code reads dark on light, as cameras expect. An odd last row of modules leaves its lower half dark.
  public func halfBlockLines(quietZone: Int = 4) -> [String] {
    let side = size + 2 * quietZone
    func isLight(_ row: Int, _ column: Int) -> Bool {
      guard row < side else { return false }
      let (y, x) = (row - quietZone, column - quietZone)
      guard (0..<size).contains(y), (0..<size).contains(x) else { return true }
      return !isDark(row: y, column: x)
    }
    return stride(from: 0, to: side, by: 2).map { row in
      String(
        (0..<side).map { column -> Character in
          switch (isLight(row, column), isLight(row + 1, column)) {
          case (true, true): "█"
          case (true, false): "▀"
          case (false, true): "▄"
          case (false, false): " "
          }
        })
    }
  }
}
