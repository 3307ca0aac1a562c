import Testing

@testable import Canvas

/// Updates that start where the last one left the cursor and the pen (`ANSIEncoder.Held`), read back by a model
/// terminal.
@Suite struct ANSIEncoderHeldTests {
  typealias Generator = ANSIEncoderModelTests.Generator

  /// What another writer (a picture, a status line) may leave: the cursor elsewhere, the pen in other colours.
  static let otherWriter = Array("\u{1B}[3;17H\u{1B}[1;7;31;44m".utf8)

  /// Feeds 200 updates of frames changed at random through `encoder`, holding the cursor and the pen between
  /// them, into a model terminal, with another writer's bytes now and then (`held` then forgotten); checks the
  /// screen after each and returns what the updates sent.
  static func replay(_ encoder: ANSIEncoder, lineFeedReturns: Bool, others: Int) -> [[UInt8]] {
    var generator = Generator(state: 29)
    var screen = TerminalModel(width: 23, height: 7, lineFeedReturns: lineFeedReturns)
    var shown: FrameBuffer?
    var held: ANSIEncoder.Held?
    var sent: [[UInt8]] = []
    for step in 0..<200 {
      let count = step % 25 == 0 ? 120 : Int.random(in: 0...12, using: &generator)
      var frame = ANSIEncoderModelTests.changed(shown ?? FrameBuffer(width: 23, height: 7), cells: count, &generator)
      frame.quantize(to: encoder.colorDepth)
      let bytes = encoder.update(from: shown, to: frame, held: &held)
      screen.feed(bytes)
      sent.append(bytes)
      let difference = ANSIEncoderModelTests.difference(frame, on: screen, depth: encoder.colorDepth)
      #expect(difference == nil, "step \(step)")
      shown = frame
      if others > 0 && step % others == 0 {
        screen.feed(Self.otherWriter)
        held = nil
      }
    }
    return sent
  }

  @Test(arguments: [ColorDepth.truecolor, .palette256, .eight], [false, true])
  func heldUpdatesLeaveTheScreenShowingEachFrame(depth: ColorDepth, lineFeedKeepsColumn: Bool) {
    let encoder = ANSIEncoder(colorDepth: depth, lineFeedKeepsColumn: lineFeedKeepsColumn)
    _ = Self.replay(encoder, lineFeedReturns: !lineFeedKeepsColumn, others: 0)
  }

  @Test(arguments: [false, true])
  func anotherWritersBytesAreNotTakenForTheHeldCursorAndPen(lineFeedKeepsColumn: Bool) {
    let encoder = ANSIEncoder(colorDepth: .palette256, lineFeedKeepsColumn: lineFeedKeepsColumn)
    let sent = Self.replay(encoder, lineFeedReturns: !lineFeedKeepsColumn, others: 3)
    // after each forgetting, the next update that sends anything sets the pen from the default
    let resets = sent.filter { $0.count > 0 }.count { Self.resets(Self.text($0)) }
    #expect(resets >= 40)
  }

  @Test func heldUpdatesSendNoResetAndNoAddressToStart() {
    let encoder = ANSIEncoder(colorDepth: .palette256, lineFeedKeepsColumn: true)
    let held = Self.replay(encoder, lineFeedReturns: false, others: 0)
    // only the first update, which clears the screen, ends in the default pen
    #expect(held.dropFirst().allSatisfy { !Self.text($0).hasSuffix("\u{1B}[m\u{1B}[?2026l") })
    var shown: FrameBuffer?
    var generator = Generator(state: 29)
    var fresh = 0
    for step in 0..<200 {
      let count = step % 25 == 0 ? 120 : Int.random(in: 0...12, using: &generator)
      var frame = ANSIEncoderModelTests.changed(shown ?? FrameBuffer(width: 23, height: 7), cells: count, &generator)
      frame.quantize(to: .palette256)
      fresh += encoder.update(from: shown, to: frame).count
      shown = frame
    }
    // each update saves at least the closing reset
    let updates = held.count { !$0.isEmpty }
    #expect(held.reduce(0) { $0 + $1.count } <= fresh - 3 * (updates - 1))
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// Whether `text` resets the pen: `CSI m`, or an SGR whose first parameter is empty.
  static func resets(_ text: String) -> Bool { text.contains("\u{1B}[m") || text.contains("\u{1B}[;") }
}
