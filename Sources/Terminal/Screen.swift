import CNcursesw
import Canvas
import Glibc

/// The terminal: ncurses sets it up and reads keys, mouse and resizes; frames go out as ANSI bytes.
///
/// Only one exists at a time. `start()` takes the terminal over; `stop()`
/// (also run through the loop on SIGINT, SIGTERM, SIGHUP and SIGQUIT) gives
/// it back as it was. Ctrl-Z and SIGTSTP give it back while the process is
/// stopped; a crash or `exit` gives it back through `TerminalRescue`.
///
/// Frames are diffed by `ANSIEncoder` and written in one `write` a frame, so
/// colours can be 24-bit (which ncurses cannot do with the usual terminfo
/// entries), updates are wrapped in synchronized output, and every byte sent
/// is counted. Each frame starts where the last one left the cursor and the
/// pen; whatever else is written (pictures, a resize, Ctrl-L, a stop) makes
/// the screen forget them, and the pen is reset before the terminal is given back.
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
  /// Where the last frame left the cursor and the pen; nil when something else has written since.
  private var held: ANSIEncoder.Held?
  private var isStarted = false
  private var encoder = ANSIEncoder(colorDepth: .none)
  private var output = STDOUT_FILENO
  private var headless: OpaquePointer?
  /// Whether a write to the terminal failed: it is gone.
  private var isLost = false

  /// A screen not yet started.
  public init() {}

  /// Takes the terminal over: raw keys, no echo, hidden cursor, colours up to `maximumDepth`, the mouse.
  ///
  /// `maximumDepth` is what the environment allows (truecolor when
  /// `COLORTERM` says so); the terminal's own colour count caps it, unless
  /// `force` asks for colour on a terminal that claims none.
  /// Throws when ncurses cannot start as `type` (which `TerminalType.current()` found it could).
  public func start(_ type: TerminalType, maximumDepth: ColorDepth, force: Bool = false) throws(TerminalTypeError) {
    setlocale(LC_ALL, "")
    isUnicode = tumble_locale_is_utf8() != 0
    catchSignals()
    var shellModes = termios()
    _ = tcgetattr(STDOUT_FILENO, &shellModes)
    guard tumble_newterm_stdio(type.name) != nil else { throw .unknown(type.term) }
    isStarted = true
    raw()
    noecho()
    nonl()
    _ = keypad(tumble_stdscr(), true)
    _ = nodelay(tumble_stdscr(), true)
    _ = curs_set(0)
    _ = set_escdelay(25)
    chooseColors(maximumDepth: maximumDepth, force: force)
    // nonl() turns the tty's ONLCR off: a line feed then keeps the column
    var modes = termios()
    let knowsModes = tcgetattr(STDOUT_FILENO, &modes) == 0
    encoder.lineFeedKeepsColumn = knowsModes && modes.c_oflag & tcflag_t(ONLCR) == 0
    // tabs only where they reach the stops every eight columns, as ncurses moves by them: the terminal starts with
    // those stops (`it#8`), a tab is `ht`, and the tty sends it as it is (not as spaces, `TAB3`, which would blank
    // the cells it passes)
    encoder.tabStopsEveryEight =
      knowsModes && modes.c_oflag & tcflag_t(TABDLY) != tcflag_t(TAB3) && tigetnum("it") == 8
      && tumble_capability("ht").map { String(cString: $0) } == "\t"
    let wanted =
      tumble_button1_pressed() | tumble_button1_released() | tumble_button1_clicked()
      | tumble_report_mouse_position()
    hasMouse = mousemask(wanted, nil) != 0
    _ = mouseinterval(0)
    shown = nil
    held = nil
    TerminalRescue.arm(undo: undoBytes(), shellModes: shellModes)
  }

  /// The bytes that undo what `start` turned on, for `TerminalRescue`: the frame's synchronized output and
  /// attributes, the mouse reports (every xterm mode), the keypad mode, the hidden cursor, the alternate screen.
  private func undoBytes() -> [UInt8] {
    var text = "\u{1b}[?2026l\u{1b}[0m"
    if hasMouse { text += "\u{1b}[?1003l\u{1b}[?1002l\u{1b}[?1000l\u{1b}[?1006l" }
    for name in ["rmkx", "cnorm", "rmcup"] {
      guard let value = tumble_capability(name) else { continue }
      // Padding (`$<5>`) is for terminals that need time; it would show as text.
      text += String(cString: value).replacing(/\$<[0-9.*\/]*>/, with: "")
    }
    return Array(text.utf8)
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
    // as on a terminal, where nonl() turns the tty's ONLCR off
    encoder.lineFeedKeepsColumn = true
    shown = nil
    held = nil
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
    encoder = ANSIEncoder(
      colorDepth: colorDepth, synchronized: !(term.hasPrefix("linux") || term.hasPrefix("vt")))
  }

  /// Gives the terminal back as it was. Safe to call more than once.
  public func stop() {
    guard isStarted else { return }
    isStarted = false
    resetPen()
    _ = endwin()
    TerminalRescue.disarm()
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
  /// away without sending one (a closed window leaves no one to read keys or see frames) or a frame
  /// could not be written to it.
  public var stopSignal: Int32? {
    let number = pendingStopSignal.load(ordering: .relaxed)
    if number != 0 { return number }
    return headless == nil && isStarted && (isLost || tumble_terminal_hung_up() != 0) ? SIGHUP : nil
  }

  /// Forgets what is on the screen, so the next `draw` clears it and repaints every cell (after a resize or Ctrl-L).
  public func invalidate() {
    shown = nil
    held = nil
  }

  /// Sets the default style, unless the last frame left it set: the shell must not write in a sticker's colours.
  private func resetPen() {
    if held?.mayBeStyled ?? true { write(ANSIEncoder.resetStyle) }
    held = nil
  }

  /// Shows `frame`, sending only the cells that changed since the last one, in one write; nothing when none did.
  ///
  /// Returns the bytes sent, so a recorder can keep the same stream.
  @discardableResult
  public func draw(_ frame: FrameBuffer) -> [UInt8] {
    let bytes = encoder.update(from: shown, to: frame, held: &held)
    shown = frame
    write(bytes)
    return bytes
  }

  /// What repainting every cell of `frame` would send, in bytes (for comparing with `draw`).
  public func repaintCost(of frame: FrameBuffer) -> Int {
    encoder.repaint(frame).count
  }

  /// Writes `bytes` to the terminal as they are (pictures in a graphics protocol), counting them; the next frame
  /// places the cursor and sets the pen anew.
  public func send(_ bytes: [UInt8]) {
    if !bytes.isEmpty { held = nil }
    write(bytes)
  }

  /// Writes `bytes` to the terminal, counting them.
  private func write(_ bytes: [UInt8]) {
    bytesSent += bytes.count
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written == 0 || (errno != EINTR && errno != EAGAIN) {
          isLost = true
          return
        }
      }
    }
  }

  /// Every input event waiting, without blocking: one `.resize` however many resizes came since the last
  /// call (a window being dragged), `.repaint` after the process was stopped and went on.
  ///
  /// A resize is also noticed by asking the kernel for the size, because some environments never send
  /// SIGWINCH. Ctrl-Z, which raw mode reads as a key, does what the terminal would do with it: it
  /// stops the process group, and the screen is given back until `fg`.
  public func pendingEvents() -> [InputEvent] {
    var resized = sizeChanged()
    var events: [InputEvent] = []
    var key: wint_t = 0
    while true {
      let status = tumble_get_key(&key)
      if status == tumble_err() { break }
      let isFunctionKey = status == tumble_key_code_yes()
      if isFunctionKey, Int32(key) == tumble_key_mouse() {
        events += mouseEvents()
      } else if isFunctionKey, Int32(key) == tumble_key_resize() {
        resized = true
      } else if !isFunctionKey, key == 26 {
        suspendProcessGroup()
      } else if let event = event(status: status, key: key) {
        events.append(event)
      }
    }
    if followJobControl() { events.append(.repaint) }
    return (resized ? [.resize] : []) + events
  }

  /// Whether the kernel's size of the terminal differs from ncurses' (then ncurses takes the new one).
  private func sizeChanged() -> Bool {
    var rows: Int32 = 0
    var columns: Int32 = 0
    guard tumble_window_size(&rows, &columns) == 0, rows != tumble_lines() || columns != tumble_cols() else {
      return false
    }
    _ = resizeterm(rows, columns)
    return true
  }

  /// Gives the terminal back and stops on SIGTSTP (or Ctrl-Z); takes it again when the process goes on
  /// after a stop of any kind. Returns whether it took it again, so everything must be drawn again.
  private func followJobControl() -> Bool {
    let suspended = pendingSuspend.exchange(false, ordering: .relaxed)
    if suspended {
      resetPen()
      _ = endwin()
      stopUntilContinued()
    }
    guard pendingContinue.exchange(false, ordering: .relaxed) || suspended else { return false }
    // A shell sets its own modes while a job is stopped: give back and take again, so all of ours return.
    if !isendwin() { _ = endwin() }
    _ = refresh()
    invalidate()
    return true
  }

  private func event(status: Int32, key: wint_t) -> InputEvent? {
    if status == tumble_key_code_yes() {
      switch Int32(key) {
      case KEY_LEFT: return .key(.left)
      case KEY_RIGHT: return .key(.right)
      case KEY_UP: return .key(.up)
      case KEY_DOWN: return .key(.down)
      default: return nil
      }
    }
    switch key {
    case 3, 28: return .key(.interrupt)
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
