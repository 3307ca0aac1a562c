import Foundation
import TestSupport
import Testing

/// A tmux pane where one command runs and the terminal is then checked to be as it was before:
/// the same `stty -a`, and, as tmux sees the pane, the alternate screen left, the cursor shown,
/// mouse reporting and the keypad modes off.
///
/// The command is typed alone on its line (a list would go on when the command is stopped); the
/// checks are typed once the shell has no child left.
struct RestoreRun {
  /// The pane.
  let tmux: Tmux
  /// The pane's modes before the command, with only the shell in it.
  let shellModes: String
  /// Where `stty -a` before the command is kept.
  private let folder: String

  /// Types `command` into a new `width` × `height` pane, after keeping the terminal's settings.
  init(_ command: String, width: Int = 60, height: Int = 20) throws {
    folder = NSTemporaryDirectory() + "tumble-restore-\(UUID().uuidString)"
    tmux = try Tmux(
      command: "mkdir -p \(folder) && stty -a > \(folder)/before && echo ready-$((1+1))", width: width, height: height)
    try tmux.waitFor(seconds: 10) { $0.contains { $0.contains("ready-2") } }
    shellModes = try tmux.modes()
    try tmux.send(literal: command)
    try tmux.send(keys: ["Enter"])
  }

  /// Waits until the box is drawn; returns the pane's lines.
  @discardableResult
  func waitForBox() throws -> [String] {
    try tmux.waitFor(seconds: 10) { $0.first?.hasPrefix("╭") == true && $0.contains { $0.contains("stickers") } }
  }

  /// The process the shell runs in the foreground, if any.
  func child() throws -> String? {
    let shell = try Tmux.run(["display-message", "-p", "-t", tmux.name, "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let found = try runProgram(["pgrep", "-P", shell])
    return found.output.split(separator: "\n").first.map(String.init)
  }

  /// Sends signal `name` (`QUIT`, `TSTP`) to the command.
  func signal(_ name: String) throws {
    let process = try #require(try child(), "no command running")
    try runProgram(["kill", "-\(name)", process])
  }

  /// Waits up to `seconds` for the command to end; returns whether it did.
  @discardableResult
  func waitForEnd(seconds: Double) throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while try child() != nil {
      guard Date() < deadline else { return false }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return true
  }

  /// Whether `stty -a` now is as it was before the command (typed into the shell, so the shell must be at its prompt).
  func sttyIsAsBefore() throws -> Bool {
    let mark = UUID().uuidString.prefix(8)
    try tmux.send(literal: "stty -a | cmp -s - \(folder)/before && echo same-\(mark)-$((1+1)) || echo changed-\(mark)")
    try tmux.send(keys: ["Enter"])
    let lines = try tmux.waitFor(seconds: 5) {
      $0.contains { $0.contains("same-\(mark)-2") || $0.hasPrefix("changed-\(mark)") }
    }
    return lines.contains { $0.contains("same-\(mark)-2") }
  }

  /// Waits for the command to end, then expects its exit status in `statuses`, `stty -a` and the pane's
  /// modes as before; returns the pane's lines (what the command left on the shell's screen).
  @discardableResult
  func expectRestored(status statuses: Set<Int>, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
    #expect(try waitForEnd(seconds: 10), "the command did not end", sourceLocation: sourceLocation)
    try tmux.send(literal: "echo exit=$?")
    try tmux.send(keys: ["Enter"])
    var lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.hasPrefix("exit=") } }
    let status = lines.last { $0.hasPrefix("exit=") }.flatMap { Int($0.dropFirst(5)) }
    #expect(
      status.map(statuses.contains) == true, "exit status \(status.map(String.init) ?? "none")",
      sourceLocation: sourceLocation)
    #expect(try sttyIsAsBefore(), "stty -a is not as before", sourceLocation: sourceLocation)
    #expect(try tmux.modes() == shellModes, sourceLocation: sourceLocation)
    lines = try tmux.capture()
    return lines
  }
}

extension Tmux {
  /// The pane's modes: the alternate screen, the cursor shown, each kind of mouse reporting, the keypad modes.
  func modes() throws -> String {
    let format =
      "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_standard_flag}#{mouse_button_flag}"
      + "#{mouse_all_flag}#{mouse_any_flag}#{mouse_sgr_flag} keypad=#{keypad_flag}#{keypad_cursor_flag}"
    return try Self.run(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The pane's modes once they are `wanted`, or as they are after `seconds`.
  func modes(becoming wanted: String, seconds: Double) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var modes = try modes()
    while modes != wanted && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      modes = try self.modes()
    }
    return modes
  }
}
