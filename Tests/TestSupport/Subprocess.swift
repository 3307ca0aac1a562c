import CSpawn
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program that ran to its end: its exit status (128 + the signal if one ended it) and what it wrote.
public struct Finished: Sendable {
  /// The exit status, or 128 + the signal that ended the program.
  public let status: Int32
  /// What the program wrote to standard output.
  public let output: String
  /// What the program wrote to standard error.
  public let error: String
}

/// A program that could not start or did not end in its time.
public struct SubprocessError: Error, CustomStringConvertible {
  /// What went wrong, naming the program.
  public let description: String
}

/// Runs `command` (its first word found on `PATH`) with standard input empty and `environment`
/// over this process's, and waits at most `seconds` for it; a program still running then is killed.
///
/// This spawns and reaps the child itself instead of using Foundation's `Process`: on
/// Linux its `waitUntilExit()` can miss the exit of a child started while other tests
/// start theirs, and a whole test run then hangs on a zombie (seen here, in CI).
/// Output goes to files rather than pipes, so a program that leaves a daemon behind
/// (the first tmux command starts the server) or writes much to both streams cannot block the read.
/// `seconds` only catches a hang: a debug `bench render` through ncurses took over 60 s while
/// the suite ran on a loaded 2-core machine.
@discardableResult
public func runProgram(
  _ command: [String], environment: [String: String] = [:], seconds: Double = 240
) throws -> Finished {
  let folder = NSTemporaryDirectory()
  let outputPath = folder + "tumble-run-\(UUID().uuidString).out"
  let errorPath = folder + "tumble-run-\(UUID().uuidString).err"
  defer {
    unlink(outputPath)
    unlink(errorPath)
  }

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  // Nothing else this process has open goes along: a pipe a test holds must end when the test closes it.
  cspawn_close_from(&actions, 3)

  // The child starts with no signal blocked and every signal at its default,
  // whatever the test thread that spawns it had.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

  let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
  var pid = pid_t()
  let spawned = withCStrings(command) { argv in
    withCStrings(variables) { envp in posix_spawnp(&pid, command[0], &actions, &attributes, argv, envp) }
  }
  guard spawned == 0 else {
    throw SubprocessError(description: "\(command[0]) did not start: \(String(cString: strerror(spawned)))")
  }

  let deadline = Date().addingTimeInterval(seconds)
  var status: Int32 = 0
  while waitpid(pid, &status, WNOHANG) == 0 {
    guard Date() < deadline else {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
      throw SubprocessError(description: "\(command.joined(separator: " ")) still ran after \(seconds) s")
    }
    usleep(5_000)
  }
  let signal = status & 0x7F
  return Finished(
    status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
    output: String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self),
    error: String(decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self))
}

/// Calls `body` with `strings` as a C array of C strings ending in a null pointer.
private func withCStrings<Result>(
  _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
) -> Result {
  let pointers = strings.map { strdup($0) } + [nil]
  defer { pointers.forEach { free($0) } }
  return body(pointers)
}
