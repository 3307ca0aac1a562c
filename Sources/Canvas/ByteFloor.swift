/// A lower bound on the bytes any encoder must send to take a terminal from one frame to the next.
///
/// It counts only what no encoder can avoid, each at its cheapest:
/// - the glyphs of the cells that changed, a run of k alike cells on a row
///   costing the least of k glyphs, one glyph and a repeat (`CSI N b`, 4 bytes)
///   or, for blanks, an erase (`CSI N X`, 4 bytes);
/// - the moves to each span of changed cells on a row: none where the span
///   before ends at the last column (the cursor wraps), one byte where the
///   cursor may already stand a `\b`, `\n`, `\r`, a tab or one overwritten
///   cell away (anywhere a cell of another span is written), two where two
///   such moves reach it, three otherwise (`CSI H` and its kin), one byte for
///   one of them (the cursor may stand anywhere when the frame starts);
/// - one SGR for each look the changed cells need that the default look is not,
///   priced by its cheapest single colour or attribute (`CSI 39 m` for a default one),
///   or, when more, each colour those looks need named once (`38;5;N;`, the
///   `CSI` and `m` counted once, as one SGR may set several).
///   A look is its two colours as a set (reverse video or a complementary block
///   glyph can swap them) and its attributes; a blank's look is its background
///   alone, and needs no SGR of its own when another look has that colour.
///
/// Synchronized-output marks and the closing reset are not counted: they are
/// a choice, not a need.
public enum ByteFloor {
  /// The least bytes that take a terminal of `depth` showing `previous` (blank when nil) to `frame`.
  public static func bytes(from previous: FrameBuffer?, to frame: FrameBuffer, depth: ColorDepth) -> Int {
    let blank = Cell(" ")
    let shown = previous.flatMap { $0.width == frame.width && $0.height == frame.height ? $0 : nil }
    var total = 0
    var looks = Set<Look>()
    var blankColors = Set<UInt32>()
    // the spans of changed cells, row by row, as the columns they start and end at
    var spans = [[Range<Int>]](repeating: [], count: frame.height)
    for row in 0..<frame.height {
      var column = 0
      var following = false
      while column < frame.width {
        let cell = frame[column, row]
        let before = shown?[column, row] ?? blank
        guard cell != before, cell.width != 0 else {
          following = following && cell.width == 0
          if following { spans[row][spans[row].count - 1] = spans[row].last!.lowerBound..<(column + 1) }
          column += 1
          continue
        }
        var count = 1
        while column + count < frame.width, frame[column + count, row] == cell,
          frame[column + count, row] != (shown?[column + count, row] ?? blank)
        {
          count += 1
        }
        if following {
          spans[row][spans[row].count - 1] = spans[row].last!.lowerBound..<(column + count)
        } else {
          spans[row].append(column..<(column + count))
        }
        total += glyphBytes(cell, count: count)
        note(cell, looks: &looks, blankColors: &blankColors)
        column += count
        following = true
      }
    }
    var moves = Moves(spans: spans, width: frame.width)
    total += moves.bytes()
    let covered = Set(looks.flatMap { [$0.first, $0.second] } + [0])
    let uncovered = blankColors.subtracting(covered)
    let lookBound = looks.reduce(0) { $0 + $1.cost(depth) } + uncovered.reduce(0) { $0 + Look.colorCost($1, depth) }
    // every colour needed is named once at least; SGRs may share `CSI` and `m` among several
    let colors = covered.union(uncovered).subtracting([0])
    let colorBound = colors.isEmpty ? 0 : 2 + colors.reduce(0) { $0 + Look.colorCost($1, depth) - 2 }
    return total + max(lookBound, colorBound)
  }

  private static func glyphBytes(_ cell: Cell, count: Int) -> Int {
    let glyph = cell.glyph.withUTF8(\.count)
    var cheapest = count * glyph
    if count > 1 { cheapest = min(cheapest, glyph + 4) }
    if isBlank(cell) && count > 1 { cheapest = min(cheapest, 4) }
    return cheapest
  }

  private static func isBlank(_ cell: Cell) -> Bool {
    cell.glyph == Glyph(" ") && cell.attributes.subtracting(.bold).isEmpty
  }

  private static func note(_ cell: Cell, looks: inout Set<Look>, blankColors: inout Set<UInt32>) {
    if isBlank(cell) {
      let color = cell.attributes.contains(.reverse) ? cell.foregroundCode : cell.backgroundCode
      blankColors.insert(color)
      return
    }
    let look = Look(cell)
    if look != Look.plain { looks.insert(look) }
  }

  /// Two colours as a set, and the attributes but reverse.
  struct Look: Hashable {
    let first: UInt32
    let second: UInt32
    let attributes: UInt8

    static let plain = Look(Cell(" "))

    init(_ cell: Cell) {
      first = min(cell.foregroundCode, cell.backgroundCode)
      second = max(cell.foregroundCode, cell.backgroundCode)
      attributes = cell.attributes.subtracting(.reverse).rawValue
    }

    /// The cheapest single SGR that could bring this look in.
    func cost(_ depth: ColorDepth) -> Int {
      let attributeCost = attributes == 0 ? Int.max : 4
      return min(Self.colorCost(first, depth), Self.colorCost(second, depth), attributeCost)
    }

    /// The bytes of the shortest SGR that sets one colour and no other (`CSI 39 m` for the default).
    static func colorCost(_ code: UInt32, _ depth: ColorDepth) -> Int {
      guard let color = Cell.color(code) else { return 5 }
      switch depth {
      case .none: return 0
      case .eight: return 5
      case .palette256:
        return 8 + String(ColorDepth.xterm256Index(of: color)).count
      case .truecolor:
        return 9 + [color.red, color.green, color.blue].reduce(0) { $0 + String($1).count }
      }
    }
  }
}

/// The least bytes of cursor moves to the starts of spans of changed cells.
///
/// The cursor may stand for free wherever another span is written; from there the one-byte moves
/// are `\b`, `\n`, `\r`, a tab and one overwritten cell; every other move takes three bytes
/// (`CSI A`…`CSI H`) or two one-byte moves (`ESC E`, `ESC D` and `ESC M` are such pairs too; `ESC 8`
/// needs an `ESC 7` before it).
private struct Moves {
  let spans: [[Range<Int>]]
  let width: Int

  /// Cells `columns` of row `row`.
  struct Region {
    let row: Int
    let columns: ClosedRange<Int>
  }

  /// Whether the cursor passes a cell of `region` writing a span other than `own`: after any of its cells.
  func passes(_ region: Region, own: Range<Int>) -> Bool {
    guard spans.indices.contains(region.row) else { return false }
    return spans[region.row].contains {
      ($0 != own || region.row != ownRow) && $0.lowerBound < region.columns.upperBound
        && region.columns.lowerBound <= $0.upperBound
    }
  }

  var ownRow = -1

  /// Where one one-byte move reaches `region` from (more, not fewer, keeps the bound a bound).
  func predecessors(_ region: Region) -> [Region] {
    let (row, low, high) = (region.row, region.columns.lowerBound, region.columns.upperBound)
    var found = [
      Region(row: row, columns: (low + 1)...(high + 1)), Region(row: row, columns: (low - 1)...(high - 1)),
      Region(row: row - 1, columns: low...high),
    ]
    if low <= 0 { found.append(Region(row: row, columns: 0...width)) }
    let firstTab = max(8, (low + 7) / 8 * 8)
    if firstTab <= high { found.append(Region(row: row, columns: (firstTab - 8)...(high - 1))) }
    return found
  }

  mutating func cost(row: Int, span: Range<Int>) -> Int {
    let column = span.lowerBound
    if column == 0, spans.indices.contains(row - 1), spans[row - 1].last?.upperBound == width { return 0 }
    ownRow = row
    let one = predecessors(Region(row: row, columns: column...column))
    if one.contains(where: { passes($0, own: span) }) { return 1 }
    if one.flatMap(predecessors).contains(where: { passes($0, own: span) }) { return 2 }
    return 3
  }

  mutating func bytes() -> Int {
    var total = 0
    var highest = 0
    for row in spans.indices {
      for span in spans[row] {
        let cost = cost(row: row, span: span)
        total += cost
        highest = max(highest, cost)
      }
    }
    // the cursor may stand anywhere when the frame starts: one span may be a byte away
    return total - max(0, highest - 1)
  }
}
