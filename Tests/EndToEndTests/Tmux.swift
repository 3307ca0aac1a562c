import Foundation
import TestSupport

/// A tmux session running a command in a pane of a fixed size, for driving the real binary.
struct Tmux {
  /// The session's name, unique to this test process.
  let name: String

  /// Starts `command` in a new detached tmux session of `width` × `height`.
  init(command: String, width: Int, height: Int, environment: [String: String] = [:]) throws {
    name = "tumble-e2e-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    let exports = environment.map { "export \($0.key)=\($0.value); " }.sorted().joined()
    try Self.startSession([
      "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
      "env -u TMUX bash --norc --noprofile",
    ])
    try Self.run(["set-option", "-t", name, "remain-on-exit", "on"])
    // The pane is a UTF-8 xterm, as the terminals Tumble is for, whatever the test run's own locale.
    try send(literal: "export PS1='$ ' TERM=xterm-256color LANG=C.UTF-8; unset LC_ALL LC_CTYPE; " + exports + "clear")
    try send(keys: ["Enter"])
    try send(literal: command)
    try send(keys: ["Enter"])
  }

  /// What the pane shows, line by line.
  func capture() throws -> [String] {
    try Self.run(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
  }

  /// Sends keys by tmux's names (`Left`, `Enter`, `q`).
  func send(keys: [String]) throws {
    try Self.run(["send-keys", "-t", name] + keys)
  }

  /// Types `text` literally.
  func send(literal text: String) throws {
    try Self.run(["send-keys", "-t", name, "-l", text])
  }

  /// Resizes the pane's window.
  func resize(width: Int, height: Int) throws {
    try Self.run(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
  }

  /// Ends the session.
  func kill() {
    _ = try? Self.run(["kill-session", "-t", name])
  }

  /// Waits until `condition` holds for the pane's lines, up to `seconds`; returns the last capture.
  @discardableResult
  func waitFor(seconds: Double, _ condition: ([String]) -> Bool) throws -> [String] {
    let deadline = Date().addingTimeInterval(seconds)
    var lines = try capture()
    while !condition(lines) && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.1)
      lines = try capture()
    }
    return lines
  }

  /// The tmux server of this test process: its own socket, so the tests never meet a
  /// user's server (or its options and environment), no configuration file, and UTF-8
  /// whatever the locale of the test run.
  static let server = ["-L", "tumble-e2e-\(ProcessInfo.processInfo.processIdentifier)", "-f", "/dev/null", "-u"]

  /// Runs `new-session`, again if it met the server as the server was leaving: when a test
  /// kills the last session, the server exits, and a session started meanwhile by another test
  /// fails with "server exited unexpectedly" (seen under load).
  static func startSession(_ arguments: [String]) throws {
    for attempt in 1...3 {
      do {
        try run(arguments)
        return
      } catch let error as TmuxError where attempt < 3 && error.message.contains("server exited unexpectedly") {
        Thread.sleep(forTimeInterval: 0.2)
      }
    }
  }

  /// Runs tmux with `arguments` and returns its output.
  @discardableResult
  static func run(_ arguments: [String]) throws -> String {
    let finished = try runProgram(["tmux"] + server + arguments, seconds: 20)
    guard finished.status == 0 else {
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) failed: \(finished.error)")
    }
    return finished.output
  }
}

/// tmux did not do what was asked.
struct TmuxError: Error {
  let message: String
}
