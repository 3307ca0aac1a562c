import Testing

@testable import Canvas

@Suite struct ANSIEncoderTests {
  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static func frame(_ edits: (inout FrameBuffer) -> Void = { _ in }) -> FrameBuffer {
    var buffer = FrameBuffer(width: 20, height: 5)
    edits(&buffer)
    return buffer
  }

  @Test func anUnchangedFrameSendsNothing() {
    let frame = Self.frame { $0.write("hello", column: 2, row: 1, foreground: RGB(255, 0, 0)) }
    #expect(ANSIEncoder(colorDepth: .truecolor).update(from: frame, to: frame).isEmpty)
  }

  /// Each update ends in the default style, so the next starts from it without a reset.
  @Test func onlyTheChangedCellIsSentInsideSynchronizedOutput() {
    let before = Self.frame { $0.write("hello", column: 2, row: 1) }
    let after = Self.frame { $0.write("hallo", column: 2, row: 1) }
    let text = Self.text(ANSIEncoder(colorDepth: .truecolor).update(from: before, to: after))
    #expect(text == "\u{1B}[?2026h\u{1B}[2;4Ha\u{1B}[m\u{1B}[?2026l")
  }

  @Test(arguments: [
    (ColorDepth.truecolor, "38;2;10;200;30"), (.palette256, "38;5;40"), (.eight, "32"), (.none, ""),
  ])
  func coloursAreWrittenAtTheDepth(depth: ColorDepth, sgr: String) {
    let after = Self.frame { $0[0, 0] = Cell("x", foreground: RGB(10, 200, 30)) }
    let text = Self.text(ANSIEncoder(colorDepth: depth, synchronized: false).update(from: Self.frame(), to: after))
    let styled = sgr.isEmpty ? "x" : "\u{1B}[\(sgr)mx"
    #expect(text == "\u{1B}[1H" + styled + "\u{1B}[m")
  }

  @Test func neighbouringCellsShareOneMoveAndOneStyle() {
    let after = Self.frame { $0.write("abc", column: 5, row: 2, foreground: RGB(0, 0, 255), attributes: [.bold]) }
    let text = Self.text(ANSIEncoder(colorDepth: .truecolor, synchronized: false).update(from: Self.frame(), to: after))
    #expect(text == "\u{1B}[3;6H\u{1B}[1;38;2;0;0;255mabc\u{1B}[m")
  }

  /// Terminals disagree on how wide some emoji are, so the cell after one is placed by its column, not by a move
  /// from where the emoji ended; here it costs a byte less to write it first and go back to the emoji.
  @Test func theCellAfterAWideGlyphIsPlacedByItsColumn() {
    let after = Self.frame {
      $0.put("🍒", cellWidth: 2, column: 0, row: 0, foreground: nil, background: nil)
      $0[2, 0] = Cell("z")
    }
    let text = Self.text(ANSIEncoder(colorDepth: .none, synchronized: false).update(from: Self.frame(), to: after))
    #expect(text == "\u{1B}[1;3Hz\r🍒\u{1B}[m")
  }

  @Test func aFirstFrameClearsAndSendsOnlyWhatIsNotBlank() {
    let frame = Self.frame { $0[3, 3] = Cell("q") }
    let text = Self.text(ANSIEncoder(colorDepth: .none, synchronized: false).update(from: nil, to: frame))
    #expect(text == "\u{1B}[m\u{1B}[H\u{1B}[2J\u{1B}[4;4Hq\u{1B}[m")
  }

  @Test func aRepaintSendsEveryCell() {
    let frame = Self.frame()
    let bytes = ANSIEncoder(colorDepth: .none, synchronized: false).repaint(frame)
    #expect(Self.text(bytes).filter { $0 == " " }.count == 100)
  }

  /// What an update sends to show `cells` at the start of row 0 where each showed an `x`.
  static func written(_ cells: [Cell], depth: ColorDepth) -> String {
    let before = frame { $0.write(String(repeating: "x", count: cells.count), column: 0, row: 0) }
    let after = frame { for (column, cell) in cells.enumerated() { $0[column, 0] = cell } }
    return text(ANSIEncoder(colorDepth: depth, synchronized: false).update(from: before, to: after))
  }

  @Test func aSpaceKeepsTheForegroundAndAFullBlockTheBackground() {
    let red = RGB(205, 0, 0)
    let blue = RGB(0, 0, 238)
    let text = Self.written(
      [Cell("▀", foreground: red, background: blue), Cell(" "), Cell("█", foreground: red)], depth: .eight)
    // the space needs the default background only; the block shows no background, so blue may stay
    #expect(text == "\u{1B}[1H\u{1B}[31;44m▀\u{1B}[49m █\u{1B}[m")
  }

  /// `▄` with the colours swapped looks like `▀`, a space like a full block in its background: no SGR needed.
  @Test func aHalfBlockCellGoesOutAsTheLookAlikeThatKeepsTheStyle() {
    let red = RGB(205, 0, 0)
    let blue = RGB(0, 0, 238)
    let text = Self.written(
      [
        Cell("▀", foreground: red, background: blue), Cell("▀", foreground: blue, background: red),
        Cell("█", foreground: blue), Cell(" ", background: red),
      ], depth: .eight)
    #expect(text == "\u{1B}[1H\u{1B}[31;44m▀▄ █\u{1B}[m")
  }

  /// Cells of one colour can go out as spaces in a pen with it behind or as `█` in a pen with it in front; from the
  /// default pen either takes one SGR as long, and the spaces take a byte each where `█` takes three.
  @Test func cellsOfOneColourGoOutAsSpacesWhereThePensCostAlike() {
    let red = RGB(205, 0, 0)
    let text = Self.written(
      [Cell("█", foreground: red), Cell(" ", background: red), Cell("█", foreground: red)], depth: .eight)
    #expect(text == "\u{1B}[1H\u{1B}[41m   \u{1B}[m")
  }

  /// The cells of a sticker's rim beside a blank and a cell of its own colour: one run in one pen, the blank a
  /// space and the solid cell a full block in it, an octant pattern with the colours the other way round its
  /// complement.
  @Test func cellsAPenWritesAlikeGoInOneRun() {
    let red = RGB(205, 0, 0)
    let blue = RGB(0, 0, 238)
    let text = Self.written(
      [
        Cell("𜺨", foreground: red), Cell(" "), Cell(" ", background: red), Cell("𜴀", foreground: red),
      ], depth: .eight)
    #expect(text == "\u{1B}[1H\u{1B}[31m𜺨 █𜴀\u{1B}[m")
    let swapped = Self.written(
      [Cell("𜺨", foreground: red, background: blue), Cell("𜺨", foreground: blue, background: red)], depth: .eight)
    let complement = CellPatterns.octants[255 ^ CellPatterns.octants.firstIndex(of: Glyph("𜺨"))!].text
    #expect(swapped == "\u{1B}[1H\u{1B}[31;44m𜺨\(complement)\u{1B}[m")
  }

  /// A space shows neither bold nor dim, so the bold pen of a glyph writes the blank beside it: one run, one SGR,
  /// no `CSI 22 m` to drop the bold first.
  @Test func aBoldPenWritesABlankWithoutDroppingTheBold() {
    let before = Self.frame { $0[3, 1] = Cell("x") }
    let after = Self.frame { $0[2, 1] = Cell("•", foreground: RGB(0, 0, 255), attributes: [.bold]) }
    let text = Self.text(ANSIEncoder(colorDepth: .truecolor, synchronized: false).update(from: before, to: after))
    #expect(text == "\u{1B}[2;3H\u{1B}[1;38;2;0;0;255m• \u{1B}[m")
  }

  /// From a bold pen on a background to a plain one with a foreground, a reset and the foreground
  /// (`CSI ;38;5;21 m`) is shorter than dropping the bold and the background (`CSI 22;38;5;21;49 m`); where the
  /// style is not known, one SGR resets it and sets the pen.
  @Test func aResetIsSentWhereItIsShorterThanTheChanges() {
    var burst = ANSIBurst(depth: .palette256, synchronized: false)
    let first = Cell("•", foreground: RGB(255, 255, 255), background: RGB(255, 0, 0), attributes: [.bold])
    let second = Cell("x", foreground: RGB(0, 0, 255))
    for (column, cell) in [first, second].enumerated() {
      let pen = Pen(foreground: cell.foregroundCode, background: cell.backgroundCode, attributes: cell.attributes)
      burst.put(cell, in: pen, column: column, row: 0, frameWidth: 10)
    }
    #expect(Self.text(burst.bytes) == "\u{1B}[1H\u{1B}[;1;38;5;231;48;5;196m•\u{1B}[;38;5;21mx")
  }

  /// Two stickers side by side: each colour is set once, and each sticker's cells are written one after the other.
  @Test func eachLookIsSetOnceAFrameNotOnceARow() {
    let red = RGB(205, 0, 0)
    let blue = RGB(0, 0, 238)
    let after = Self.frame {
      for row in 0..<4 {
        $0[2, row] = Cell("⣿", foreground: red)
        $0[4, row] = Cell("⣿", foreground: blue)
      }
    }
    let text = Self.text(ANSIEncoder(colorDepth: .eight, synchronized: false).update(from: Self.frame(), to: after))
    #expect(text.components(separatedBy: "31m").count == 2)
    #expect(text.components(separatedBy: "34m").count == 2)
    // the cells below a sticker's first are reached by short moves, not addressed
    #expect(text.filter { $0 == "H" }.count <= 2, "\(text.debugDescription)")
  }

  /// The next row down, a column to the left: `ESC D` and a backspace rather than the cell's address.
  @Test func theCellBelowIsReachedByIndexAndBackspace() {
    let after = Self.frame {
      $0[6, 1] = Cell("x")
      $0[6, 2] = Cell("y")
    }
    let text = Self.text(ANSIEncoder(colorDepth: .none, synchronized: false).update(from: Self.frame(), to: after))
    #expect(text == "\u{1B}[2;7Hx\u{1B}D\u{8}y\u{1B}[m")
  }
}

/// Moves by tabs to the stops every eight columns.
@Suite struct CursorTabTests {
  static func moved(from: CursorMotion.Place?, to column: Int, width: Int) -> String {
    var bytes: [UInt8] = []
    CursorMotion.move(from: from, to: column, row: 0, tabsBefore: width, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// From column 3 to 7 a tab to the stop at 8 and a backspace (2 bytes, `CSI 4 C` is 4); from a column not known
  /// to 16 a carriage return and two tabs (3 bytes, `CSI 17 G` is 5); never to a stop past the screen's width,
  /// where a wider terminal's last stop may not be (then `CSI 8 G`).
  @Test func tabsReachTheStopsEveryEightColumns() {
    #expect(Self.moved(from: (3, 0), to: 7, width: 80) == "\t\u{8}")
    #expect(Self.moved(from: (nil, 0), to: 16, width: 80) == "\r\t\t")
    #expect(Self.moved(from: (3, 0), to: 7, width: 8) == "\u{1B}[8G")
    #expect(Self.moved(from: (3, 0), to: 7, width: 0) == "\u{1B}[8G")
  }
}

/// An encoder moves by tabs only where the terminal is said to have its stops every eight columns.
@Suite struct EncoderTabTests {
  /// `a` at column 1 and `b` at column 8 of a blank row: after `a` a tab reaches the stop at 8 (1 byte); without
  /// stops the cursor goes to column 9 by `CSI 9 G` (4 bytes), never by a tab a terminal with other stops would
  /// misplace.
  @Test func tabsOnlyWhereTheStopsAreEveryEightColumns() {
    let blank = FrameBuffer(width: 20, height: 1)
    var frame = blank
    frame[1, 0] = Cell("a")
    frame[8, 0] = Cell("b")
    func sent(tabs: Bool) -> String {
      let encoder = ANSIEncoder(colorDepth: .none, synchronized: false, tabStopsEveryEight: tabs)
      return String(decoding: encoder.update(from: blank, to: frame), as: UTF8.self)
    }
    #expect(sent(tabs: true).contains("a\tb"))
    #expect(sent(tabs: false).contains("a\u{1B}[9Gb"))
    #expect(!sent(tabs: false).contains("\t"))
  }
}
