import Testing

@testable import Canvas

/// What the encoder sends, read back by a model terminal: the screen must look like the frame.
@Suite struct ANSIEncoderModelTests {
  /// A small seeded generator, so a failure can be replayed.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  static let colors: [RGB?] = [nil, RGB(224, 36, 94), RGB(42, 157, 143), RGB(255, 159, 28), RGB(255, 255, 255)]

  /// A cell as the rasteriser and the composer make them: blocks and braille in colour, text with attributes.
  static func randomCell(_ generator: inout Generator) -> Cell {
    let color = { (generator: inout Generator) in colors.randomElement(using: &generator)! }
    switch Int.random(in: 0..<9, using: &generator) {
    case 0: return .blank
    case 1: return Cell(" ", background: color(&generator))
    case 2: return Cell(["█", "▀", "▄"].randomElement(using: &generator)!, foreground: color(&generator))
    case 3: return Cell("▀", foreground: color(&generator), background: color(&generator))
    case 4: return Cell(["⣿", "⢸", "⠁"].randomElement(using: &generator)!, foreground: color(&generator))
    case 5, 6:
      // a fitted block pattern: its two colours may be the same
      let table = [CellPatterns.quadrants, CellPatterns.sextants, CellPatterns.octants].randomElement(
        using: &generator)!
      return Cell(
        glyph: table.randomElement(using: &generator)!, foreground: color(&generator), background: color(&generator))
    default:
      return Cell(
        ["a", "─", "♪"].randomElement(using: &generator)!, foreground: color(&generator),
        background: color(&generator), attributes: [[], [.bold], [.dim]].randomElement(using: &generator)!)
    }
  }

  /// `frame` with `count` cells changed at random, now and then a wide glyph among them.
  static func changed(_ frame: FrameBuffer, cells count: Int, _ generator: inout Generator) -> FrameBuffer {
    var frame = frame
    for _ in 0..<count {
      let column = Int.random(in: 0..<frame.width, using: &generator)
      let row = Int.random(in: 0..<frame.height, using: &generator)
      if Int.random(in: 0..<12, using: &generator) == 0 {
        frame.put("🍒", cellWidth: 2, column: column, row: row, foreground: nil, background: colors[1])
      } else {
        frame[column, row] = randomCell(&generator)
      }
    }
    return frame
  }

  /// What a pixel of a cell shows: a colour, or the terminal's default foreground or background.
  enum Paint: Equatable {
    case color(TerminalColor)
    case defaultForeground
    case defaultBackground
  }

  /// How a cell looks, compared pixel by pixel: a block pattern glyph (quadrants, sextants, octants, the space and
  /// the full block among them) as the paint of each of 2 × 12 pixels, reverse video swapping ink and paper; a
  /// cell in one paint without its attributes (bold shows nothing on a space); another glyph as it is.
  struct Look: Equatable {
    var glyph: String
    var pixels: [Paint]
    var attributes: CellAttributes
  }

  static func look(
    _ glyph: String, _ foreground: TerminalColor, _ background: TerminalColor, _ attributes: CellAttributes
  ) -> Look {
    var ink = foreground == .default ? Paint.defaultForeground : .color(foreground)
    var paper = background == .default ? Paint.defaultBackground : .color(background)
    if attributes.contains(.reverse) { swap(&ink, &paper) }
    let plain = attributes.subtracting(.reverse)
    guard let (pattern, down) = Self.patterns[glyph] else {
      return Look(glyph: glyph, pixels: [ink, paper], attributes: plain)
    }
    let pixels = (0..<24).map { pixel in
      let (column, row) = (pixel % 2, pixel / 2)
      return pattern & (1 << (row * down / 12 * 2 + column)) != 0 ? ink : paper
    }
    return Look(glyph: "", pixels: pixels, attributes: pixels.allSatisfy { $0 == pixels[0] } ? [] : plain)
  }

  /// Each block pattern glyph's pattern and how many pixels down its cell is split into.
  static let patterns: [String: (Int, Int)] = {
    var found: [String: (Int, Int)] = [:]
    for (table, down) in [(CellPatterns.quadrants, 2), (CellPatterns.sextants, 3), (CellPatterns.octants, 4)] {
      for (pattern, glyph) in table.enumerated() { found[glyph.text] = (pattern, down) }
    }
    return found
  }()

  /// The first cell of `screen` that does not look like the cell of `frame` at `depth` (the second half of a
  /// wide glyph aside), described; nil when there is none.
  static func difference(_ frame: FrameBuffer, on screen: TerminalModel, depth: ColorDepth) -> String? {
    for row in 0..<frame.height {
      for column in 0..<frame.width where !frame[column, row].isContinuation {
        let cell = frame[column, row]
        let shown = screen[column, row]
        let wanted = look(
          cell.glyph.text, TerminalColor(cell.foreground, depth: depth), TerminalColor(cell.background, depth: depth),
          cell.attributes)
        let seen = look(shown.glyph, shown.foreground, shown.background, shown.attributes)
        if seen != wanted { return "(\(column), \(row)) shows \(seen), not \(wanted)" }
      }
    }
    return nil
  }

  /// Feeds 200 updates of frames changed at random (from `seed`) through `encoder` into a model terminal,
  /// checking the screen after each; returns what was sent.
  static func replay(_ encoder: ANSIEncoder, depth: ColorDepth, lineFeedReturns: Bool, seed: UInt64) -> String {
    var generator = Generator(state: seed)
    var screen = TerminalModel(width: 23, height: 7, lineFeedReturns: lineFeedReturns)
    var shown: FrameBuffer?
    var sent = ""
    for step in 0..<200 {
      // mostly a few cells, as when stickers tumble; now and then most of the frame
      let count = step % 25 == 0 ? 120 : Int.random(in: 0...12, using: &generator)
      let frame = Self.changed(shown ?? FrameBuffer(width: 23, height: 7), cells: count, &generator)
      let bytes = encoder.update(from: shown, to: frame)
      sent += String(decoding: bytes, as: UTF8.self)
      screen.feed(bytes)
      let difference = Self.difference(frame, on: screen, depth: depth)
      #expect(difference == nil, "step \(step)")
      shown = frame
    }
    return sent
  }

  @Test(arguments: [ColorDepth.truecolor, .palette256, .eight], [false, true])
  func updatesLeaveTheScreenShowingEachFrame(depth: ColorDepth, lineFeedReturns: Bool) {
    _ = Self.replay(ANSIEncoder(colorDepth: depth), depth: depth, lineFeedReturns: lineFeedReturns, seed: 7)
  }

  @Test(arguments: [ColorDepth.truecolor, .palette256])
  func lineFeedsThatKeepTheColumnLeaveTheScreenShowingEachFrame(depth: ColorDepth) {
    let encoder = ANSIEncoder(colorDepth: depth, lineFeedKeepsColumn: true)
    let sent = Self.replay(encoder, depth: depth, lineFeedReturns: false, seed: 17)
    #expect(sent.contains("\n\u{8}"), "a line feed and a backspace reach the cell below-left")
  }

  @Test(arguments: [false, true])
  func aRepaintCoversWhateverWasShown(lineFeedReturns: Bool) {
    var generator = Generator(state: 11)
    let frame = Self.changed(FrameBuffer(width: 23, height: 7), cells: 150, &generator)
    let garbage = TerminalModel.Shown(glyph: "x", foreground: .ansi(1), background: .ansi(4), attributes: [.bold])
    var screen = TerminalModel(width: 23, height: 7, lineFeedReturns: lineFeedReturns, filledWith: garbage)
    screen.feed(ANSIEncoder(colorDepth: .palette256).repaint(frame))
    let difference = Self.difference(frame, on: screen, depth: .palette256)
    #expect(difference == nil)
  }

  @Test(arguments: [ColorDepth.truecolor, .palette256, .eight, .none])
  func theFloorIsNeverAboveWhatTheEncoderSends(depth: ColorDepth) {
    var generator = Generator(state: 5)
    let encoder = ANSIEncoder(colorDepth: depth, synchronized: false)
    var shown: FrameBuffer?
    for step in 0..<300 {
      let count = step % 25 == 0 ? 120 : Int.random(in: 0...12, using: &generator)
      var frame = Self.changed(shown ?? FrameBuffer(width: 23, height: 7), cells: count, &generator)
      frame.quantize(to: depth)
      // the encoder's closing reset is its choice, not a need
      let sent = encoder.update(from: shown, to: frame).count
      let floor = ByteFloor.bytes(from: shown, to: frame, depth: depth)
      #expect(floor <= max(0, sent - ANSIBurst.resetSGR.count), "step \(step)")
      #expect(floor > 0 || sent == 0, "step \(step)")
      shown = frame
    }
  }
}
