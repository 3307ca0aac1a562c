import CNcursesw
import Canvas
import Glibc

/// The terminal: ncurses sets it up and reads keys, mouse and resizes; frames go out as ANSI bytes.
///
/// Only one exists at a time. `start()` takes the terminal over; `stop()`
/// (also run at exit and on SIGINT, SIGTERM, SIGHUP through the loop) gives
/// it back as it was. Frames are diffed by `ANSIEncoder` and written in one
/// `write` a frame, so colours can be 24-bit (which ncurses cannot do with
/// the usual terminfo entries), updates are wrapped in synchronized output,
/// and every byte sent is counted.
public final class Screen {
  /// How many colours the terminal shows, after `NO_COLOR` and the caller's wish.
  public private(set) var colorDepth: ColorDepth = .none
  /// Whether the mouse reports clicks and drags.
  public private(set) var hasMouse = false
  /// Whether the locale can show Unicode glyphs (it is UTF-8).
  public private(set) var isUnicode = true
  /// Bytes written to the terminal by `draw` since the start.
  public private(set) var bytesSent = 0
  private var shown: FrameBuffer?
  private var isStarted = false
  private var encoder = ANSIEncoder(colorDepth: .none)
  private var output = STDOUT_FILENO
  private var headless: OpaquePointer?

  /// A screen not yet started.
  public init() {}

  /// Takes the terminal over: raw keys, no echo, hidden cursor, colours up to `maximumDepth`, the mouse.
  ///
  /// `maximumDepth` is what the environment allows (truecolor when
  /// `COLORTERM` says so); the terminal's own colour count caps it, unless
  /// `force` asks for colour on a terminal that claims none.
  public func start(maximumDepth: ColorDepth, force: Bool = false) {
    setlocale(LC_ALL, "")
    isUnicode = tumble_locale_is_utf8() != 0
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
    chooseColors(maximumDepth: maximumDepth, force: force)
    let wanted =
      tumble_button1_pressed() | tumble_button1_released() | tumble_button1_clicked()
      | tumble_report_mouse_position()
    hasMouse = mousemask(wanted, nil) != 0
    _ = mouseinterval(0)
    shown = nil
  }

  /// Sets up ncurses for terminal type `terminalName` on /dev/null and draws into nothing, counting bytes.
  ///
  /// For `tumble bench render`: frames go through the same encoder and
  /// the same `draw` as on a terminal, but the bytes are only counted.
  /// Returns false when the terminal type is unknown. The bytes go to `sink` when given.
  public func startHeadless(terminalName: String, maximumDepth: ColorDepth, sink: ByteSink? = nil) -> Bool {
    guard let screen = tumble_newterm_null(terminalName) else { return false }
    headless = screen
    isStarted = true
    output = sink.map { dup($0.descriptor) } ?? open("/dev/null", O_WRONLY)
    chooseColors(maximumDepth: maximumDepth, force: false)
    shown = nil
    return true
  }

  private func chooseColors(maximumDepth: ColorDepth, force: Bool) {
    colorDepth = .none
    if maximumDepth != .none, force || has_colors(), start_color() != tumble_err() || force {
      let colors = tumble_colors()
      let available: ColorDepth =
        colors >= 1 << 24 ? .truecolor : colors >= 256 ? .palette256 : colors >= 8 ? .eight : .none
      let allowed = maximumDepth == .truecolor && colors >= 256 ? ColorDepth.truecolor : available
      colorDepth = [force ? maximumDepth : allowed, maximumDepth].min { $0.rank < $1.rank } ?? .none
    }
    let term = String(cString: termname())
    encoder = ANSIEncoder(colorDepth: colorDepth, synchronized: !(term.hasPrefix("linux") || term.hasPrefix("vt")))
  }

  /// Gives the terminal back as it was. Safe to call more than once.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    _ = endwin()
    if let headless {
      delscreen(headless)
      close(output)
      self.headless = nil
      output = STDOUT_FILENO
    }
  }

  /// The terminal's size in cells.
  public var size: (width: Int, height: Int) {
    (Int(tumble_cols()), Int(tumble_lines()))
  }

  /// The signal that asked the program to stop, if one came; SIGHUP when the terminal has gone
  /// away without sending one (a closed window leaves no one to read keys or see frames).
  public var stopSignal: Int32? {
    let number = pendingStopSignal.load(ordering: .relaxed)
    if number != 0 { return number }
    return headless == nil && isStarted && tumble_terminal_hung_up() != 0 ? SIGHUP : nil
  }

  /// Forgets what is on the screen, so the next `draw` clears it and repaints every cell (after a resize or Ctrl-L).
  public func invalidate() {
    shown = nil
  }

  /// Shows `frame`, sending only the cells that changed since the last one, in one write; nothing when none did.
  ///
  /// Returns the bytes sent, so a recorder can keep the same stream.
  @discardableResult
  public func draw(_ frame: FrameBuffer) -> [UInt8] {
    let bytes = encoder.update(from: shown, to: frame)
    shown = frame
    send(bytes)
    return bytes
  }

  /// What repainting every cell of `frame` would send, in bytes (for comparing with `draw`).
  public func repaintCost(of frame: FrameBuffer) -> Int {
    encoder.repaint(frame).count
  }

  /// Writes `bytes` to the terminal as they are (pictures in a graphics protocol), counting them.
  public func send(_ bytes: [UInt8]) {
    bytesSent += bytes.count
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(output, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno != EINTR && errno != EAGAIN {
          return
        }
      }
    }
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
      if status == tumble_key_code_yes(), Int32(key) == tumble_key_mouse() {
        events += mouseEvents()
      } else if let event = event(status: status, key: key) {
        events.append(event)
      }
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

  /// The mouse report waiting, as events. A press and a release that reach
  /// ncurses in one read come as one report (or as a click): both are kept, in order.
  private func mouseEvents() -> [InputEvent] {
    var report = MEVENT()
    guard getmouse(&report) != tumble_err() else { return [] }
    let state = report.bstate
    let pressed = state & (tumble_button1_pressed() | tumble_button1_clicked()) != 0
    let released = state & (tumble_button1_released() | tumble_button1_clicked()) != 0
    var actions: [MouseAction] = []
    if pressed { actions.append(.down) }
    if released { actions.append(.up) }
    if actions.isEmpty, state & tumble_report_mouse_position() != 0 { actions.append(.drag) }
    return actions.map { .mouse($0, column: Int(report.x), row: Int(report.y)) }
  }

  deinit { stop() }
}

extension ColorDepth {
  /// Orders depths from none to truecolor.
  fileprivate var rank: Int { ColorDepth.allCases.firstIndex(of: self) ?? 0 }
}
