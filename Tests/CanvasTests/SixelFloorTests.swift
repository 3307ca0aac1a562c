import Testing

@testable import Canvas

@Suite struct SixelFloorTests {
  /// A picture `width` wide of `rows` rows of colour 0, with `pixels` (x, row, colour) set.
  func picture(width: Int, rows: Int, _ pixels: [(Int, Int, UInt8)]) -> [UInt8] {
    var picture = [UInt8](repeating: 0, count: width * rows)
    for (x, row, color) in pixels { picture[row * width + x] = color }
    return picture
  }

  @Test func oneChangedPixelCostsTheBestEncodingOfIt() {
    // colour 1 at column 5 of the top row: `ESC P q`, `!5?` to it, `@`, `ESC \`: 9 bytes, none of them spare
    let shown = picture(width: 8, rows: 6, [])
    #expect(SixelFloor.bytes(from: shown, to: picture(width: 8, rows: 6, [(5, 0, 1)]), width: 8, cellHeight: 6) == 9)
    #expect(SixelFloor.bytes(from: shown, to: shown, width: 8, cellHeight: 6) == 0)
  }

  @Test func twoColoursInAColumnTakeAChoiceAndAPassEach() {
    // column 2: colour 1 above, colour 2 below. 5 (picture) + 2 (the way to column 2) + 2 characters + 2 (`#n` for
    // the colour not carried over) + 1 (`$` for the second pass) = 12
    let changed = picture(width: 4, rows: 6, [(2, 0, 1), (2, 1, 1), (2, 2, 1), (2, 3, 2), (2, 4, 2), (2, 5, 2)])
    #expect(SixelFloor.bytes(from: picture(width: 4, rows: 6, []), to: changed, width: 4, cellHeight: 6) == 12)
  }

  @Test func aRepeatMayDrawOnlyPixelsThatAreToShowItsColour() {
    // colour 1 turns on in columns 0-3 and 8-11 of the top row
    let turning = (0..<4).map { ($0, 0, UInt8(1)) } + (8..<12).map { ($0, 0, UInt8(1)) }
    // columns 4-7 show colour 1 already: one repeat over all twelve (`!12@`, 4 bytes) and the picture's 5
    let overOne = picture(width: 12, rows: 6, (4..<8).map { ($0, 0, 1) })
    let ones = picture(width: 12, rows: 6, turning + (4..<8).map { ($0, 0, 1) })
    #expect(SixelFloor.bytes(from: overOne, to: ones, width: 12, cellHeight: 6) == 9)
    // columns 4-7 show colour 2 and keep it: colour 1 in two repeats (`!4@` each) and the picture: 5 + 3 + 3
    let overTwo = picture(width: 12, rows: 6, (4..<8).map { ($0, 0, 2) })
    let twos = picture(width: 12, rows: 6, turning + (4..<8).map { ($0, 0, 2) })
    #expect(SixelFloor.bytes(from: overTwo, to: twos, width: 12, cellHeight: 6) == 11)
  }

  @Test func theWayToTheFirstColumnMayBeTheRepeatDrawingIt() {
    // colour 1 turns on at column 6 of the top row, where columns 0-5 show colour 1 already: a repeat from column
    // 0 may draw it (`!7@`), so no skip is counted before it, only its character: 5 + 1, under the 8 of the best
    let shown = picture(width: 8, rows: 6, (0..<6).map { ($0, 0, 1) })
    let changed = picture(width: 8, rows: 6, (0..<7).map { ($0, 0, 1) })
    #expect(SixelFloor.bytes(from: shown, to: changed, width: 8, cellHeight: 6) == 6)
    // where they show colour 2, the skip (`!6?`, 3 bytes) is counted: 5 + 3 + 1
    let other = picture(width: 8, rows: 6, (0..<6).map { ($0, 0, 2) })
    let after = picture(width: 8, rows: 6, (0..<6).map { ($0, 0, 2) } + [(6, 0, 1)])
    #expect(SixelFloor.bytes(from: other, to: after, width: 8, cellHeight: 6) == 9)
  }

  @Test func thePictureStartsOnTheBandGridThatCostsLeast() {
    // cells 20 rows tall, 26 rows: a change in row 20 alone is the first band of a picture placed at the second
    // cell row (5 + 1), where one placed at the top would need three `-` to reach it
    let changed = picture(width: 2, rows: 26, [(0, 20, 1)])
    #expect(SixelFloor.bytes(from: picture(width: 2, rows: 26, []), to: changed, width: 2, cellHeight: 20) == 6)
    // changes in rows 0 and 23: one picture from the top, four bands, three `-`: 5 + 3 + 1 + 1
    let both = picture(width: 2, rows: 26, [(0, 0, 1), (0, 23, 1)])
    #expect(SixelFloor.bytes(from: picture(width: 2, rows: 26, []), to: both, width: 2, cellHeight: 20) == 10)
  }

  @Test func withNothingShownEveryPixelIsDrawn() {
    // two columns of colour 0, too few for a repeat: two characters (`~~`) and the picture, 5 + 2
    #expect(SixelFloor.bytes(from: nil, to: picture(width: 2, rows: 6, []), width: 2, cellHeight: 6) == 7)
  }

  @Test func tumblesEncoderNeverSendsLessThanTheFloor() {
    var generator = TwoColorFitTests.Generator(state: 7)
    for trial in 0..<200 {
      let width = 1 + Int(generator.next() % 24)
      let rows = 1 + Int(generator.next() % 14)
      let colors = UInt8(2 + generator.next() % 4)
      let shown = (0..<(width * rows)).map { _ in UInt8(16 + generator.next() % UInt64(colors)) }
      var changed = shown
      for index in changed.indices where generator.next() % 3 == 0 {
        changed[index] = UInt8(16 + generator.next() % UInt64(colors))
      }
      var registers = SixelEncoder.Registers(shared: true)
      for color in UInt8(16)..<(16 + colors) { _ = (registers.number(of: color), registers.needsDefinition(of: color)) }
      let sent = SixelEncoder.encode(changed, width: width, rows: 0..<rows, over: shown, registers: &registers)
      let floor = SixelFloor.bytes(from: shown, to: changed, width: width, cellHeight: rows)
      #expect(floor <= sent.count, "trial \(trial)")
      #expect(floor > 0 || shown == changed, "trial \(trial)")
    }
  }

  @Test func repeatsCostTheirDigits() {
    #expect([1, 3, 4, 9, 10, 99, 100, 999, 1000].map(SixelEncoder.runBytes) == [1, 3, 3, 3, 4, 4, 5, 5, 6])
  }
}
