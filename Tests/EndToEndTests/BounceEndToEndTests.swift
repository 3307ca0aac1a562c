import Foundation
import TestSupport
import Testing

/// Drives `tumble play --scene bounce` in tmux: the panels, a bad key's message, the help, quitting.
@Suite struct BounceEndToEndTests {
  @Test func showsEveryDemoSaysWhenAKeyDoesNothingAndQuits() throws {
    let tmux = try Tmux(command: "\(tumbleBinary) play --scene bounce; echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    let titles = ["one axis", "two axes", "size", "colour", "scale", "scale+rotation", "rect", "keys · physics"]
    var lines = try tmux.waitFor(seconds: 10) { lines in
      titles.allSatisfy { title in lines.contains { $0.contains(title) } }
    }
    for title in titles {
      #expect(lines.contains { $0.contains(title) }, "no panel titled \(title): \(lines.joined(separator: "\n"))")
    }
    try tmux.send(keys: ["x"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("x does nothing") } }
    #expect(lines.contains { $0.contains("x does nothing: ? for help") })
    try tmux.send(keys: ["?"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("Tumble keys") } }
    #expect(lines.contains { $0.contains("Tumble keys") })
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") })
  }
}
