import Foundation
import QRCode
import TestSupport
import Testing

/// The encoder against Debian's `qrencode` (the same modules for the same text, version, level and
/// mask) and `zbarimg` (a camera-like decoder reads what the encoder drew).
@Suite struct QRCodeTests {
  static let texts = [
    "hello", "http://192.168.1.20:8000/k3x9q2m7w4z8", "http://10.0.0.7:8123/" + String(repeating: "a", count: 60),
    "Tumble ✓ tilts", String(repeating: "0123456789", count: 13),
  ]

  /// `qrencode`'s modules for `text` at `level` and `version` (or the smallest that fits), row by row.
  static func qrencode(_ text: String, level: QRErrorCorrection, version: Int) throws -> [[Bool]] {
    let finished = try runProgram([
      "qrencode", "-8", "-l", level == .low ? "L" : "M", "-v", "\(version)", "-m", "0", "-t", "ASCII", text,
    ])
    #expect(finished.status == 0, "qrencode: \(finished.error)")
    return finished.output.split(separator: "\n").map { line in
      stride(from: 0, to: line.count, by: 2).map { line[line.index(line.startIndex, offsetBy: $0)] == "#" }
    }
  }

  /// The mask a code's first copy of the format information names.
  static func mask(of rows: [[Bool]]) -> Int {
    let positions = (0..<6).map { ($0, 8) } + [(7, 8), (8, 8), (8, 7)] + (9..<15).map { (8, 14 - $0) }
    let bits = positions.enumerated().reduce(0) { $0 | (rows[$1.element.0][$1.element.1] ? 1 << $1.offset : 0) }
    return ((bits ^ 0x5412) >> 10) & 7
  }

  @Test(arguments: QRErrorCorrection.allCases, 1...10)
  func sameModulesAsQrencode(level: QRErrorCorrection, version: Int) throws {
    for text in Self.texts where QRCode.capacity(version: version, level: level) >= text.utf8.count {
      let expected = try Self.qrencode(text, level: level, version: version)
      let code = try #require(QRCode(text: text, level: level, minimumVersion: version, mask: Self.mask(of: expected)))
      #expect(code.version == version)
      let modules = (0..<code.size).map { row in (0..<code.size).map { code.isDark(row: row, column: $0) } }
      #expect(modules == expected, "'\(text)' at version \(version) differs from qrencode's")
    }
  }

  @Test(arguments: texts)
  func zbarimgReadsTheChosenMask(text: String) throws {
    let code = try #require(QRCode(text: text, level: .low))
    let scale = 4
    let quiet = 4
    let side = (code.size + 2 * quiet) * scale
    var image = "P1\n\(side) \(side)\n"
    for y in 0..<side {
      let row = (0..<side).map { x -> String in
        let (r, c) = (y / scale - quiet, x / scale - quiet)
        let inside = (0..<code.size).contains(r) && (0..<code.size).contains(c)
        return inside && code.isDark(row: r, column: c) ? "1" : "0"
      }
      image += row.joined(separator: " ") + "\n"
    }
    let path = NSTemporaryDirectory() + "tumble-qr-\(UUID().uuidString).pbm"
    try image.write(toFile: path, atomically: true, encoding: .utf8)
    defer { unlink(path) }
    let decoded = try runProgram(["zbarimg", "--raw", "-q", path])
    #expect(decoded.status == 0)
    #expect(decoded.output == text + "\n")
  }

  @Test func fullerTextTakesALargerVersion() throws {
    #expect(QRCode.capacity(version: 1, level: .low) == 17)
    #expect(QRCode.capacity(version: 1, level: .medium) == 14)
    #expect(QRCode.capacity(version: 10, level: .low) == 271)
    #expect(try #require(QRCode(text: String(repeating: "x", count: 17), level: .low)).version == 1)
    #expect(try #require(QRCode(text: String(repeating: "x", count: 18), level: .low)).version == 2)
    #expect(QRCode(text: String(repeating: "x", count: 272), level: .low) == nil)
  }

  @Test func halfBlocksDrawTwoRowsACellInsideTheQuietZone() throws {
    let code = try #require(QRCode(text: "hello", level: .low))
    let lines = code.halfBlockLines(quietZone: 2)
    #expect(lines.count == (21 + 4 + 1) / 2)
    #expect(lines.allSatisfy { $0.count == 25 })
    #expect(lines[0] == String(repeating: "█", count: 25))
    // line 1 holds the finder's dark top edge over its second row (dark, five light, dark)
    #expect(lines[1].dropFirst(2).prefix(7) == " ▄▄▄▄▄ ")
    #expect(lines.last == String(repeating: "▀", count: 25))
  }
}
