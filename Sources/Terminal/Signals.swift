import CNcursesw
import Synchronization

/// The signal that asked the program to stop (SIGINT, SIGTERM, SIGHUP), or 0.
let pendingStopSignal = Atomic<Int32>(0)

/// Routes SIGINT, SIGTERM and SIGHUP to `pendingStopSignal`, so the loop can restore the terminal and leave.
func catchStopSignals() {
  tumble_unblock_signals()
  for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
    signal(signalNumber) { number in pendingStopSignal.store(number, ordering: .relaxed) }
  }
}
