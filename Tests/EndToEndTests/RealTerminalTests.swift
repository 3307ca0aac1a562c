import Foundation
import TestSupport
import Testing

/// `tumble play --graphics` in real terminals (xterm as a VT340 for sixel, kitty for its graphics protocol)
/// under Xvfb, checked on a screenshot: every sticker a round disc of its colour, nothing left behind.
@Suite(.serialized)
struct RealTerminalTests {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("real-terminal.sh").path
  static let width = 1024
  static let height = 768

  /// The case's place in the arguments, 0…3.
  static func cases(_ terminal: String, _ graphics: String) -> Int {
    (terminal == "kitty" ? 2 : 0) + (graphics == "auto" ? 1 : 0)
  }

  /// The tools a test needs that are missing, if any.
  static func missing(_ terminal: String) -> [String] {
    ["Xvfb", terminal, "import"].filter { tool in
      (try? runProgram(["sh", "-c", "command -v \(tool)"], seconds: 10).status) != 0
    }
  }

  @Test(arguments: [("xterm", "sixel"), ("xterm", "auto"), ("kitty", "kitty"), ("kitty", "auto")])
  func stickersAreRoundDiscsOfTheirColour(terminal: String, graphics: String) throws {
    let missing = Self.missing(terminal)
    guard missing.isEmpty else {
      print("RealTerminalTests: skipped \(terminal): \(missing.joined(separator: ", ")) not installed")
      return
    }
    let shot = NSTemporaryDirectory() + "tumble-shot-\(UUID().uuidString).rgb"
    defer { unlink(shot) }
    // a display of its own for each terminal and mode
    let display = 100 + Int(ProcessInfo.processInfo.processIdentifier) % 200 * 4 + Self.cases(terminal, graphics)
    let command = ["bash", Self.script, String(display), terminal, graphics, tumbleBinary, shot]
    var run = try runProgram(command, seconds: 90)
    if run.status != 0 {
      // kitty on software OpenGL has once ended before its first frame on a machine busy with every other test
      print("RealTerminalTests: \(terminal) --graphics \(graphics) failed once (\(run.error)), trying again")
      run = try runProgram(command, seconds: 90)
    }
    try #require(run.status == 0, "\(terminal): \(run.error)")
    let pixels = try [UInt8](Data(contentsOf: URL(fileURLWithPath: shot)))
    try #require(pixels.count == Self.width * Self.height * 3)
    let blobs = Blob.find(in: pixels, width: Self.width, height: Self.height)
    // three stickers and nothing else coloured: no trail where they fell
    #expect(blobs.count == 3, "\(terminal) --graphics \(graphics): \(blobs.map(\.description))")
    let colors = try Self.stickerColors()
    for blob in blobs {
      #expect(abs(blob.width - blob.height) <= 2, "not round: \(blob)")
      #expect((0.68...0.83).contains(blob.fill), "not a disc: \(blob)")
      let centre = blob.centreColor(in: pixels, width: Self.width)
      let nearest = colors.map { color in zip(color, centre).map { abs(Int($0) - Int($1)) }.max() ?? 0 }.min() ?? 255
      #expect(nearest <= 40, "centre \(centre) is no sticker's colour: \(blob)")
    }
  }

  /// The sticker set's colours (the `#RRGGBB` field; a picture's name may follow it).
  static func stickerColors() throws -> [[UInt8]] {
    let path = URL(fileURLWithPath: tumbleBinary).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Assets/stickers.txt")
    let text = try String(contentsOf: path, encoding: .utf8)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      guard let hex = line.split(separator: " ").first(where: { $0.hasPrefix("#") }),
        let value = Int(hex.dropFirst(), radix: 16)
      else { return nil }
      return [UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255)]
    }
  }
}

/// A connected patch of coloured pixels (neither grey nor dark) in a screenshot.
struct Blob: CustomStringConvertible {
  var left = Int.max
  var top = Int.max
  var right = Int.min
  var bottom = Int.min
  var count = 0

  var width: Int { right - left + 1 }
  var height: Int { bottom - top + 1 }
  /// The share of its bounding box it fills: π/4 for a disc, less the mark on it.
  var fill: Double { Double(count) / Double(width * height) }
  var description: String { "\(width)x\(height) at \(left),\(top) fill \(fill)" }

  func centreColor(in pixels: [UInt8], width: Int) -> [UInt8] {
    let index = ((top + bottom) / 2 * width + (left + right) / 2) * 3
    return Array(pixels[index..<(index + 3)])
  }

  /// The patches of at least 100 pixels, joined by their sides.
  static func find(in pixels: [UInt8], width: Int, height: Int) -> [Blob] {
    var coloured = (0..<(width * height)).map { index -> Bool in
      let rgb = pixels[(index * 3)..<(index * 3 + 3)]
      let high = Int(rgb.max() ?? 0)
      return high >= 60 && high - Int(rgb.min() ?? 0) >= 30
    }
    var blobs: [Blob] = []
    for start in coloured.indices where coloured[start] {
      var blob = Blob()
      var stack = [start]
      coloured[start] = false
      while let index = stack.popLast() {
        let (x, y) = (index % width, index / width)
        blob.left = min(blob.left, x)
        blob.right = max(blob.right, x)
        blob.top = min(blob.top, y)
        blob.bottom = max(blob.bottom, y)
        blob.count += 1
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && nx < width && ny >= 0 && ny < height && coloured[ny * width + nx] {
          coloured[ny * width + nx] = false
          stack.append(ny * width + nx)
        }
      }
      if blob.count >= 100 { blobs.append(blob) }
    }
    return blobs
  }
}
