/// Turns frames into the bytes that make a terminal show them: cursor moves, SGR colours, glyphs.
///
/// `update(from:to:)` sends only the cells that changed, moving the cursor
/// the shortest way and changing only the colours and attributes that
/// differ; with `synchronized` on, each update is wrapped in `CSI ? 2026 h`
/// … `CSI ? 2026 l`, so terminals that know synchronized output show it at
/// once and others ignore the marks. Pure: the same frames give the same bytes.
public struct ANSIEncoder: Sendable {
  /// How colours are written: SGR 38;2 (truecolor), 38;5 (256), 30–37 (eight) or not at all.
  public var colorDepth: ColorDepth
  /// Whether updates are wrapped in synchronized-output marks.
  public var synchronized: Bool

  /// An encoder for a terminal of `colorDepth`.
  public init(colorDepth: ColorDepth, synchronized: Bool = true) {
    self.colorDepth = colorDepth
    self.synchronized = synchronized
  }

  /// The bytes that take a terminal showing `previous` to `frame`; none when nothing changed.
  ///
  /// Without a previous frame of the same size the screen is cleared and every cell that is not blank is sent.
  /// Every update ends in the default style, so the next one starts from it.
  public func update(from previous: FrameBuffer?, to frame: FrameBuffer) -> [UInt8] {
    let shown = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var writer = ANSIWriter(depth: colorDepth, style: .plain, synchronized: synchronized)
    if shown == nil { writer.clearScreen() }
    let width = frame.width
    let before = shown?.cells ?? Array(repeating: .blank, count: frame.cells.count)
    frame.cells.withUnsafeBufferPointer { cells in
      before.withUnsafeBufferPointer { before in
        for index in cells.indices where !cells[index].isContinuation && cells[index] != before[index] {
          writer.put(cells[index], column: index % width, row: index / width, frameWidth: width)
        }
      }
    }
    return writer.finish()
  }

  /// The bytes that paint every cell of `frame` over whatever the terminal shows.
  public func repaint(_ frame: FrameBuffer) -> [UInt8] {
    var writer = ANSIWriter(depth: colorDepth, synchronized: synchronized)
    writer.resetStyle()
    for row in 0..<frame.height {
      for column in 0..<frame.width where !frame[column, row].isContinuation {
        writer.put(frame[column, row], column: column, row: row, frameWidth: frame.width)
      }
    }
    return writer.finish()
  }

  /// `CSI ? 2026 h`: hold the screen until the matching end.
  public static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
  /// `CSI ? 2026 l`: show what was sent since the begin.
  public static let endSynchronized = Array("\u{1B}[?2026l".utf8)
}
