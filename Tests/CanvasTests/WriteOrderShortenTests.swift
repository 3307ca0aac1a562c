import Testing

@testable import Canvas

/// Runs moved to a cheaper place in the order: fewer bytes, the same picture.
@Suite struct WriteOrderShortenTests {
  /// Three runs in one pen, A and B side by side on the first row and C five rows down, written A, C, B: moves of
  /// 4 (`CSI 1 H`), 4 (`CSI 6 H`) and 4 (`CSI 5 A`) bytes. A goes between C and B, from where B follows it with
  /// no move: C, A, B take 4, 4 (`CSI 1 H`) and 0.
  @Test func aRunIsMovedToWhereItCostsLess() {
    let runs = [
      WriteOrder.Run(start: 0, count: 1, row: 0, column: 0, endsKnown: true),
      WriteOrder.Run(start: 1, count: 1, row: 0, column: 1, endsKnown: true),
      WriteOrder.Run(start: 50, count: 1, row: 5, column: 0, endsKnown: true),
    ]
    let choices = [PenChoice](repeating: PenChoice(Cell("x", foreground: RGB(205, 0, 0))), count: runs.count)
    let red = choices[0].resolved(after: .plain)
    func moves(_ sequence: [Int]) -> Int {
      var place: CursorMotion.Place?
      var bytes = 0
      for index in sequence {
        let run = runs[index]
        bytes += CursorMotion.cost(from: place, to: run.column, row: run.row)
        place = (run.column + run.count, run.row)
      }
      return bytes
    }
    var sequence = [0, 2, 1]
    var pens = [Pen](repeating: red, count: 3)
    #expect(moves(sequence) == 12)
    WriteOrder.shorten(&sequence, pens: &pens, runs, choices: choices, lineFeedKeepsColumn: false)
    #expect(sequence == [2, 0, 1])
    #expect(moves(sequence) == 8)
    #expect(pens == [Pen](repeating: red, count: 3))
  }

  /// Discs of a few colours moving over a wide screen, each update read back by a model terminal: the runs moved
  /// to cheaper places leave the screen showing every frame.
  @Test(arguments: [false, true])
  func movedRunsLeaveTheScreenShowingEachFrame(lineFeedKeepsColumn: Bool) {
    var generator = ANSIEncoderModelTests.Generator(state: 23)
    let (width, height) = (48, 14)
    let encoder = ANSIEncoder(colorDepth: .palette256, lineFeedKeepsColumn: lineFeedKeepsColumn)
    var screen = TerminalModel(width: width, height: height, lineFeedReturns: !lineFeedKeepsColumn)
    var discs = (0..<9).map { _ in
      (
        column: Int.random(in: 0..<width, using: &generator), row: Int.random(in: 0..<height, using: &generator),
        cell: ANSIEncoderModelTests.randomCell(&generator)
      )
    }
    var shown: FrameBuffer?
    for step in 0..<120 {
      var frame = FrameBuffer(width: width, height: height)
      for index in discs.indices {
        discs[index].column = (discs[index].column + Int.random(in: -1...1, using: &generator) + width) % width
        discs[index].row = (discs[index].row + Int.random(in: -1...1, using: &generator) + height) % height
        let disc = discs[index]
        for row in max(disc.row - 2, 0)..<min(disc.row + 3, height) {
          for column in max(disc.column - 4, 0)..<min(disc.column + 5, width) where (column + row) % 3 != 0 {
            frame[column, row] = disc.cell
          }
        }
      }
      frame = ANSIEncoderModelTests.changed(frame, cells: 6, &generator)
      screen.feed(encoder.update(from: shown, to: frame))
      let difference = ANSIEncoderModelTests.difference(frame, on: screen, depth: .palette256)
      #expect(difference == nil, "step \(step)")
      shown = frame
    }
  }
}
