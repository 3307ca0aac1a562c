import Motion

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output for every command: whole lines, each write checked, held in a buffer unless it
/// is a terminal (as C's stdio does). `main` sends what is held before the program ends, and
/// `printError` before each message, so the two streams stay in order.
///
/// One for the process, as the stream itself is; only the main thread writes to it.
nonisolated(unsafe) let standardOutput = LineWriter(
  descriptor: STDOUT_FILENO, name: "standard output", bufferSize: isatty(STDOUT_FILENO) != 0 ? 0 : 1 << 16)
