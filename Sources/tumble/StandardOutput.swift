import Motion

/// Standard output for every command: whole lines, each write checked. `main` sends what is
/// held before the program ends, and before any error message.
///
/// One for the process, as the stream itself is; only the main thread writes to it.
nonisolated(unsafe) let standardOutput = LineWriter(descriptor: 1, name: "standard output")
