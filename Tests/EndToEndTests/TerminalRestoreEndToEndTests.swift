import Foundation
import TestSupport
import Testing

/// Signals, job control, failing writes and terminal types, each followed by a check that the terminal
/// is as it was: `stty -a`, the alternate screen left, the cursor shown, mouse reporting off.
@Suite(.serialized) struct TerminalRestoreEndToEndTests {
  static let play = "\(tumbleBinary) play --seed 3"

  /// Cells of the box's inside that are drawn (neither blank nor border).
  static func drawnCells(_ lines: [String]) -> Int {
    lines.dropFirst().dropLast(2).reduce(0) { $0 + $1.filter { !" │─╭╮╰╯".contains($0) }.count }
  }

  /// Whether `lines` show a whole frame: the box, stickers in it, the status line.
  static func isWhole(_ lines: [String]) -> Bool {
    lines.first?.hasPrefix("╭") == true && drawnCells(lines) > 50
      && lines.last { !$0.isEmpty }?.contains("gravity") == true
  }

  @Test(arguments: [("QUIT", 131), ("HUP", 129), ("TERM", 143), ("INT", 130)])
  func aStopSignalQuitsAndRestoresTheTerminal(signal: String, status: Int) throws {
    let run = try RestoreRun(Self.play)
    defer { run.tmux.kill() }
    try run.waitForBox()
    try run.signal(signal)
    let lines = try run.expectRestored(status: [status])
    // the Swift runtime's own SIGQUIT handler would print a backtrace and go on
    #expect(!lines.contains { $0.contains("Backtrace") || $0.contains("Crash") }, "\(lines.joined(separator: "\n"))")
  }

  /// A crash sent from outside goes the way of a runtime trap's: the terminal back, then the signal's own end.
  @Test(arguments: [("SEGV", 139), ("ABRT", 134)])
  func aCrashStillGivesTheTerminalBack(signal: String, status: Int) throws {
    let run = try RestoreRun(Self.play)
    defer { run.tmux.kill() }
    try run.waitForBox()
    try run.signal(signal)
    try run.expectRestored(status: [status])
  }

  @Test func sigtstpAndCtrlZStopWithTheTerminalGivenBackAndFgRepaintsAll() throws {
    let run = try RestoreRun(Self.play)
    defer { run.tmux.kill() }
    try run.waitForBox()
    let playing = try run.tmux.modes()
    for (round, stop) in ["signal", "Ctrl-Z"].enumerated() {
      if stop == "signal" { try run.signal("TSTP") } else { try run.tmux.send(keys: ["C-z"]) }
      let stopped = try run.tmux.waitFor(seconds: 5) { $0.filter { $0.contains("Stopped") }.count > round }
      #expect(stopped.filter { $0.contains("Stopped") }.count > round, "\(stop) did not stop tumble")
      #expect(try run.tmux.modes() == run.shellModes, "the terminal is not the shell's while stopped (\(stop))")
      #expect(try run.sttyIsAsBefore(), "stty -a is not as before while stopped (\(stop))")
      try run.tmux.send(literal: "fg")
      try run.tmux.send(keys: ["Enter"])
      // drawn again at once, without Ctrl-L
      let lines = try run.tmux.waitFor(seconds: 5) { Self.isWhole($0) }
      #expect(Self.isWhole(lines), "not repainted after fg (\(stop)):\n\(lines.joined(separator: "\n"))")
      // (ncurses sends the keypad mode with the next read of keys, a frame later)
      let resumed = try run.tmux.modes(becoming: playing, seconds: 2)
      #expect(resumed == playing, "the terminal is not taken again after fg (\(stop)): \(resumed), was \(playing)")
    }
    // the keys still work after fg
    try run.tmux.send(keys: ["Left", "Left", "Left"])
    let turned = try run.tmux.waitFor(seconds: 5) { $0.contains { $0.contains("107°") } }
    #expect(turned.contains { $0.contains("107°") }, "← does nothing after fg")
    try run.tmux.send(keys: ["q"])
    try run.expectRestored(status: [0])
  }

  @Test func aFailingCastRestoresTheTerminal() throws {
    let run = try RestoreRun("\(Self.play) --cast /dev/full")
    defer { run.tmux.kill() }
    try run.waitForBox()
    if try !run.waitForEnd(seconds: 5) { try run.tmux.send(keys: ["q"]) }
    let lines = try run.expectRestored(status: [74])
    #expect(lines.contains { $0.contains("/dev/full") }, "the failed write is not said after the terminal came back")
  }

  @Test(arguments: ["env -u TERM", "TERM=bogus-terminal", "TERM="])
  func anUnknownOrUnsetTermPlaysAsXterm(environment: String) throws {
    let run = try RestoreRun("\(environment) \(Self.play)", width: 100)
    defer { run.tmux.kill() }
    let lines = try run.waitForBox()
    #expect(Self.drawnCells(lines) > 0, "nothing drawn with \(environment)")
    try run.tmux.send(keys: ["q"])
    let after = try run.expectRestored(status: [0])
    #expect(after.contains { $0.hasPrefix("tumble: TERM") && $0.contains("played as xterm-256color") })
  }

  @Test func aDumbTerminalIsRefusedWithOneLine() throws {
    let run = try RestoreRun("TERM=dumb \(Self.play)", width: 140)
    defer { run.tmux.kill() }
    let lines = try run.expectRestored(status: [78])
    #expect(lines.contains { $0.hasPrefix("tumble play: TERM 'dumb' is a terminal that cannot move its cursor") })
    #expect(!lines.contains { $0.hasPrefix("╭") })
  }

  @Test func aStormOfResizesEndsInTheRightFrame() throws {
    let run = try RestoreRun(Self.play)
    defer { run.tmux.kill() }
    try run.waitForBox()
    // paused, so what is drawn after the storm can be compared with a full repaint
    try run.tmux.send(keys: ["p"])
    try run.tmux.waitFor(seconds: 5) { $0.first?.contains("paused") == true }
    for index in 1...60 {
      try run.tmux.resize(width: 1 + (index * 37) % 140, height: 1 + (index * 23) % 50)
    }
    try run.tmux.resize(width: 60, height: 20)
    let settled = try run.tmux.waitFor(seconds: 5) { $0.first?.count == 60 && $0.first?.hasSuffix("╮") == true }
    Thread.sleep(forTimeInterval: 1)
    #expect(try run.child() != nil, "tumble ended in the storm")
    let afterStorm = try run.tmux.capture()
    #expect(afterStorm.first?.count == 60 && afterStorm.first?.hasPrefix("╭") == true, "\(settled)")
    #expect(afterStorm.dropFirst(18).first?.hasPrefix("╰") == true, "the box does not fit 60 × 20")
    try run.tmux.send(keys: ["C-l"])
    Thread.sleep(forTimeInterval: 1)
    let repainted = try run.tmux.capture()
    // the status line's frame rate may differ
    #expect(
      Array(afterStorm.prefix(19)) == Array(repainted.prefix(19)), "the frame after the storm is not a full repaint's")
    try run.tmux.send(keys: ["q"])
    try run.expectRestored(status: [0])
  }
}
