import Foundation
import TestSupport
import Testing

/// Drives the real binary in tmux, as a person at a terminal would.
@Suite(.serialized) struct PlayEndToEndTests {
  /// Columns of the box's inside that hold sticker pixels (anything but blanks and the border).
  static func stickerColumns(_ lines: [String]) -> [Int] {
    var columns: [Int] = []
    for line in lines.dropFirst().dropLast(2) {
      for (column, character) in line.enumerated() where !" │─╭╮╰╯".contains(character) {
        columns.append(column)
      }
    }
    return columns
  }

  static func mean(_ values: [Int]) -> Double { Double(values.reduce(0, +)) / Double(max(values.count, 1)) }

  @Test func startsDrawsTiltsLeftAndQuitsCleanly() throws {
    let tmux = try Tmux(command: "\(tumbleBinary) play --seed 3; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    // it starts and draws the box and stickers
    var lines = try tmux.waitFor(seconds: 10) {
      $0.first?.hasPrefix("╭") == true && $0.contains { $0.contains("stickers") }
    }
    #expect(lines.first?.hasPrefix("╭") == true, "no box drawn: \(lines.joined(separator: "\n"))")
    Thread.sleep(forTimeInterval: 2.5)
    lines = try tmux.capture()
    let settled = Self.stickerColumns(lines)
    #expect(settled.count > 50, "too few sticker cells drawn")
    // holding ← turns gravity left and the pile follows
    for _ in 0..<16 {
      try tmux.send(keys: ["Left"])
      Thread.sleep(forTimeInterval: 0.05)
    }
    Thread.sleep(forTimeInterval: 2)
    lines = try tmux.capture()
    let tilted = Self.stickerColumns(lines)
    #expect(Self.mean(tilted) < Self.mean(settled) - 5, "stickers did not move left")
    #expect(lines.last { !$0.isEmpty }?.contains("gravity") == true)
    // q quits with status 0 and leaves a usable shell
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") }, "tumble did not exit 0: \(lines.joined(separator: "\n"))")
    try tmux.send(literal: "echo usable-$((40+2))")
    try tmux.send(keys: ["Enter"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("usable-42") } }
    #expect(lines.contains { $0.contains("usable-42") }, "the shell is not usable after quitting")
  }

  @Test func aTinyTerminalGetsAMessageAndResizingBringsTheBoxBack() throws {
    let tmux = try Tmux(command: "\(tumbleBinary) play; echo exit=$?", width: 16, height: 6)
    defer { tmux.kill() }
    var lines = try tmux.waitFor(seconds: 10) { $0.contains { $0.contains("too small") } }
    #expect(lines.contains { $0.contains("too small") })
    try tmux.resize(width: 60, height: 20)
    lines = try tmux.waitFor(seconds: 5) { $0.first?.hasPrefix("╭") == true }
    #expect(lines.first?.hasPrefix("╭") == true)
    try tmux.send(keys: ["Escape"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") })
  }

  @Test func sigtermRestoresTheTerminal() throws {
    let tmux = try Tmux(
      command: "\(tumbleBinary) play --seed 424242; echo exit=$?; stty -a | grep -q ' echo ' && echo echo-on-$((1+1))",
      width: 60,
      height: 20)
    defer { tmux.kill() }
    try tmux.waitFor(seconds: 10) { $0.first?.hasPrefix("╭") == true }
    try runProgram(["pkill", "-TERM", "-f", "tumble play --seed 424242"])
    let lines = try tmux.waitFor(seconds: 10) { $0.contains { $0.contains("echo-on-2") } }
    #expect(lines.contains { $0.contains("exit=143") }, "tumble did not exit with 128 + SIGTERM")
    #expect(lines.contains { $0.contains("echo-on-2") }, "echo is still off after SIGTERM")
    #expect(!lines.contains { $0.hasPrefix("╭") }, "the playground is still on screen")
  }
}
