/// Sixel pictures from rows of palette indices.
///
/// Each band of six pixel rows goes in pieces of one colour each (a colour
/// chosen with `#n` where it changes), each next the one cheapest to reach:
/// a skip right over what lies between, or `$` back to the band's start and a
/// skip from there, and the colour choice if it changes. Pixels not drawn
/// stay as the terminal shows them; a piece draws again
/// the pixels already showing its colour where that makes a column's sixel the
/// same as its neighbour's, so runs repeat more.
///
/// Registers are numbered in the order colours are first used (`Registers`),
/// so the common ones take one or two digits, and a register keeps its colour
/// for good. Where the terminal's pictures share their registers (xterm with
/// `CSI ? 1070 l`), each colour is defined once, in the first picture that
/// uses it; else every picture defines the colours it uses.
enum SixelEncoder {
  /// The register of each xterm palette colour, given in the order they are first asked for, and which of them the
  /// terminal holds already.
  struct Registers {
    private var numbers = [Int16](repeating: -1, count: 256)
    private var count: Int16 = 0
    /// Whether the terminal keeps registers from picture to picture, so a colour is defined only once.
    let shared: Bool
    /// By xterm index: defined in a picture sent since the registers were last forgotten (shared registers only).
    private var defined = [Bool](repeating: false, count: 256)

    /// Registers numbered from 0; `shared` when the terminal's pictures share them.
    init(shared: Bool = false) {
      self.shared = shared
    }

    /// The register of xterm colour `index`, the next free one if it has none yet.
    mutating func number(of index: UInt8) -> Int {
      if numbers[Int(index)] < 0 {
        numbers[Int(index)] = count
        count += 1
      }
      return Int(numbers[Int(index)])
    }

    /// Whether a picture using colour `index` must define it: always with private registers, else the first time
    /// (it is then counted as defined).
    mutating func needsDefinition(of index: UInt8) -> Bool {
      guard shared else { return true }
      defer { defined[Int(index)] = true }
      return !defined[Int(index)]
    }

    /// Forgets which colours the terminal holds, so each is defined again when next used.
    mutating func forgetDefinitions() {
      defined = [Bool](repeating: false, count: 256)
    }
  }

  /// A run of columns of one colour in a band: its sixels from `start`, its colour's register and slot.
  private struct Piece {
    let color: Int
    let slot: Int
    let start: Int
    let sixels: ArraySlice<UInt8>
    var end: Int { start + sixels.count }
  }

  /// A band's sixels by colour slot, a line of `width` after another: the pixels drawn, and those kept that show the
  /// slot's colour.
  private struct BandLines {
    let drawn: [UInt8]
    let kept: [UInt8]
    let width: Int

    /// Whether `sixel` in the colour of `slot` over `columns` draws only pixels already to show that colour.
    func mayDraw(_ sixel: UInt8, slot: Int, over columns: Range<Int>) -> Bool {
      columns.allSatisfy { sixel & ~(drawn[slot * width + $0] | kept[slot * width + $0]) == 0 }
    }
  }

  /// The last run of sixels written in a pass: where its bytes begin, its sixel and length, and its colour's slot.
  private struct LastRun {
    let at: Int
    let sixel: UInt8
    let count: Int
    let slot: Int
  }

  /// Pieces of one colour this many empty columns apart or fewer are one piece: its `?`s cost less than starting
  /// another piece (its colour again, and a skip to it).
  static let joinedGap = 3

  /// `DCS 0;1 q`, square pixels (`"1;1`), the registers used that the terminal does not hold yet, then the bands: the
  /// pixels `columns` (all when nil) of `rows` of a picture `width` pixels wide. Pixels the same as in `shown` are
  /// left out: the terminal keeps what it shows there (`0;1`: pixels not drawn stay as they were). No size is given
  /// (the bands say how far the picture reaches): 8 bytes fewer a picture.
  static func encode(
    _ picture: [UInt8], width: Int, rows: Range<Int>, columns: Range<Int>? = nil, over shown: [UInt8]? = nil,
    registers: inout Registers
  ) -> [UInt8] {
    let columns = columns ?? 0..<width
    var bytes = Array("\u{1B}P0;1q\"1;1".utf8)
    let pixels = Pixels(picture, width: width, rows: rows, columns: columns, over: shown)
    let numbers = pixels.colors.map { registers.number(of: $0) }
    for color in pixels.colors.sorted() where registers.needsDefinition(of: color) {
      let rgb = self.color(ofIndex: Int(color))
      let percent = [rgb.red, rgb.green, rgb.blue].map { String(Int($0) * 100 / 255) }
      bytes += Array("#\(registers.number(of: color));2;\(percent.joined(separator: ";"))".utf8)
    }
    var current = -1
    for band in stride(from: 0, to: rows.count, by: 6) {
      let (pieces, lines) = self.pieces(
        pixels, registers: numbers, width: columns.count, rows: band..<min(band + 6, rows.count))
      appendPieces(pieces, lines: lines, color: &current, to: &bytes)
      bytes.append(UInt8(ascii: "-"))
    }
    return bytes + [0x1B, UInt8(ascii: "\\")]
  }

  /// The pixels of a picture to send, row by row of the columns sent, by colour: each colour has a slot, its place
  /// in `colors`, numbered in the order the colours are met.
  private struct Pixels {
    /// Each pixel's slot, -1 where it is left as shown.
    var drawn: [Int16]
    /// Each pixel left as shown in a colour of the picture: its slot, -1 elsewhere (a piece of that colour may draw
    /// it again, `smoothed`).
    var kept: [Int16]
    /// The xterm index of each slot's colour.
    var colors: [UInt8] = []

    init(_ picture: [UInt8], width: Int, rows: Range<Int>, columns: Range<Int>, over shown: [UInt8]?) {
      drawn = [Int16](repeating: -1, count: rows.count * columns.count)
      kept = drawn
      var slots = [Int16](repeating: -1, count: 256)  // by xterm index
      func pixels(_ body: (_ at: Int, _ index: Int) -> Void) {
        for (row, line) in rows.enumerated() {
          for (column, at) in ((line * width + columns.lowerBound)..<(line * width + columns.upperBound)).enumerated() {
            body(at, row * columns.count + column)
          }
        }
      }
      pixels { at, index in
        guard shown.map({ $0[at] != picture[at] }) ?? true else { return }
        if slots[Int(picture[at])] < 0 {
          slots[Int(picture[at])] = Int16(colors.count)
          colors.append(picture[at])
        }
        drawn[index] = slots[Int(picture[at])]
      }
      guard let shown else { return }
      pixels { at, index in
        if drawn[index] < 0 { kept[index] = slots[Int(shown[at])] }
      }
    }
  }

  /// The colour of xterm palette colour `index` (its first 16 as the 8 ANSI colours).
  static func color(ofIndex index: Int) -> RGB {
    index >= 16 ? ColorDepth.xterm256(index: index) : ColorDepth.ansi8[index % 8]
  }

  /// Each colour's pieces in the band `rows` of `pixels` (rows `width` long), by where they start, each colour as
  /// its slot's register in `registers`; a piece draws the pixels kept in its colour too where that lengthens its
  /// runs.
  private static func pieces(
    _ pixels: Pixels, registers: [Int], width: Int, rows: Range<Int>
  ) -> (
    [Piece], BandLines
  ) {
    // each slot's sixels, a line of `width` after another, and the sixels it may draw again
    var lines = [UInt8](repeating: 0, count: registers.count * width)
    var may = lines
    var present = [Bool](repeating: false, count: registers.count)
    for row in rows {
      let bit = UInt8(1) << (row - rows.lowerBound)
      for column in 0..<width {
        let drawn = Int(pixels.drawn[row * width + column])
        let kept = Int(pixels.kept[row * width + column])
        if drawn >= 0 {
          lines[drawn * width + column] |= bit
          present[drawn] = true
        } else if kept >= 0 {
          may[kept * width + column] |= bit
        }
      }
    }
    var pieces: [Piece] = []
    for slot in registers.indices where present[slot] {
      let line = (slot * width)..<((slot + 1) * width)
      var start = line.first { lines[$0] != 0 }
      while let first = start {
        var end = first + 1
        while let next = (end..<line.upperBound).first(where: { lines[$0] != 0 }), next - end <= joinedGap {
          end = next + 1
        }
        let sixels = smoothed(lines[first..<end], may: may[first..<end])
        pieces.append(Piece(color: registers[slot], slot: slot, start: first - line.lowerBound, sixels: sixels))
        start = (end..<line.upperBound).first { lines[$0] != 0 }
      }
    }
    return (
      pieces.sorted { ($0.start, $0.color) < ($1.start, $1.color) }, BandLines(drawn: lines, kept: may, width: width)
    )
  }

  /// Each column's sixels of `needed`, with those of `may` (pixels already showing the colour) added where that makes
  /// it the same as the column before, or else as the one after: longer runs of one sixel to repeat.
  private static func smoothed(_ needed: ArraySlice<UInt8>, may: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var sixels: [UInt8] = []
    for column in needed.indices {
      let choices = [needed[column] | may[column], needed[column]]
      let after = column + 1 < needed.endIndex ? [needed[column + 1] | may[column + 1], needed[column + 1]] : []
      let choice = choices.first { $0 == sixels.last } ?? choices.first { after.contains($0) } ?? choices[0]
      sixels.append(choice)
    }
    return ArraySlice(sixels)
  }

  /// The pieces in the order that costs least to reach each next: from where the last ended, the one whose skip (or
  /// `$` back to the band's start and a skip from there) and colour choice take the fewest bytes; of equals, one
  /// ahead before one behind, then the leftmost. `color` is the register chosen, kept from band to band. A skip is
  /// shortened or left out where the run before it, or the piece's first sixel, may go on over its columns for fewer
  /// bytes (`reach`).
  private static func appendPieces(_ pieces: [Piece], lines: BandLines, color: inout Int, to bytes: inout [UInt8]) {
    var left = pieces
    var x = 0
    var last: LastRun?
    while !left.isEmpty {
      // twice the bytes, and one more for a piece behind
      func cost(_ piece: Piece) -> Int {
        let reach = piece.start >= x ? 2 * runBytes(piece.start - x) : 3 + 2 * runBytes(piece.start)
        return reach + (piece.color == color ? 0 : 2 * (1 + piece.color.decimalDigits))
      }
      var best = 0
      for index in left.indices.dropFirst() where cost(left[index]) < cost(left[best]) { best = index }
      let piece = left.remove(at: best)
      if piece.start < x {
        bytes.append(UInt8(ascii: "$"))
        (x, last) = (0, nil)
      }
      var sixels = piece.sixels
      let (carry, lead) = reach(piece, from: x, after: last, lines: lines)
      if let run = last, carry > x {
        // the run before goes on (and on into the piece, where it starts alike in the same colour)
        bytes.removeSubrange(run.at...)
        let carried = ArraySlice(repeating: run.sixel, count: run.count + carry - x)
        if piece.color == color && carry == piece.start {
          sixels = carried + sixels
        } else {
          appendRuns(carried, to: &bytes)
        }
      }
      appendRuns(ArraySlice(repeating: 0, count: lead - carry), to: &bytes)
      sixels = ArraySlice(repeating: piece.sixels.first!, count: piece.start - lead) + sixels
      if piece.color != color { bytes += Array("#\(piece.color)".utf8) }
      color = piece.color
      let run = appendRuns(sixels, to: &bytes)
      last = LastRun(at: run.at, sixel: run.sixel, count: run.count, slot: piece.slot)
      x = piece.end
    }
  }

  /// How to reach `piece` from column `x` after `run`: the run goes on to `carry`, a skip to `lead`, and the piece's
  /// first sixel is drawn from there, each over pixels already showing its colour, for the fewest bytes (a skip all
  /// the way, `(x, piece.start)`, where nothing is cheaper).
  private static func reach(
    _ piece: Piece, from x: Int, after run: LastRun?, lines: BandLines
  ) -> (
    carry: Int, lead: Int
  ) {
    guard x < piece.start, let first = piece.sixels.first else { return (x, x) }
    let count = piece.sixels.prefix { $0 == first }.count
    var farthest = x  // the run may go on to here
    if let run {
      while farthest < piece.start, lines.mayDraw(run.sixel, slot: run.slot, over: farthest..<(farthest + 1)) {
        farthest += 1
      }
    }
    var nearest = piece.start  // the piece's first sixel may be drawn from here
    while nearest > x, lines.mayDraw(first, slot: piece.slot, over: (nearest - 1)..<nearest) { nearest -= 1 }
    func bytes(_ carry: Int, _ lead: Int) -> Int {
      let carried = run.map { runBytes($0.count + carry - x) - runBytes($0.count) } ?? 0
      return carried + runBytes(lead - carry) + runBytes(count + piece.start - lead) - runBytes(count)
    }
    let choices = [(x, piece.start), (farthest, piece.start), (x, nearest), (farthest, max(farthest, nearest))]
    return choices.min { bytes($0.0, $0.1) < bytes($1.0, $1.1) }!
  }

  /// The bytes of a run of `count` alike sixel characters (a skip is a run of `?`): one each, or `! count char`
  /// from four on.
  static func runBytes(_ count: Int) -> Int {
    count < 4 ? count : 2 + count.decimalDigits
  }

  /// The sixel characters of `sixels`, runs of four or more as `! count char`; where its last run's bytes begin, its
  /// sixel and length.
  @discardableResult
  private static func appendRuns(
    _ sixels: ArraySlice<UInt8>, to bytes: inout [UInt8]
  ) -> (
    at: Int, sixel: UInt8, count: Int
  ) {
    var index = sixels.startIndex
    var last = (at: bytes.count, sixel: UInt8(0), count: 0)
    while index < sixels.endIndex {
      var count = 1
      while index + count < sixels.endIndex, sixels[index + count] == sixels[index] { count += 1 }
      let character = 63 + sixels[index]
      last = (bytes.count, sixels[index], count)
      if count >= 4 {
        bytes += Array("!\(count)".utf8) + [character]
      } else {
        bytes += [UInt8](repeating: character, count: count)
      }
      index += count
    }
    return last
  }
}
