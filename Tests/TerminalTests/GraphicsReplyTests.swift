import Canvas
import Testing

@testable import Terminal

@Suite struct GraphicsReplyTests {
  static func reply(_ text: String) -> GraphicsReply { GraphicsReply(Array(text.utf8)) }

  @Test func kittyAnswersItsQueryThenTheAttributes() {
    let reply = Self.reply("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;9t\u{1B}[?62;c")
    #expect(reply.kitty && !reply.sixel && reply.complete)
    #expect(reply.cellPixels?.width == 9 && reply.cellPixels?.height == 20)
  }

  @Test func aVT340ListsSixelAmongItsAttributes() {
    // what xterm -ti vt340 answers to CSI c
    let reply = Self.reply("\u{1B}[?63;1;2;3;4;6;9;15;16;22;28;29c")
    #expect(reply.sixel && !reply.kitty && reply.complete && reply.cellPixels == nil)
  }

  @Test(arguments: [
    "\u{1B}[?62;22c",  // no 4 among the attributes
    "\u{1B}[?1;2c",  // a VT100 with advanced video
    "\u{1B}[?64;14c",  // 14 is not 4
  ])
  func otherTerminalsSpeakNeither(answer: String) {
    let reply = Self.reply(answer)
    #expect(!reply.sixel && !reply.kitty && reply.complete)
  }

  @Test func xtermSaysWhetherSixelPicturesHaveRegistersOfTheirOwn() {
    // xterm -ti vt340 answers DECRQM for mode 1070 with 1 (set: registers of their own)
    #expect(Self.reply("\u{1B}[?1070;1$y\u{1B}[?63;4c").privateSixelRegisters == 1)
    #expect(Self.reply("\u{1B}[?1070;4$y\u{1B}[?63;4c").privateSixelRegisters == 4)
    // not recognised (0), out of range, malformed, or not answered
    for answer in ["\u{1B}[?1070;0$y", "\u{1B}[?1070;7$y", "\u{1B}[?1070;1;2$y", "\u{1B}[?1070;1y", ""] {
      #expect(Self.reply(answer + "\u{1B}[?63;4c").privateSixelRegisters == nil, "\(answer)")
    }
  }

  @Test func xtermSaysHowLargeASixelPictureMayBe() {
    let reply = Self.reply("\u{1B}[6;20;10t\u{1B}[?2;0;1000;1000S\u{1B}[?63;4c")
    #expect(reply.sixelLimit?.width == 1000 && reply.sixelLimit?.height == 1000)
    #expect(Self.reply("\u{1B}[?2;3;0S\u{1B}[?63;4c").sixelLimit == nil)
  }

  @Test(arguments: [
    ("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", RGB(0, 0, 0)),  // xterm, kitty: four digits, ended by ST
    ("\u{1B}]11;rgb:ffff/8080/1a1a\u{07}", RGB(255, 128, 26)),  // ended by BEL
    ("\u{1B}]11;rgb:fd/f6/e3\u{1B}\\", RGB(253, 246, 227)),  // two digits (Solarized light)
    ("\u{1B}]11;rgb:f/8/0\u{1B}\\", RGB(255, 136, 0)),  // one digit: f is full
  ])
  func theBackgroundColourIsRead(answer: String, colour: RGB) {
    #expect(Self.reply(answer + "\u{1B}[?62c").background == colour)
  }

  @Test(arguments: [
    "\u{1B}]11;rgb:ffff/ffff\u{1B}\\",  // two components
    "\u{1B}]11;rgb:fffff/0/0\u{1B}\\",  // five digits
    "\u{1B}]11;rgb:zz/00/00\u{1B}\\",  // not hex
    "\u{1B}]11;rgba:ff/00/00/ff\u{1B}\\",  // another form
    "\u{1B}]11;rgb:ff/00/",  // cut short
    "\u{1B}[?62c",  // no answer
  ])
  func aMalformedOrMissingBackgroundIsUnknown(answer: String) {
    #expect(Self.reply(answer).background == nil)
  }

  @Test func aKittyErrorIsNoKitty() {
    let reply = Self.reply("\u{1B}_Gi=31;EINVAL:bad\u{1B}\\\u{1B}[?62c")
    #expect(!reply.kitty && reply.complete)
  }

  @Test(arguments: ["", "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?62;4", "garbage\u{1B}[?x4c"])
  func withoutTheAttributesTheAnswerIsNotComplete(answer: String) {
    #expect(!Self.reply(answer).complete)
  }

  @Test(arguments: ["\u{1B}[6;0;9t", "\u{1B}[6;20;99999t", "\u{1B}[6;20t", "\u{1B}[6;20;9;1t"])
  func cellSizesOutOfRangeOrMalformedAreIgnored(answer: String) {
    #expect(Self.reply(answer + "\u{1B}[?62c").cellPixels == nil)
  }

  /// The wait ends on the first bytes that make a complete answer; what comes after cannot take it back. A
  /// combining mark after the attributes' `c` once made `c` another character, and the answer incomplete.
  @Test(arguments: [[0xCC, 0x81], [0xE2], [0xC3], Array("\u{1B}[?".utf8)])
  func bytesAfterAnAnswerDoNotTakeItBack(after: [UInt8]) {
    let answer = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;9t\u{1B}[?63;4c".utf8)
    let first = GraphicsReply(answer)
    let grown = GraphicsReply(answer + after)
    #expect(first.complete && first.sixel && first.kitty && first.cellPixels?.width == 9)
    #expect(grown == first)
  }
}
