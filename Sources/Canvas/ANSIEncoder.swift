/// Turns frames into the bytes that make a terminal show them: cursor moves, SGR colours, glyphs.
///
/// `update(from:to:)` sends only the cells that changed, a look at a time
/// (`WriteOrder`), moving the cursor the shortest way (`CursorMotion`) and
/// changing only the colours and attributes that differ (or resetting the
/// pen and setting it anew, where that is shorter); a repaint goes the
/// same way over every cell. An update may start where the one before left
/// the cursor and the pen (`Held`). With `synchronized` on, each update is wrapped in `CSI ? 2026 h`
/// … `CSI ? 2026 l`, so terminals that know synchronized output show it at
/// once and others ignore the marks. Pure: the same frames (and held state) give the same bytes.
public struct ANSIEncoder: Sendable {
  /// How colours are written: SGR 38;2 (truecolor), 38;5 (256), 30–37 (eight) or not at all.
  public var colorDepth: ColorDepth
  /// Whether updates are wrapped in synchronized-output marks.
  public var synchronized: Bool
  /// Whether a line feed keeps the cursor's column: the tty does not return the carriage (its `ONLCR` is off).
  public var lineFeedKeepsColumn: Bool
  /// Whether the cursor may move right by tabs: the terminal has its stops every eight columns and the tty sends a
  /// tab as it is.
  public var tabStopsEveryEight: Bool

  /// An encoder for a terminal of `colorDepth`.
  public init(
    colorDepth: ColorDepth, synchronized: Bool = true, lineFeedKeepsColumn: Bool = false,
    tabStopsEveryEight: Bool = true
  ) {
    self.colorDepth = colorDepth
    self.synchronized = synchronized
    self.lineFeedKeepsColumn = lineFeedKeepsColumn
    self.tabStopsEveryEight = tabStopsEveryEight
  }

  /// The bytes that take a terminal showing `previous` to `frame`; none when nothing changed.
  ///
  /// Without a previous frame of the same size the screen is cleared and every cell that is not blank is sent.
  /// Every update ends in the default style, so the next one starts from it.
  public func update(from previous: FrameBuffer?, to frame: FrameBuffer) -> [UInt8] {
    var held = Held.plain
    return update(from: previous, to: frame, held: &held, resetting: true)
  }

  /// The bytes that take a terminal showing `previous` to `frame`, its cursor and style as `held` says (nil: not
  /// known); none when nothing changed.
  ///
  /// The update starts from the cursor and the pen the last one left and
  /// does not end in the default style: `held` is set to what it leaves.
  /// Whoever else writes to the terminal must set `held` to nil.
  public func update(from previous: FrameBuffer?, to frame: FrameBuffer, held: inout Held?) -> [UInt8] {
    var known = held ?? .unknown
    defer { held = known }
    return update(from: previous, to: frame, held: &known, resetting: false)
  }

  private func update(from previous: FrameBuffer?, to frame: FrameBuffer, held: inout Held, resetting: Bool) -> [UInt8]
  {
    let shown = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var writer = ANSIBurst(
      depth: colorDepth, held: held, synchronized: synchronized, lineFeedKeepsColumn: lineFeedKeepsColumn,
      tabs: tabStopsEveryEight)
    if shown == nil { writer.clearScreen() }
    if let shown {
      shown.cells.withUnsafeBufferPointer { write(frame, over: $0, with: &writer) }
    } else {
      // on a cleared screen, the blank cells are there already
      FrameBuffer(width: frame.width, height: frame.height).cells.withUnsafeBufferPointer {
        write(frame, over: $0, with: &writer)
      }
    }
    let bytes = writer.finish(resetting: resetting)
    if !bytes.isEmpty { held = writer.held }
    return bytes
  }

  /// The bytes that paint every cell of `frame` over whatever the terminal shows.
  public func repaint(_ frame: FrameBuffer) -> [UInt8] {
    var writer = ANSIBurst(
      depth: colorDepth, synchronized: synchronized, lineFeedKeepsColumn: lineFeedKeepsColumn,
      tabs: tabStopsEveryEight)
    writer.resetStyle()
    write(frame, over: nil, with: &writer)
    return writer.finish()
  }

  /// Writes the cells of `frame` that look unlike `shown` (all of them when nil) in the order `WriteOrder` gives.
  private func write(_ frame: FrameBuffer, over shown: UnsafeBufferPointer<Cell>?, with writer: inout ANSIBurst) {
    let width = frame.width
    let start = writer.held
    frame.cells.withUnsafeBufferPointer { cells in
      let order = WriteOrder(
        cells, width: width, before: shown, from: start.cursor, in: start.pen, lineFeedKeepsColumn: lineFeedKeepsColumn,
        tabs: tabStopsEveryEight)
      for (run, pen) in zip(order.runs, order.pens) {
        for index in run.start..<(run.start + run.count) {
          writer.put(cells[index], in: pen, column: run.column + index - run.start, row: run.row, frameWidth: width)
        }
      }
    }
  }

  /// What the terminal holds between updates: where the cursor is and which pen is set, each when known.
  public struct Held: Sendable {
    /// The cursor's row and column, when known.
    var cursor: CursorMotion.Place?
    /// The pen set (plain when the style is not known).
    var pen: Pen
    /// The style set, when known.
    var style: TerminalStyle?

    /// Nothing known: the cursor anywhere, any style.
    static let unknown = Held(cursor: nil, pen: .plain, style: nil)
    /// The default style, the cursor anywhere (after a burst that ends in a reset).
    static let plain = Held(cursor: nil, pen: .plain, style: .plain)

    /// Whether the terminal may be in a style other than the default.
    public var mayBeStyled: Bool { style != .plain }
  }

  /// `CSI m`: the default style.
  public static let resetStyle = ANSIBurst.resetSGR
  /// `CSI ? 2026 h`: hold the screen until the matching end.
  public static let beginSynchronized = Array("\u{1B}[?2026h".utf8)
  /// `CSI ? 2026 l`: show what was sent since the begin.
  public static let endSynchronized = Array("\u{1B}[?2026l".utf8)
}
