import CNcursesw
import Glibc
import Synchronization

/// The signal that asked the program to stop (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or 0.
let pendingStopSignal = Atomic<Int32>(0)
/// Whether SIGTSTP came: the loop gives the terminal back and stops the process.
let pendingSuspend = Atomic<Bool>(false)
/// Whether SIGCONT came: the process was stopped and goes on, so the loop takes the terminal again.
let pendingContinue = Atomic<Bool>(false)

/// Routes the stop signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) to `pendingStopSignal`, SIGTSTP and SIGCONT
/// to their flags. The handlers only set a flag: the loop does the work, outside the handler.
///
/// Run before ncurses starts, so it installs no handlers of its own for these; SIGQUIT's replaces the Swift
/// runtime's, which would print a backtrace over the screen and leave the program running.
func catchSignals() {
  tumble_unblock_signals()
  for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
    signal(signalNumber) { number in pendingStopSignal.store(number, ordering: .relaxed) }
  }
  catchSuspend()
  signal(SIGCONT) { _ in pendingContinue.store(true, ordering: .relaxed) }
}

private func catchSuspend() {
  signal(SIGTSTP) { _ in pendingSuspend.store(true, ordering: .relaxed) }
}

/// Stops the process as SIGTSTP would by default, and returns once it goes on (`fg`, SIGCONT).
///
/// Returns at once where the system will not stop it (a process group no shell controls).
func stopUntilContinued() {
  signal(SIGTSTP, SIG_DFL)
  raise(SIGTSTP)
  catchSuspend()
}

/// Sends SIGTSTP to the whole process group, as the terminal does for Ctrl-Z when it is not read as a key,
/// so the programs piping into this one stop with it.
func suspendProcessGroup() {
  kill(0, SIGTSTP)
}
