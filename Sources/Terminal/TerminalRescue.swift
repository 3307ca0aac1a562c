import CNcursesw
import Glibc
import Synchronization

/// Gives the terminal back where `Screen.stop()` cannot run: a crash (a Swift runtime trap, a bad memory
/// access, an abort) or `exit` called while the screen is up.
///
/// While the screen is up it keeps the terminal's modes from before and the bytes that undo what the
/// screen turned on (the alternate screen, the hidden cursor, the keypad and mouse modes). A crash
/// handler writes them and puts the modes back, with only `write` and `tcsetattr` (both
/// async-signal-safe), then hands the signal on to the handler that was there before (the Swift
/// runtime's backtrace), so the crash is still reported, now on the shell's screen.
enum TerminalRescue {
  /// The signals of a crash.
  static let crashSignals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
  private static let capacity = 512
  private static let isArmed = Atomic<Bool>(false)
  private static let isInstalled = Atomic<Bool>(false)
  private static let byteCount = Atomic<Int>(0)
  nonisolated(unsafe) private static let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
  nonisolated(unsafe) private static let modes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  /// The handlers there before, by signal number.
  nonisolated(unsafe) private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  /// Keeps `undo` (the bytes to write) and `shellModes` (the terminal's modes before the screen took
  /// it) for a crash; installs the handlers the first time.
  static func arm(undo: [UInt8], shellModes: termios) {
    let count = min(undo.count, capacity)
    undo.withUnsafeBufferPointer { bytes.update(from: $0.baseAddress!, count: count) }
    byteCount.store(count, ordering: .relaxed)
    modes.pointee = shellModes
    installOnce()
    isArmed.store(true, ordering: .releasing)
  }

  /// Forgets what `arm` kept: the screen gave the terminal back itself.
  static func disarm() {
    isArmed.store(false, ordering: .releasing)
  }

  /// Writes the bytes and puts the modes back, once, if armed. Safe in a signal handler.
  static func rescue() {
    guard isArmed.exchange(false, ordering: .acquiring) else { return }
    _ = write(STDOUT_FILENO, bytes, byteCount.load(ordering: .relaxed))
    _ = tcsetattr(STDOUT_FILENO, TCSADRAIN, modes)
  }

  private static func installOnce() {
    guard !isInstalled.exchange(true, ordering: .relaxed) else { return }
    atexit { TerminalRescue.rescue() }
    for number in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, _ in TerminalRescue.crashed(number, info) }
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, previous + Int(number))
    }
  }

  /// A crash: the terminal back, then the signal handled as it would have been. A fault of the processor
  /// (`si_code` > 0) comes again when this handler returns, now to the handler before (the runtime's
  /// backtrace). A signal sent (kill, raise, abort) comes again as well, to the default action, which
  /// ends the program: a handler before might return, and a program going on would draw over the shell.
  private static func crashed(_ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?) {
    rescue()
    if (info?.pointee.si_code ?? 0) > 0 {
      sigaction(number, previous + Int(number), nil)
    } else {
      signal(number, SIG_DFL)
      raise(number)
    }
  }
}
