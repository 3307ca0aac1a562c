import TestSupport
import Testing

@testable import Canvas

/// The floor against encodings that really draw the frame: it must never be above the cheapest of them.
@Suite struct ByteFloorTests {
  typealias Generator = ANSIEncoderModelTests.Generator

  /// The bytes of the cheapest order of writing `frame`'s changed runs over `shown`, each run left to right in
  /// one go, the cursor standing at the first run's first cell and the pen holding its look when the frame
  /// starts; every order is checked on a model terminal. Nil when there are more than six runs.
  static func cheapestOrder(from shown: FrameBuffer, to frame: FrameBuffer, depth: ColorDepth) -> Int? {
    var runs: [[(column: Int, row: Int)]] = []
    for row in 0..<frame.height {
      var column = 0
      while column < frame.width {
        let cell = frame[column, row]
        guard !cell.isContinuation, !cell.looksLike(shown[column, row]) || shown[column, row].width != cell.width
        else {
          column += 1
          continue
        }
        // cells alike in a row go in one run
        if let last = runs.last?.last, last.row == row, last.column + 1 == column,
          frame[last.column, row].looksLike(cell), frame[last.column, row].width == 1, cell.width == 1
        {
          runs[runs.count - 1].append((column, row))
        } else {
          runs.append([(column, row)])
        }
        column += max(1, Int(cell.width))
      }
    }
    guard runs.count <= 6 else { return nil }
    var best = Int.max
    var order = Array(runs.indices)
    everyOrder(of: &order) { order in
      var burst = ANSIBurst(depth: depth, synchronized: false, lineFeedKeepsColumn: true)
      var opening = 0
      for (index, run) in order.enumerated() {
        for place in runs[run] {
          let cell = frame[place.column, place.row]
          // each cell in its own colours: one way of writing it, so the floor must be below it
          let pen = Pen(foreground: cell.foregroundCode, background: cell.backgroundCode, attributes: cell.attributes)
          burst.put(cell, in: pen, column: place.column, row: place.row, frameWidth: frame.width)
          // the first cell's move and SGR are left out: the cursor and pen may be anywhere when the frame starts
          if index == 0 && opening == 0 {
            opening = burst.bytes.count - frame[place.column, place.row].glyph.withUTF8(\.count)
          }
        }
      }
      var screen = TerminalModel(width: frame.width, height: frame.height, lineFeedReturns: false)
      screen.feed(ANSIEncoder(colorDepth: depth, synchronized: false).repaint(shown))
      screen.feed(burst.bytes)
      #expect(ANSIEncoderModelTests.difference(frame, on: screen, depth: depth) == nil)
      best = min(best, burst.bytes.count - opening)
    }
    return best
  }

  @Test(arguments: [ColorDepth.palette256, .truecolor])
  func theFloorIsNeverAboveTheCheapestOrderOfWriting(depth: ColorDepth) {
    var generator = Generator(state: 23)
    var (floors, cheapest, frames) = (0, 0, 0)
    while frames < 60 {
      var shown = ANSIEncoderModelTests.changed(FrameBuffer(width: 9, height: 3), cells: 12, &generator)
      shown.quantize(to: depth)
      var frame = ANSIEncoderModelTests.changed(shown, cells: Int.random(in: 2...5, using: &generator), &generator)
      frame.quantize(to: depth)
      guard let best = Self.cheapestOrder(from: shown, to: frame, depth: depth) else { continue }
      let floor = ByteFloor.bytes(from: shown, to: frame, depth: depth)
      #expect(floor <= best, "frame \(frames)")
      floors += floor
      cheapest += best
      frames += 1
    }
    print("floor \(floors) cheapest \(cheapest)")
  }
}

extension ByteFloorTests {
  static let red = RGB(255, 0, 0)
  static let blue = RGB(0, 0, 255)

  /// Two runs of different looks on a row: `x` in red at column 2, `y` in blue at column 6 (256 colours). The
  /// cheapest encoding starts at `x` with the pen red (1 byte), goes three cells right (3), sets blue
  /// (`CSI 38;5;21 m`, 10) and writes `y` (1): 15 bytes, and the floor finds exactly that, as going the other
  /// way costs more (a carriage return and two cells right, `CSI 38;5;196 m`: 14 before the second glyph).
  @Test func twoRunsOfDifferentLooksCostTheirCheapestOrder() {
    var frame = FrameBuffer(width: 10, height: 2)
    frame[2, 0] = Cell("x", foreground: Self.red)
    frame[6, 0] = Cell("y", foreground: Self.blue)
    #expect(ByteFloor.bytes(from: FrameBuffer(width: 10, height: 2), to: frame, depth: .palette256) == 15)
    // the encoder's own way across is a tab to column 8 and two backspaces, as the floor counts
    #expect(Self.cheapestOrder(from: FrameBuffer(width: 10, height: 2), to: frame, depth: .palette256) == 15)
  }

  /// Five alike cells on a blank screen: five `x` cost a repeat of five (`CSI 5 b`, 4 bytes) after an `x` written
  /// over the cell before (taken to stand for a byte of moving), five half blocks five glyphs of three bytes, as
  /// tmux repeats only ASCII (its `CSI b` after a UTF-8 glyph writes nothing); the pen may hold either look when
  /// the frame starts, and the cursor stand at the first cell.
  @Test func onlyAnASCIIGlyphIsRepeated() {
    var letters = FrameBuffer(width: 10, height: 2)
    var halves = letters
    for column in 2..<7 {
      letters[column, 0] = Cell("x", foreground: Self.red)
      halves[column, 0] = Cell("▀", foreground: Self.red, background: Self.blue)
    }
    #expect(ByteFloor.bytes(from: FrameBuffer(width: 10, height: 2), to: letters, depth: .palette256) == 4)
    #expect(ByteFloor.bytes(from: FrameBuffer(width: 10, height: 2), to: halves, depth: .palette256) == 15)
  }

  /// Two letters on a row give way to blanks, the row otherwise blank and the next not: one erase of the whole
  /// row (`CSI 2 K`, 3 bytes) clears both, wherever the cursor is. A floor that took a glyph and a way in for
  /// each run of blanks (4 bytes at least) would be above what an encoder may send.
  @Test func oneEraseMayClearTwoRunsOfBlanks() {
    var shown = FrameBuffer(width: 10, height: 2)
    shown[1, 0] = Cell("a")
    shown[5, 0] = Cell("b")
    for column in 0..<10 { shown[column, 1] = Cell("c") }
    var frame = shown
    frame[1, 0] = .blank
    frame[5, 0] = .blank
    let floor = ByteFloor.bytes(from: shown, to: frame, depth: .palette256)
    #expect(floor >= 1)
    #expect(floor <= 3)
  }
}

extension ByteFloorTests {
  /// The least arborescence by trying every choice of parents, for graphs of a few nodes.
  static func bruteArborescence(_ costs: [Int], count: Int) -> Int {
    var best = Int.max
    var parents = [Int](repeating: 0, count: count)
    func choose(_ node: Int) {
      guard node < count else {
        // every node must reach the root
        for start in 1..<count {
          var (node, steps) = (start, 0)
          while node != 0 && steps < count { (node, steps) = (parents[node], steps + 1) }
          if node != 0 { return }
        }
        best = min(best, (1..<count).reduce(0) { $0 + costs[parents[$1] * count + $1] })
        return
      }
      for parent in 0..<count where parent != node {
        parents[node] = parent
        choose(node + 1)
      }
    }
    choose(1)
    return best
  }

  @Test func theLeastArborescenceIsTheLeastOfAllChoicesOfParents() {
    var generator = Generator(state: 3)
    for _ in 0..<300 {
      let count = Int.random(in: 2...6, using: &generator)
      let costs = (0..<count * count).map { _ in Int.random(in: 0...12, using: &generator) }
      let edges = (0..<count).map { to in
        to == 0 ? [] : (0..<count).filter { $0 != to }.map { (from: $0, cost: costs[$0 * count + to]) }
      }
      #expect(Arborescence.cost(into: edges) == Self.bruteArborescence(costs, count: count))
    }
  }
}

extension ByteFloorTests {
  /// Four colours of 256 (each `CSI 38;5;NNN m` alone, 11 bytes) and a cell of `x` in each pair of them: six
  /// looks. Any order of writing them changes at least one colour from each look to the next, five SGRs of 11
  /// bytes at least, and one order does it with one each (AB, AC, BC, BD, AD, CD): 55 bytes. Naming each colour
  /// once (two of them held when the frame starts) would give 31.
  @Test func sixLooksOfFourColoursTakeFiveSGRs() {
    let colors = [RGB(255, 0, 0), RGB(255, 255, 0), RGB(255, 0, 255), RGB(255, 135, 0)]
    #expect(colors.map { ColorDepth.xterm256Index(of: $0) } == [196, 226, 201, 208])
    var pens = ByteFloor.Pens(depth: .palette256)
    for (first, second) in [(0, 1), (0, 2), (1, 2), (1, 3), (0, 3), (2, 3)] {
      let cell = Cell("x", foreground: colors[first], background: colors[second])
      pens.note(ByteFloor.Look(ByteFloor.Shown(cell, depth: .palette256)))
    }
    #expect(pens.bytes() == 55)
    // written side by side in that order, they cost their glyphs and those SGRs, and the floor finds exactly that
    var frame = FrameBuffer(width: 8, height: 1)
    for (column, (first, second)) in [(0, 1), (0, 2), (1, 2), (1, 3), (0, 3), (2, 3)].enumerated() {
      frame[column, 0] = Cell("x", foreground: colors[first], background: colors[second])
    }
    #expect(ByteFloor.bytes(from: FrameBuffer(width: 8, height: 1), to: frame, depth: .palette256) == 6 + 55)
  }

  /// A look of the default colour and another, from one holding neither: a reset names the default in one byte
  /// (`CSI ;48;5;196 m`, 12 bytes, where `CSI 39;48;5;196 m` takes 14).
  @Test func aResetNamesTheDefaultColourInOneByte() {
    let from = ByteFloor.Look(
      ByteFloor.Shown(
        Cell("x", foreground: RGB(255, 255, 0), background: RGB(255, 0, 255)),
        depth: .palette256))
    let to = ByteFloor.Look(ByteFloor.Shown(Cell("x", background: RGB(255, 0, 0)), depth: .palette256))
    #expect(ByteFloor.sgr(from: from, to: to, depth: .palette256) == Array("\u{1B}[;48;5;196m".utf8).count)
  }
}
