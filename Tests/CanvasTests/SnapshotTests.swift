import Testing

@testable import Canvas

@Suite struct SnapshotTests {
  @Test func hasHeaderThenExactlyHLinesOfWCellsThenColours() {
    var buffer = FrameBuffer(width: 6, height: 3)
    buffer.put("🍒", cellWidth: 2, column: 1, row: 0, foreground: RGB(193, 18, 31), background: nil)
    buffer[4, 2] = Cell("█", foreground: RGB(1, 2, 3), background: RGB(4, 5, 6), attributes: [.bold])
    let text = Snapshot.text(of: buffer, fields: ["scene": "stickers", "seed": "7", "time": "3.000"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "# tumble snapshot size=6x3 scene=stickers seed=7 time=3.000")
    #expect(lines[1] == " 🍒   ")
    #expect(lines[2] == "      ")
    #expect(lines[3] == "    █ ")
    #expect(lines[4] == "# colours")
    #expect(lines[5] == "a=#c1121f/-")
    #expect(lines[6] == "b=#010203/#040506+bold")
    #expect(lines[7] == ".aa...")
    #expect(lines[8] == "......")
    #expect(lines[9] == "....b.")
    #expect(lines.count == 11 && lines[10].isEmpty)
  }

  @Test func keysRunPastTheAlphabet() {
    #expect(Snapshot.key(number: 0) == "a")
    #expect(Snapshot.key(number: 61) == "9")
    #expect(Snapshot.key(number: 62) == "À")
  }
}
