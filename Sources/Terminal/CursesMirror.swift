import CNcursesw
import Canvas
import Glibc

/// Frames drawn through ncurses' own optimiser, for measuring Tumble's encoder against it.
///
/// A second ncurses screen for a terminal type, writing into a `ByteSink`:
/// each frame's changed cells go into its standard window (`mvadd_wch` with a
/// colour pair from `alloc_pair`) and `doupdate` sends what ncurses decides.
/// Colours are the xterm 256-colour palette, so frames should be quantized to it.
public final class CursesMirror {
  private let screen: OpaquePointer
  private let file: UnsafeMutablePointer<FILE>
  private let sink: ByteSink
  private var shown: FrameBuffer?
  /// Cells ncurses refused (no colour pair left, say): a comparison with any is void.
  public private(set) var failures = 0
  /// Bytes ncurses has sent since the start.
  public private(set) var bytesSent = 0

  /// ncurses started for terminal type `terminalName` of `width` × `height` cells, writing into `sink`;
  /// nil when the type is unknown.
  public init?(terminalName: String, width: Int, height: Int, sink: ByteSink) {
    var output: UnsafeMutablePointer<FILE>?
    guard let screen = tumble_newterm_fd(terminalName, sink.descriptor, &output), let output else { return nil }
    self.screen = screen
    file = output
    self.sink = sink
    _ = set_term(screen)
    _ = resizeterm(Int32(height), Int32(width))
    _ = start_color()
    _ = use_default_colors()
    _ = curs_set(0)
    _ = leaveok(tumble_stdscr(), true)
  }

  /// Puts the cells of `frame` that changed since the last frame into the window and lets ncurses send them.
  public func draw(_ frame: FrameBuffer) {
    let previous = set_term(screen)
    defer { _ = set_term(previous) }
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        let cell = frame[column, row]
        guard cell.width != 0, cell != shown?[column, row] else { continue }
        put(cell, column: column, row: row)
      }
    }
    shown = frame
    sink.reset()
    _ = wnoutrefresh(tumble_stdscr())
    _ = doupdate()
    fflush(file)
    bytesSent += sink.reset()
  }

  private func put(_ cell: Cell, column: Int, row: Int) {
    let pair = alloc_pair(Self.index(cell.foreground), Self.index(cell.background))
    var attributes = tumble_a_normal()
    if cell.attributes.contains(.bold) { attributes |= tumble_a_bold() }
    if cell.attributes.contains(.dim) { attributes |= tumble_a_dim() }
    if cell.attributes.contains(.reverse) { attributes |= tumble_a_reverse() }
    var text = cell.glyph.text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    if text.isEmpty { text = [32] }
    text.append(0)
    let status = tumble_put_cell(Int32(row), Int32(column), text, attributes, pair)
    // (the last cell is written, but ncurses reports that it cannot move the cursor past it)
    if status == tumble_err(), row != tumble_lines() - 1 || column != tumble_cols() - 1 { failures += 1 }
  }

  private static func index(_ color: RGB?) -> Int32 {
    color.map { Int32(ColorDepth.xterm256Index(of: $0)) } ?? -1
  }

  /// Ends this ncurses screen.
  public func stop() {
    let previous = set_term(screen)
    _ = endwin()
    delscreen(screen)
    fclose(file)
    if previous != screen { _ = set_term(previous) }
  }
}

/// Where measured drawing goes: a file that counts the bytes written to it.
public final class ByteSink {
  /// The descriptor to write to.
  public let descriptor: Int32

  private let file: UnsafeMutablePointer<FILE>

  /// An empty sink (an unnamed temporary file, kept in memory by the page cache); nil when none can be made.
  public init?() {
    guard let file = tmpfile() else { return nil }
    self.file = file
    descriptor = fileno(file)
  }

  /// The bytes written since the last reset, and starts counting again from zero.
  @discardableResult
  public func reset() -> Int {
    let count = Int(lseek(descriptor, 0, SEEK_CUR))
    lseek(descriptor, 0, SEEK_SET)
    return count
  }

  deinit { fclose(file) }
}
