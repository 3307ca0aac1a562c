import CZlib
import Foundation
import Testing

@testable import Canvas

@Suite struct PixelModeTests {
  let red = StickerLook(name: "heart", glyph: "♥", glyphWidth: 1, fallback: "v", color: RGB(224, 36, 94))
  let blue = StickerLook(name: "spade", glyph: "♠", glyphWidth: 1, fallback: "s", color: RGB(61, 90, 128))

  func count(_ text: String, in bytes: [UInt8]) -> Int {
    String(decoding: bytes, as: UTF8.self).components(separatedBy: text).count - 1
  }

  @Test func kittySendsEachPictureOnceAndThenOnlyMovesPlacements() {
    var kitty = KittyPlacements(cellWidth: 10, cellHeight: 20)
    let sprites = [Sprite(x: 10, y: 10, radius: 2, look: red), Sprite(x: 30, y: 10, radius: 2, look: blue)]
    let first = kitty.update(to: sprites)
    #expect(count("a=t,", in: first) == 2)
    #expect(count("a=p,", in: first) == 2)
    #expect(kitty.update(to: sprites).isEmpty)
    var moved = sprites
    moved[1].x += 0.5
    let second = kitty.update(to: moved)
    #expect(count("a=t,", in: second) == 0)
    #expect(count("a=p,i=2,p=2,", in: second) == 1)
    #expect(second.count < 80)
    // x 30.5 columns of 10 pixels, less the 40-pixel disc's half: pixel 285 = column 28 + 5
    #expect(count("\u{1B}[", in: second) == 1 && count(";29H", in: second) == 1 && count("X=5,", in: second) == 1)
  }

  @Test func kittyDrawsAStickerChangingSizeFromALadderOfSizes() {
    var kitty = KittyPlacements(cellWidth: 10, cellHeight: 20)
    var uploads = 0
    // a pop-in: the radius grows from a fifth to all of it over 24 frames, then stays
    for frame in 0...40 {
      let radius = 2 * min(1, 0.2 + 0.8 * Double(frame) / 24)
      uploads += count("a=t,", in: kitty.update(to: [Sprite(x: 10, y: 10, radius: radius, look: red)]))
    }
    // the first size, at most nine sizes of the ladder from 8 to 40 pixels, and the final 40 pixels
    #expect(uploads <= 11)
    #expect(KittyPlacements.ladderSize(near: 36) == 36 && KittyPlacements.ladderSize(near: 40) == 44)
    #expect(count("s=40,v=40,", in: kitty.update(to: [Sprite(x: 20, y: 10, radius: 2, look: red)])) == 0)
  }

  @Test func kittyTurnsByChangingPictureAndDeletesWhatGoes() {
    var kitty = KittyPlacements(cellWidth: 10, cellHeight: 20)
    var sprites = [Sprite(x: 10, y: 10, radius: 2, look: red), Sprite(x: 30, y: 10, radius: 2, look: blue)]
    _ = kitty.update(to: sprites)
    sprites[0].angle = Double.pi
    let turned = kitty.update(to: [sprites[0]])
    #expect(count("a=t,", in: turned) == 1)
    #expect(count("a=d,d=i,i=1,p=1,", in: turned) == 1)
    #expect(count("a=d,d=i,i=2,p=2,", in: turned) == 1)
    #expect(kitty.clear() == Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8))
  }

  @Test(arguments: [(0.0, 0), (Double.pi, 8), (-Double.pi / 2, 12), (2 * Double.pi + 0.1, 0), (0.3, 1)])
  func anglesGoToTheNearestPreTurnedPicture(angle: Double, turn: Int) {
    #expect(KittyPlacements.turn(of: angle) == turn)
  }

  @Test func aPictureIsSentCompressedInChunksOf4096() throws {
    // noise does not compress: 6400 bytes stay about 6400, 8540 or so in base64, three chunks
    var state: UInt32 = 1
    let noise = (0..<(40 * 40 * 4)).map { _ -> UInt8 in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(state >> 24)
    }
    let bytes = KittyPlacements.transmit(id: 7, size: 40, rgba: noise)
    #expect(count("m=1;", in: bytes) == 2 && count("m=0;", in: bytes) == 1)
    #expect(count("a=t,f=32,o=z,s=40,v=40,i=7,q=2,", in: bytes) == 1)
    #expect(try inflate(payload(of: bytes), size: noise.count) == noise)
    // a disc of one colour compresses to a few per cent
    let disc = red.pixels(diameter: 40, angle: 0).bytes
    let sent = KittyPlacements.transmit(id: 1, size: 40, rgba: disc)
    #expect(sent.count < disc.count / 10)
    #expect(try inflate(payload(of: sent), size: disc.count) == disc)
  }

  @Test func kittyPlacementsOmitZeroOffsetsAndMoveTheCursorRelatively() {
    var kitty = KittyPlacements(cellWidth: 10, cellHeight: 20)
    // discs of 40 pixels centred on pixels 370 and 300 (columns 37 and 30) and 40 (half row 4): their left
    // edges at pixels 350 and 280, columns 35 and 28, their tops at pixel 20, row 1, none off its cell
    let sprites = [Sprite(x: 37, y: 4, radius: 2, look: red), Sprite(x: 30, y: 4, radius: 2, look: red)]
    let text = String(decoding: kitty.update(to: sprites), as: UTF8.self)
    // the left one first, then 7 columns on
    let place = "\u{1B}_Ga=p,i=1,p="
    #expect(text.hasSuffix("\u{1B}[2;29H\(place)2,C=1,q=2\u{1B}\\\u{1B}[7C\(place)1,C=1,q=2\u{1B}\\"))
  }

  /// The base64 payloads of `bytes`' commands, joined and decoded.
  func payload(of bytes: [UInt8]) throws -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.components(separatedBy: "\u{1B}\\").compactMap { $0.split(separator: ";").last }
    return try #require(Data(base64Encoded: parts.joined()).map(Array.init))
  }

  /// `bytes` inflated by zlib, expecting `size` bytes.
  func inflate(_ bytes: [UInt8], size: Int) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: size)
    var length = uLong(size)
    let status = uncompress(&output, &length, bytes, uLong(bytes.count))
    try #require(status == Z_OK)
    return Array(output[0..<Int(length)])
  }

  func sixel(_ picture: [UInt8], width: Int, rows: Range<Int>, over shown: [UInt8]? = nil) -> String {
    var registers = SixelEncoder.Registers()
    let bytes = SixelEncoder.encode(picture, width: width, rows: rows, over: shown, registers: &registers)
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func sixelTakesColoursSideBySideInOnePass() {
    // black, then xterm blue (palette 21): registers 0 and 1 as first used, both in one pass from the left
    let expected = "\u{1B}P0;1q\"1;1#0;2;0;0;0#1;2;0;0;100#0@#1@-\u{1B}\\"
    #expect(sixel([16, 21], width: 2, rows: 0..<1) == expected)
  }

  @Test func sixelRunsOfFourOrMoreAreRepeated() {
    #expect(sixel([UInt8](repeating: 16, count: 12), width: 6, rows: 0..<2).hasSuffix("#0!6B-\u{1B}\\"))
  }

  @Test func sixelColoursOverlappingInAColumnTakeAnotherPass() {
    // black over blue in both columns: black's pass, back to the start ($), blue's
    #expect(sixel([16, 16, 21, 21], width: 2, rows: 0..<2).hasSuffix("#0@@$#1AA-\u{1B}\\"))
  }

  @Test func sixelLeavesOutPixelsAsShownAndKeepsTheColourFromBandToBand() {
    // only columns 1 (black) and 3 (blue) changed: skipped over the others, which stay as shown
    let changed = sixel([16, 16, 21, 21], width: 4, rows: 0..<1, over: [16, 9, 21, 9])
    #expect(changed.hasSuffix("#0;2;0;0;0#1;2;0;0;100?#0@?#1@-\u{1B}\\"))
    // seven black rows: the second band goes on in black without choosing it again
    #expect(sixel([UInt8](repeating: 16, count: 7), width: 1, rows: 0..<7).hasSuffix("#0~-@-\u{1B}\\"))
  }

  @Test func sixelDrawsPixelsShowingAPiecesColourAgainWhereThatMakesARun() {
    // the top row turns blue over black; below it two of the four pixels are blue already: drawn again with the
    // two that turn blue, the four columns are one sixel repeated, not `@B@B`
    let (blue, black): (UInt8, UInt8) = (21, 16)
    let changed = sixel(
      [UInt8](repeating: blue, count: 8), width: 4, rows: 0..<2,
      over: [black, black, black, black, blue, black, blue, black])
    #expect(changed.hasSuffix("#0;2;0;0;100#0!4B-\u{1B}\\"))
  }

  @Test func sixelRunsGoOnOverPixelsShowingTheirColourWhereThatCostsLessThanASkip() {
    let (blue, black): (UInt8, UInt8) = (21, 16)
    let row = [UInt8](repeating: black, count: 12)
    // columns 0 and 11 turn black, the ten between are black: one run of twelve, not `@!10?@`
    #expect(
      sixel(row, width: 12, rows: 0..<1, over: [blue] + row[1..<11] + [blue]).hasSuffix("#0;2;0;0;0#0!12@-\u{1B}\\"))
    // column 11 alone turns black: its sixel drawn from the band's start, not `!11?#0@`
    #expect(sixel(row, width: 12, rows: 0..<1, over: row[0..<11] + [blue]).hasSuffix("#0;2;0;0;0#0!12@-\u{1B}\\"))
    // black turns on in columns 0-3, blue in 24-27, black shows between up to 13, blue from 14: each run goes on
    // to meet the other (`!14@`), not `!4@!20?`, then `!4@`
    let (blacks, blues) = ([UInt8](repeating: black, count: 14), [UInt8](repeating: blue, count: 14))
    let shown = blues[0..<4] + blacks[0..<10] + blues[0..<10] + blacks[0..<4]
    #expect(sixel(blacks + blues, width: 28, rows: 0..<1, over: Array(shown)).hasSuffix("#0!14@#1!14@-\u{1B}\\"))
    // the pixels between show blue: skipped
    let between = [black] + [UInt8](repeating: blue, count: 10) + [black]
    #expect(
      sixel(between, width: 12, rows: 0..<1, over: [blue] + between[1..<11] + [blue]).hasSuffix("#0@!10?@-\u{1B}\\"))
  }

  @Test func sixelEdgePixelsTakeTheStickersColourInHalves() {
    #expect([0, 40, 63, 64, 128, 191, 192, 254, 255].map(SixelFrames.edgeShare) == [0, 0, 0, 0.5, 0.5, 0.5, 1, 1, 1])
  }

  @Test func sixelSendsOnlyTheCellRowsThatChanged() {
    var frames = SixelFrames(region: CellRegion(columns: 1..<21, rows: 1..<11), cellWidth: 4, cellHeight: 8)
    var sprites = [Sprite(x: 5, y: 4, radius: 1, look: red), Sprite(x: 15, y: 16, radius: 1, look: blue)]
    let first = frames.update(to: sprites)
    #expect(count("\u{1B}P", in: first) == 1)
    #expect(frames.update(to: sprites).isEmpty)
    sprites[1].x += 1
    let second = frames.update(to: sprites)
    // the blue disc (rows 7 and 8 of the screen, columns 14 to 16, where it was and is) alone is sent again
    #expect(count("\u{1B}P", in: second) == 1)
    #expect(String(decoding: second, as: UTF8.self).hasPrefix("\u{1B}[8;15H"))
    // and it draws no pixel outside those six cells
    var screen = SixelModel(columns: 22, rows: 12, cellWidth: 4, cellHeight: 8)
    screen.feed(second)
    let drawn = screen.pixels.indices.filter { screen.pixels[$0] != -1 }
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { (56..<68).contains($0 % screen.width) && (56..<72).contains($0 / screen.width) })
  }

  @Test(arguments: [false, true])
  func sixelUpdatesLeaveTheScreenShowingEachFrame(sharedRegisters: Bool) {
    let region = CellRegion(columns: 1..<31, rows: 1..<11)
    var frames = SixelFrames(region: region, cellWidth: 4, cellHeight: 8, sharedRegisters: sharedRegisters)
    var screen = SixelModel(columns: 32, rows: 12, cellWidth: 4, cellHeight: 8)
    var sprites = [
      Sprite(x: 5, y: 4, radius: 1.5, look: red), Sprite(x: 15, y: 16, radius: 1, look: blue),
      Sprite(x: 25, y: 8, radius: 2, look: blue),
    ]
    for step in 0..<40 {
      sprites[0].x += 0.4
      sprites[1].y += step % 2 == 0 ? 0.5 : -0.25
      sprites[2].angle += 0.3
      screen.feed(frames.update(to: sprites))
      var whole = SixelFrames(region: region, cellWidth: 4, cellHeight: 8)
      var expected = SixelModel(columns: 32, rows: 12, cellWidth: 4, cellHeight: 8)
      expected.feed(whole.update(to: sprites))
      #expect(screen.pixels == expected.pixels, "step \(step)")
    }
  }

  @Test func sixelPiecesGoInTheOrderCheapestToReach() {
    // black (register 1) at column 0 of the top row and column 5 of the second, blue (register 0) at column 5 of
    // the top row. After the first black piece the black one ahead costs only its skip (`!4?`), so it comes
    // before the blue one at the same column, and blue is reached by `$` back: `#1@!4?A$!5?#0@`, 14 bytes of
    // pieces where taking them by column, blue first at column 5, costs 16 (`#1@!4?#0@$!5?#1A`)
    var registers = SixelEncoder.Registers()
    _ = (registers.number(of: 21), registers.number(of: 16))
    let (black, blue, shown): (UInt8, UInt8, UInt8) = (16, 21, 9)
    var picture = [UInt8](repeating: shown, count: 12)
    (picture[0], picture[5], picture[11]) = (black, blue, black)
    let bytes = SixelEncoder.encode(
      picture, width: 6, rows: 0..<2, over: [UInt8](repeating: shown, count: 12), registers: &registers)
    let expected = "\u{1B}P0;1q\"1;1#1;2;0;0;0#0;2;0;0;100#1@!4?A$!5?#0@-\u{1B}\\"
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test func sixelPicturesSharingRegistersDefineEachColourOnce() {
    let region = CellRegion(columns: 1..<31, rows: 1..<11)
    var frames = SixelFrames(region: region, cellWidth: 4, cellHeight: 8, sharedRegisters: true)
    var sprites = [Sprite(x: 5, y: 4, radius: 1.5, look: red), Sprite(x: 25, y: 8, radius: 2, look: blue)]
    // each register's definitions (`#n;2;`) over the frames sent
    func definitions(_ bytes: [UInt8]) -> [Substring] {
      String(decoding: bytes, as: UTF8.self).split(separator: "#").filter { $0.contains(";2;") }
        .map { $0.prefix { $0 != ";" } }
    }
    var sent = frames.update(to: sprites)
    #expect(sent.starts(with: SixelFrames.sharedRegistersMode))
    for _ in 0..<20 {
      sprites[0].x += 0.4
      sprites[1].angle += 0.3
      let bytes = frames.update(to: sprites)
      #expect(!bytes.starts(with: SixelFrames.sharedRegistersMode))
      sent += bytes
    }
    let defined = definitions(sent)
    #expect(!defined.isEmpty && Set(defined).count == defined.count, "\(defined)")
    // after the screen was cleared, the mode again and every colour the whole picture uses
    frames.invalidate()
    let again = frames.update(to: sprites)
    #expect(again.starts(with: SixelFrames.sharedRegistersMode))
    var fresh = SixelFrames(region: region, cellWidth: 4, cellHeight: 8)
    #expect(Set(definitions(again)).count == Set(definitions(fresh.update(to: sprites))).count)
  }

  @Test("a disc's rim mark takes its colour in halves: the disc's, the mark's or half of each, as the edge does")
  func sixelRimMarkTakesItsColourInHalves() {
    var frames = SixelFrames(region: CellRegion(columns: 0..<10, rows: 0..<5), cellWidth: 10, cellHeight: 20)
    let text = String(
      decoding: frames.update(to: [Sprite(x: 5, y: 5, radius: 3, angle: 0.3, look: red)]), as: UTF8.self)
    let definitions = text.split(separator: "#").map { $0.split(separator: ";").compactMap { Int($0) } }
    let colours = Set(definitions.filter { $0.count == 5 && $0[1] == 2 }.map { Array($0[2...]) })
    // the three steps, each whole or half over the black ground
    let steps = [red.color, RGB.mix(red.markColor, red.color, share: 0.5), red.markColor]
    let allowed = Set(
      ([RGB.black] + steps + steps.map { RGB.mix($0, .black, share: 0.5) }).map { color -> [Int] in
        let shown = SixelEncoder.color(ofIndex: ColorDepth.xterm256Index(of: color))
        return [shown.red, shown.green, shown.blue].map { Int($0) * 100 / 255 }
      })
    #expect(colours.isSubset(of: allowed), "\(colours.subtracting(allowed))")
    #expect(colours.count >= 5)
  }

  @Test func sixelChangedCellsFarApartGoInOnePicture() {
    // two stickers moved, ten columns and six rows apart: one picture from the red one's first cell (row 2, column
    // 5 of the screen) to the blue one's last (row 9, column 17), its start paid once
    var frames = SixelFrames(region: CellRegion(columns: 1..<21, rows: 1..<11), cellWidth: 4, cellHeight: 8)
    var sprites = [Sprite(x: 5, y: 4, radius: 1, look: red), Sprite(x: 15, y: 16, radius: 1, look: blue)]
    _ = frames.update(to: sprites)
    sprites[0].x += 1
    sprites[1].x += 1
    let bytes = frames.update(to: sprites)
    #expect(count("\u{1B}P", in: bytes) == 1)
    #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[2;5H\u{1B}P0;1q\"1;1#"))
  }

  @Test func theFloorCountsGlyphsMovesAndLooks() {
    var frame = FrameBuffer(width: 6, height: 2)
    frame[0, 0] = Cell("a")
    frame[1, 0] = Cell("b")
    frame[4, 0] = Cell("★", foreground: RGB(255, 0, 0))
    // the cursor and the pen may be anywhere when the frame starts: with red on the default at column 4,
    // ★ (3 bytes), a carriage return, CSI m (3) for the plain look, then a and b
    #expect(ByteFloor.bytes(from: nil, to: frame, depth: .palette256) == 3 + 1 + 3 + 1 + 1)
    #expect(ByteFloor.bytes(from: frame, to: frame, depth: .palette256) == 0)
    // two looks more below: glyphs a, b, ★, a, a (7 bytes); before each but the first, the move from after
    // a cell written before it and the SGR from that cell's look, each run entered once from outside the runs
    // it leads to: ★ first; a after ★ (a carriage return, CSI m), b after a (none); the blue a (a line feed
    // under b, CSI 38;5;21 m), the green a (a line feed under ★, CSI 38;5;46 m). Taking a after b (a carriage
    // return) and b after a as before would leave the two with no way in from the start.
    frame[2, 1] = Cell("a", foreground: RGB(0, 0, 255))
    frame[5, 1] = Cell("a", foreground: RGB(0, 255, 0))
    #expect(ByteFloor.bytes(from: nil, to: frame, depth: .palette256) == 7 + (1 + 3) + 0 + (1 + 10) + (1 + 10))
    var blanks = FrameBuffer(width: 6, height: 2)
    for column in 0..<6 { blanks[column, 1] = Cell(" ", background: RGB(255, 0, 0)) }
    // six alike blanks: with the pen red, an erase to the end of the line (CSI K)
    #expect(ByteFloor.bytes(from: nil, to: blanks, depth: .palette256) == 3)
    // a full block in red looks like a red blank: nothing to send
    var blocks = blanks
    for column in 0..<6 { blocks[column, 1] = Cell("█", foreground: RGB(255, 0, 0)) }
    #expect(ByteFloor.bytes(from: blanks, to: blocks, depth: .palette256) == 0)
  }
}
