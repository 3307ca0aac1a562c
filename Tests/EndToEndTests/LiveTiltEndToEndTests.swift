import Foundation
import TestSupport
import Testing

/// `--tilt sensorlogger` as a user tries it: the playground shows the URL and its QR code, curl
/// posts what Sensor Logger posts, and the pile follows; `tumble tilt` prints the rows.
@Suite(.serialized) struct LiveTiltEndToEndTests {
  /// A port on 127.0.0.1 that was free a moment ago (the kernel's pick).
  static func freePort() throws -> UInt16 {
    let (descriptor, port) = try listeningLoopbackSocket()
    close(descriptor)
    return port
  }

  /// A Sensor Logger HTTP Push body of an iPhone lying on its left edge (gravity (−9.8, 0, 0) m/s²):
  /// `batch` is the 0.2 s batch's number, 20 samples at 100 Hz.
  static func leftTiltBody(batch: Int) -> String {
    let entries = (0..<20).map { index in
      let time = 1_764_619_200_000_000_000 + (batch * 20 + index) * 10_000_000
      return #"{"name":"gravity","time":\#(time),"values":{"x":-9.80665,"y":0,"z":0}}"#
    }
    return
      #"{"messageId":\#(batch),"sessionId":"e2e","deviceId":"e2e-iphone","payload":[\#(entries.joined(separator: ","))]}"#
  }

  /// The mean column of the sticker cells inside the box (anything not blank between the borders).
  static func meanColumn(_ lines: [String]) -> Double {
    var sum = 0
    var count = 0
    for line in lines.dropFirst().dropLast(2) {
      for (column, character) in Self.columns(line).enumerated().dropFirst().dropLast()
      where character != " " && character != "│" {
        sum += column
        count += 1
      }
    }
    return count == 0 ? 0 : Double(sum) / Double(count)
  }

  /// The characters of a pane's line by the columns they take: an emoji takes two, the second a space.
  static func columns(_ line: String) -> [Character] {
    line.flatMap { character -> [Character] in
      character.unicodeScalars.first?.properties.isEmojiPresentation == true ? [character, " "] : [character]
    }
  }

  /// What `zbarimg` reads in the QR code drawn in `lines`. Its place is found by the finders' top
  /// edges on its second line (`██ ▄▄▄▄▄ ` at the left, ` ▄▄▄▄▄ ██` at the right: the quiet zone, then
  /// a dark row over a dark-light-dark one); every character holds two modules (█ light over light,
  /// ▀ light over dark, ▄ dark over light, a space dark over dark).
  static func decodeQRCode(in lines: [String]) throws -> String? {
    let rows = lines.map { String(Self.columns($0)) }
    guard let second = rows.firstIndex(where: { $0.contains("██ ▄▄▄▄▄ ") }), second > 0,
      let start = rows[second].range(of: "██ ▄▄▄▄▄ "),
      let end = rows[second].range(of: " ▄▄▄▄▄ ██", options: .backwards)
    else { return nil }
    let left = rows[second].distance(from: rows[second].startIndex, to: start.lowerBound)
    let width = rows[second].distance(from: start.lowerBound, to: end.upperBound)
    let grid = rows.map(Array.init)
    let top = second - 1
    var modules: [[Bool]] = []  // true for dark
    for row in grid[top..<min(grid.count, top + (width + 1) / 2)] {
      let cells = (left..<(left + width)).map { $0 < row.count ? row[$0] : " " }
      modules.append(cells.map { $0 == " " || $0 == "▄" })
      modules.append(cells.map { $0 == " " || $0 == "▀" })
    }
    let scale = 4
    var image = "P1\n\(width * scale) \(modules.count * scale)\n"
    for row in modules {
      let line = row.flatMap { Array(repeating: $0 ? "1" : "0", count: scale) }.joined(separator: " ")
      image += String(repeating: line + "\n", count: scale)
    }
    let path = NSTemporaryDirectory() + "tumble-e2e-qr-\(UUID().uuidString).pbm"
    try image.write(toFile: path, atomically: true, encoding: .utf8)
    defer { unlink(path) }
    let decoded = try runProgram(["zbarimg", "--raw", "-q", path])
    return decoded.status == 0 ? decoded.output.trimmingCharacters(in: .newlines) : nil
  }

  @Test func curlPostingALeftTiltSlidesThePileLeft() throws {
    let port = try Self.freePort()
    let tmux = try Tmux(
      command: "\(tumbleBinary) play --tilt sensorlogger:127.0.0.1:\(port) --tilt-token e2e-token; echo exit=$?",
      width: 90, height: 36)
    defer { tmux.kill() }
    let url = "http://127.0.0.1:\(port)/e2e-token"
    var lines = try tmux.waitFor(seconds: 10) { $0.contains { $0.contains(url) } }
    #expect(lines.contains { $0.contains("→ " + url) }, "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.contains("listening on 127.0.0.1:\(port) only") })
    #expect(try Self.decodeQRCode(in: lines) == url, "a phone's camera reads the URL off the screen")
    #expect(TiltEndToEndTests.statusLine(lines).contains("tilt waiting"))
    Thread.sleep(forTimeInterval: 1)
    let before = Self.meanColumn(try tmux.capture().filter { !$0.contains("→") })
    var codes: [String] = []
    for batch in 0..<15 {
      let posted = try runProgram([
        "curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST", "-H", "Content-Type: application/json",
        "--data-binary", Self.leftTiltBody(batch: batch), url,
      ])
      codes.append(posted.output)
      Thread.sleep(forTimeInterval: 0.2)
    }
    #expect(codes.allSatisfy { $0 == "200" }, "\(codes)")
    lines = try tmux.waitFor(seconds: 5) { TiltEndToEndTests.statusLine($0).contains("gravity ← 180°") }
    #expect(TiltEndToEndTests.statusLine(lines).contains("gravity ← 180°"), "\(TiltEndToEndTests.statusLine(lines))")
    #expect(!lines.contains { $0.contains(url) }, "the invitation goes with the first sample")
    let after = Self.meanColumn(lines)
    #expect(after < before - 15, "the pile's mean column went from \(before) to \(after)")
    lines = try tmux.waitFor(seconds: 5) { TiltEndToEndTests.statusLine($0).contains("tilt stalled") }
    #expect(TiltEndToEndTests.statusLine(lines).contains("tilt stalled"))
    try tmux.send(keys: ["q"])
    lines = try tmux.waitFor(seconds: 5) { $0.contains { $0.contains("exit=0") } }
    #expect(lines.contains { $0.contains("exit=0") })
  }

  @Test func tumbleTiltPrintsTheRowsAsTheyArrive() throws {
    let port = try Self.freePort()
    let url = "http://127.0.0.1:\(port)/rows"
    let folder = try makeScratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.leftTiltBody(batch: 0).write(toFile: folder + "/body.json", atomically: true, encoding: .utf8)
    let post = "curl -s -o /dev/null -X POST --data-binary @\(folder)/body.json \(url)"
    let finished = try runProgram([
      "sh", "-c",
      "(sleep 1; curl -s -o /dev/null \(url)x; \(post)) & \(tumbleBinary) tilt sensorlogger:127.0.0.1:\(port) --tilt-token rows --seconds 2.5; wait",
    ])
    #expect(finished.status == 0, "\(finished.error)")
    let rows = finished.output.split(separator: "\n").map(String.init)
    #expect(rows.first == "t,pitch,roll,angle,magnitude")
    #expect(rows.count >= 15 && rows.count <= 21, "\(rows.count) rows for a batch of 20")
    let angles = rows.dropFirst().compactMap { Double($0.split(separator: ",")[3]) }
    #expect(
      angles.count == rows.count - 1 && angles.allSatisfy { abs(abs($0) - .pi) < 1e-9 }, "gravity pulls left: \(angles)"
    )
    #expect(finished.error.contains(url), "the URL to type is said")
    #expect(finished.error.contains("refused: not found (404)"))
  }
}
