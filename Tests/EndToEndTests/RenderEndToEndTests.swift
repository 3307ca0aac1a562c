import Foundation
import TestSupport
import Testing

/// Render modes, resizing and casts, driven through the real binary in tmux and on the command line.
@Suite(.serialized) struct RenderEndToEndTests {
  static func statusLine(_ lines: [String]) -> String { lines.last { !$0.isEmpty } ?? "" }

  static func hasBraille(_ lines: [String]) -> Bool {
    lines.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }
  }

  @Test func mCyclesRenderModesAndResizingKeepsThePile() throws {
    let cast = FileManager.default.temporaryDirectory.appendingPathComponent("tumble-e2e-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: cast) }
    let tmux = try Tmux(
      command: "\(tumbleBinary) play --seed 5 --render blocks --cast \(cast.path); echo exit=$?", width: 80, height: 24)
    defer { tmux.kill() }
    var lines = try tmux.waitFor(seconds: 10) { Self.statusLine($0).contains("blocks") }
    #expect(Self.statusLine(lines).contains("blocks"))
    Thread.sleep(forTimeInterval: 2.5)
    // blocks → braille → quadrants → sextants → octants → auto → glyph
    try tmux.send(keys: ["m"])
    lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("braille") && Self.hasBraille($0) }
    #expect(Self.hasBraille(lines), "no braille dots drawn: \(lines.joined(separator: "\n"))")
    try tmux.send(keys: ["m", "m", "m", "m", "m"])
    lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("glyph") }
    #expect(Self.statusLine(lines).contains("glyph"))
    #expect(!lines.dropLast().contains { $0.contains("█") || $0.contains("▀") }, "glyph mode draws no discs")
    try tmux.send(keys: ["m"])
    lines = try tmux.waitFor(seconds: 5) { Self.statusLine($0).contains("blocks") }
    let before = PlayEndToEndTests.stickerColumns(lines)
    // resizing keeps the pile and the box follows
    try tmux.resize(width: 100, height: 30)
    lines = try tmux.waitFor(seconds: 5) { $0.first?.count == 100 && $0.count >= 30 && $0[28].hasPrefix("╰") }
    #expect(lines.first?.hasPrefix("╭") == true && lines.first?.hasSuffix("╮") == true, "\(lines.first ?? "")")
    Thread.sleep(forTimeInterval: 1.5)
    lines = try tmux.capture()
    let after = PlayEndToEndTests.stickerColumns(lines)
    #expect(after.count >= before.count * 3 / 4, "stickers lost in the resize")
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") })
    // the cast holds what was seen: a header of the first size, a resize, output events in order
    let text = try String(contentsOf: cast, encoding: .utf8)
    let events = text.split(separator: "\n")
    #expect(events.first?.contains("\"width\": 80, \"height\": 24") == true)
    #expect(events.contains { $0.contains("\"r\", \"100x30\"") })
    #expect(events.count > 50)
  }

  /// The SGR colour forms a pane shows: 24-bit (38;2), 256-colour (38;5).
  static func colourForms(environment: [String: String], arguments: String = "") throws -> (direct: Bool, palette: Bool)
  {
    let tmux = try Tmux(
      command: "\(tumbleBinary) play --seed 2 \(arguments); echo exit=$?", width: 60, height: 20,
      environment: environment)
    defer { tmux.kill() }
    try tmux.waitFor(seconds: 10) { $0.first?.hasPrefix("╭") == true }
    Thread.sleep(forTimeInterval: 1)
    let styled = try Tmux.run(["capture-pane", "-e", "-p", "-t", tmux.name])
    try tmux.send(keys: ["q"])
    try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=") } }
    return (styled.contains("38;2;"), styled.contains("38;5;"))
  }

  @Test func colourFollowsCOLORTERMAndNO_COLORAndTheOption() throws {
    let truecolor = try Self.colourForms(environment: ["COLORTERM": "truecolor", "NO_COLOR": "''"])
    #expect(truecolor.direct && !truecolor.palette)
    let palette = try Self.colourForms(environment: ["COLORTERM": "''", "NO_COLOR": "''"])
    #expect(palette.palette && !palette.direct)
    let none = try Self.colourForms(environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"])
    #expect(!none.direct && !none.palette)
    let forced = try Self.colourForms(environment: ["NO_COLOR": "1"], arguments: "--color always")
    #expect(forced.direct || forced.palette)
  }

  /// The direct colours (`38;2;r;g;b`, `48;2;r;g;b`) a styled capture shows.
  static func directColours(_ styled: String) -> Set<[Int]> {
    var colours: Set<[Int]> = []
    for part in styled.split(separator: "\u{1B}") {
      let fields = part.dropFirst().prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) }
      for start in fields.indices where start + 4 < fields.count && [38, 48].contains(fields[start]) {
        if fields[start + 1] == 2 { colours.insert(Array(fields[(start + 2)...(start + 4)])) }
      }
    }
    return colours
  }

  @Test func edgesBlendIntoTheBackgroundTheTerminalAnswers() throws {
    // tmux answers OSC 11 with the window's background when its style sets one
    for (graphics, blends) in [("auto", true), ("none", false)] {
      let command = "sleep 1; \(tumbleBinary) play --seed 3 --render blocks --sticker-look glyph --graphics \(graphics)"
      let tmux = try Tmux(
        command: command, width: 80, height: 24, environment: ["COLORTERM": "truecolor", "NO_COLOR": "''"])
      defer { tmux.kill() }
      try Tmux.run(["set-option", "-w", "-t", tmux.name, "window-style", "bg=#102030"])
      try tmux.waitFor(seconds: 10) { Self.statusLine($0).hasPrefix(" stickers · ") }
      Thread.sleep(forTimeInterval: 2)
      let colours = Self.directColours(try Tmux.run(["capture-pane", "-e", "-p", "-t", tmux.name]))
      // a sticker's colour and its half mixed with #102030 both show
      let background = [16, 32, 48]
      let mixes = colours.filter { colour in
        colours.contains { other in
          other != colour && (0..<3).allSatisfy { abs(other[$0] + background[$0] - 2 * colour[$0]) <= 2 }
        }
      }
      #expect(mixes.isEmpty != blends, "--graphics \(graphics): \(mixes.count) mixed shades among \(colours.count)")
      try tmux.send(keys: ["q"])
    }
  }

  @Test func closingThePaneEndsTheProgram() throws {
    let command = "\(tumbleBinary) play --seed 6 --scene stickers"
    let tmux = try Tmux(command: command, width: 60, height: 20)
    try tmux.waitFor(seconds: 10) { $0.first?.hasPrefix("╭") == true }
    tmux.kill()
    var running = true
    for _ in 0..<30 where running {
      Thread.sleep(forTimeInterval: 0.1)
      running = try Self.isRunning(command)
    }
    #expect(!running, "tumble kept running after its terminal went away")
  }

  /// Whether a process runs with exactly this command line.
  static func isRunning(_ command: String) throws -> Bool {
    try runProgram(["pgrep", "-fx", command]).status == 0
  }

  @Test func aBadRenderModeIsAUsageError() throws {
    let result = try runTumble(["snapshot", "--render", "sparkles"])
    #expect(result.status == 64)
    #expect(result.error.contains("--render"))
  }

  @Test func benchRenderPrintsOneJSONLine() throws {
    let result = try runTumble(["bench", "render", "--stickers", "24", "--size", "80x24", "--frames", "30"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    #expect(object?["stickers"] as? Int == 24)
    #expect(object?["size"] as? String == "80x24")
    #expect(object?["render"] as? String == "blocks")
    let bytes = try #require(object?["bytes_per_frame"] as? Int)
    let full = try #require(object?["full_repaint_bytes"] as? Int)
    #expect(bytes > 0 && bytes < full)
  }

  @Test func aHeadlessReplayCastShowsTheRecordingsTime() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tumble-replay-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: path) }
    let sample = URL(fileURLWithPath: tumbleBinary).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/tilt/sway.csv").path
    let result = try runTumble(["replay", sample, "--headless", "--seconds", "2", "--cast", path.path])
    #expect(result.status == 0)
    let text = try String(contentsOf: path, encoding: .utf8)
    // the first frame paints the whole status line; later ones only the digits that change
    #expect(text.contains("▶ 0.0/20.0s"), "the replay's time is in the recorded status line")
    #expect(text.split(separator: "\n").count > 30)
    #expect(result.output.hasPrefix("# tumble snapshot size=80x24 scene=stickers"))
  }

  @Test func snapshotCastIsDeterministic() throws {
    let directory = FileManager.default.temporaryDirectory
    let paths = (0..<2).map { directory.appendingPathComponent("tumble-cast-\($0)-\(UUID().uuidString).cast").path }
    defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
    for path in paths {
      let result = try runTumble(["snapshot", "--seconds", "2", "--sway", "--cast", path])
      #expect(result.status == 0)
    }
    let casts = try paths.map { try String(contentsOfFile: $0, encoding: .utf8) }
    #expect(casts[0] == casts[1])
    #expect(casts[0].hasPrefix("{\"version\": 2, \"width\": 80, \"height\": 24"))
  }
}
