import CNcursesw
import Canvas

/// The terminal as an ncurses screen: it draws frame buffers and reads keys, mouse and resizes.
///
/// Only one exists at a time. `start()` takes the terminal over; `stop()`
/// (also run at exit and on SIGINT, SIGTERM, SIGHUP through the loop) gives
/// it back as it was.
public final class Screen {
  /// How many colours the terminal shows, after `NO_COLOR` and the caller's wish.
  public private(set) var colorDepth: ColorDepth = .none
  /// Whether the mouse reports clicks and drags.
  public private(set) var hasMouse = false
  private var shown: FrameBuffer?
  private var isStarted = false
  private var pairs: [ColorPair: Int32] = [:]

  /// A screen not yet started.
  public init() {}

  /// Takes the terminal over: raw keys, no echo, hidden cursor, colours up to `maximumDepth`, the mouse.
  public func start(maximumDepth: ColorDepth) {
    setlocale(LC_ALL, "")
    catchStopSignals()
    _ = initscr()
    isStarted = true
    raw()
    noecho()
    nonl()
    _ = keypad(tumble_stdscr(), true)
    _ = nodelay(tumble_stdscr(), true)
    _ = curs_set(0)
    _ = set_escdelay(25)
    colorDepth = .none
    if maximumDepth != .none, has_colors(), start_color() != tumble_err() {
      _ = use_default_colors()
      let available: ColorDepth = tumble_colors() >= 256 ? .palette256 : (tumble_colors() >= 8 ? .eight : .none)
      colorDepth = [available, maximumDepth].min { $0.rank < $1.rank } ?? .none
    }
    let wanted = tumble_button1_pressed() | tumble_button1_released() | tumble_report_mouse_position()
    hasMouse = mousemask(wanted, nil) != 0
    _ = mouseinterval(0)
    shown = nil
  }

  /// Gives the terminal back as it was. Safe to call more than once.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    _ = endwin()
  }

  /// The terminal's size in cells.
  public var size: (width: Int, height: Int) {
    (Int(tumble_cols()), Int(tumble_lines()))
  }

  /// The signal that asked the program to stop, if one came.
  public var stopSignal: Int32? {
    let number = pendingStopSignal.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Forgets what is on the screen, so the next `draw` repaints every cell (after a resize or Ctrl-L).
  public func invalidate() {
    shown = nil
    _ = clearok(tumble_stdscr(), true)
  }

  /// Shows `frame`, sending only the cells that changed since the last one, in one update.
  public func draw(_ frame: FrameBuffer) {
    let previous = shown.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    if previous == nil { _ = erase() }
    for row in 0..<frame.height {
      for column in 0..<frame.width {
        let cell = frame[column, row]
        if let previous, previous[column, row] == cell { continue }
        put(cell, column: column, row: row)
      }
    }
    shown = frame
    _ = refresh()
  }

  /// Every input event waiting, without blocking.
  ///
  /// A resize is also noticed by asking the kernel for the size, because some
  /// environments never send SIGWINCH.
  public func pendingEvents() -> [InputEvent] {
    var events: [InputEvent] = []
    var rows: Int32 = 0
    var columns: Int32 = 0
    if tumble_window_size(&rows, &columns) == 0, rows != tumble_lines() || columns != tumble_cols() {
      _ = resizeterm(rows, columns)
      events.append(.resize)
    }
    var key: wint_t = 0
    while true {
      let status = tumble_get_key(&key)
      if status == tumble_err() { break }
      if let event = event(status: status, key: key) { events.append(event) }
    }
    return events
  }

  private func event(status: Int32, key: wint_t) -> InputEvent? {
    if status == tumble_key_code_yes() {
      switch Int32(key) {
      case KEY_LEFT: return .key(.left)
      case KEY_RIGHT: return .key(.right)
      case KEY_UP: return .key(.up)
      case KEY_DOWN: return .key(.down)
      case tumble_key_resize(): return .resize
      case tumble_key_mouse(): return mouseEvent()
      default: return nil
      }
    }
    switch key {
    case 3: return .key(.interrupt)
    case 12: return .key(.redraw)
    case 27: return .key(.escape)
    default:
      guard let scalar = Unicode.Scalar(UInt32(key)) else { return nil }
      return .key(.character(Character(scalar)))
    }
  }

  private func mouseEvent() -> InputEvent? {
    var report = MEVENT()
    guard getmouse(&report) != tumble_err() else { return nil }
    let state = report.bstate
    let action: MouseAction
    if state & tumble_button1_pressed() != 0 {
      action = .down
    } else if state & tumble_button1_released() != 0 {
      action = .up
    } else if state & tumble_report_mouse_position() != 0 {
      action = .drag
    } else {
      return nil
    }
    return .mouse(action, column: Int(report.x), row: Int(report.y))
  }

  private func put(_ cell: Cell, column: Int, row: Int) {
    if cell.isContinuation { return }
    var attributes = tumble_a_normal()
    if cell.attributes.contains(.bold) { attributes |= tumble_a_bold() }
    if cell.attributes.contains(.dim) { attributes |= tumble_a_dim() }
    if cell.attributes.contains(.reverse) { attributes |= tumble_a_reverse() }
    let pair = colorPair(foreground: cell.foreground, background: cell.background)
    var text = Array(cell.glyph.unicodeScalars.map { wchar_t(bitPattern: $0.value) }) + [0]
    if text.count == 1 { text = [wchar_t(32), 0] }
    _ = tumble_put_cell(Int32(row), Int32(column), &text, attributes, pair)
  }

  /// The ncurses pair for two colours at this screen's depth; 0 (the default pair) without colour.
  private func colorPair(foreground: RGB?, background: RGB?) -> Int32 {
    guard colorDepth != .none else { return 0 }
    let key = ColorPair(foreground: index(of: foreground), background: index(of: background))
    if key.foreground == -1 && key.background == -1 { return 0 }
    if let pair = pairs[key] { return pair }
    let pair = alloc_pair(key.foreground, key.background)
    let usable = pair > 0 ? pair : 0
    pairs[key] = usable
    return usable
  }

  private func index(of color: RGB?) -> Int32 {
    guard let color else { return -1 }
    switch colorDepth {
    case .none: return -1
    case .eight: return Int32(ColorDepth.ansi8Index(of: color))
    case .palette256, .truecolor: return Int32(ColorDepth.xterm256Index(of: color))
    }
  }

  deinit { stop() }
}

/// Two terminal colour numbers (-1 for the default).
private struct ColorPair: Hashable {
  var foreground: Int32
  var background: Int32
}

extension ColorDepth {
  /// Orders depths from none to truecolor.
  fileprivate var rank: Int { ColorDepth.allCases.firstIndex(of: self) ?? 0 }
}
