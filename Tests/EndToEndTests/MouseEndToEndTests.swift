import Foundation
import TestSupport
import Testing

/// Drives the real binary's mouse handling in tmux with xterm (SGR) mouse reports.
///
/// Reports are mostly sent on their own, a moment apart, as a hand would;
/// one test sends a press and its release in one write, as a quick click can
/// arrive, to check that ncurses merging them loses nothing.
@Suite(.serialized) struct MouseEndToEndTests {
  /// An SGR mouse report for button 1 at a 0-based cell: press `M`, motion with the button held, release `m`.
  static func report(_ action: String, column: Int, row: Int) -> String {
    switch action {
    case "press": "\u{1B}[<0;\(column + 1);\(row + 1)M"
    case "drag": "\u{1B}[<32;\(column + 1);\(row + 1)M"
    default: "\u{1B}[<0;\(column + 1);\(row + 1)m"
    }
  }

  /// Whether a sticker cell is drawn within two columns of `column` on `row`.
  static func stickerNear(_ lines: [String], column: Int, row: Int) -> Bool {
    guard row < lines.count else { return false }
    let cells = Array(lines[row])
    return (max(0, column - 2)...min(cells.count - 1, column + 2)).contains { !" │".contains(cells[$0]) }
  }

  @Test func aQuickClickInOneReadStillSnaps() throws {
    let tmux = try Tmux(command: "\(tumbleBinary) play --scene item; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    try tmux.waitFor(seconds: 10) { $0.contains { $0.contains("item ·") } }
    Thread.sleep(forTimeInterval: 3)
    #expect(!Self.stickerNear(try tmux.capture(), column: 10, row: 4))
    try tmux.send(literal: Self.report("press", column: 10, row: 4) + Self.report("release", column: 10, row: 4))
    let lines = try tmux.waitFor(seconds: 5) { Self.stickerNear($0, column: 10, row: 4) }
    #expect(Self.stickerNear(lines, column: 10, row: 4), "a quick click was lost:\n\(lines.joined(separator: "\n"))")
    try tmux.send(keys: ["q"])
  }

  @Test func aClickSnapsTheNearestStickerAndADragCarriesOne() throws {
    let tmux = try Tmux(command: "\(tumbleBinary) play --scene item; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    var lines = try tmux.waitFor(seconds: 10) { $0.contains { $0.contains("item ·") } }
    Thread.sleep(forTimeInterval: 3)
    #expect(!Self.stickerNear(try tmux.capture(), column: 10, row: 4))
    try tmux.send(literal: Self.report("press", column: 10, row: 4))
    Thread.sleep(forTimeInterval: 0.3)
    try tmux.send(literal: Self.report("release", column: 10, row: 4))
    lines = try tmux.waitFor(seconds: 5) { Self.stickerNear($0, column: 10, row: 4) }
    #expect(
      Self.stickerNear(lines, column: 10, row: 4), "no sticker snapped to the click:\n\(lines.joined(separator: "\n"))")
    // the dense sticker rests on the floor at two thirds of the iPhone view's width (x 250 of 375, drawn at
    // half size from column 1): drag it up and to the left
    let start = (column: 16, row: 20)
    #expect(Self.stickerNear(lines, column: start.column, row: start.row))
    try tmux.send(literal: Self.report("press", column: start.column, row: start.row))
    Thread.sleep(forTimeInterval: 0.3)
    for step in 1...10 {
      try tmux.send(literal: Self.report("drag", column: start.column - step, row: start.row - step))
      Thread.sleep(forTimeInterval: 0.1)
    }
    lines = try tmux.waitFor(seconds: 5) { Self.stickerNear($0, column: start.column - 10, row: start.row - 10) }
    #expect(Self.stickerNear(lines, column: start.column - 10, row: start.row - 10), "\(lines.joined(separator: "\n"))")
    try tmux.send(literal: Self.report("release", column: start.column - 10, row: start.row - 10))
    lines = try tmux.waitFor(seconds: 5) { Self.stickerNear($0, column: start.column - 10, row: start.row) }
    #expect(Self.stickerNear(lines, column: start.column - 10, row: start.row), "released, it falls")
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") })
  }
}
