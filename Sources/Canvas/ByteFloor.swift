/// A lower bound on the bytes any encoder must send to take a terminal from one frame to the next.
///
/// It counts only what no encoder can avoid, each at its cheapest:
/// - the glyphs of the cells that changed, a run of k alike cells on a row
///   costing the least of k glyphs, one glyph and a repeat (`CSI N b`, 4 bytes)
///   or, for blanks, an erase (`CSI N X`, 4 bytes);
/// - one byte to reach each run of changed cells that does not follow the one
///   before it on its row (the shortest cursor move, `\b`, `\r` or `\n`, is one byte);
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
    for row in 0..<frame.height {
      var column = 0
      var following = false
      while column < frame.width {
        let cell = frame[column, row]
        let before = shown?[column, row] ?? blank
        guard cell != before, cell.width != 0 else {
          following = following && cell.width == 0
          column += 1
          continue
        }
        if !following { total += 1 }
        var count = 1
        while column + count < frame.width, frame[column + count, row] == cell,
          frame[column + count, row] != (shown?[column + count, row] ?? blank)
        {
          count += 1
        }
        total += glyphBytes(cell, count: count)
        note(cell, looks: &looks, blankColors: &blankColors)
        column += count
        following = true
      }
    }
    let covered = Set(looks.flatMap { [$0.first, $0.second] } + [0])
    let uncovered = blankColors.subtracting(covered)
    let lookBound = looks.reduce(0) { $0 + $1.cost(depth) } + uncovered.reduce(0) { $0 + Look.colorCost($1, depth) }
    // every colour needed is named once at least; SGRs may share `CSI` and `m` among several
    let colors = covered.union(uncovered).subtracting([0])
    let colorBound = colors.isEmpty ? 0 : 2 + colors.reduce(0) { $0 + Look.colorCost($1, depth) - 2 }
    return total + max(lookBound, colorBound)
  }

  private static func glyphBytes(_ cell: Cell, count: Int) -> Int {
    let glyph = cell.symbol.withUTF8(\.count)
    var cheapest = count * glyph
    if count > 1 { cheapest = min(cheapest, glyph + 4) }
    if isBlank(cell) && count > 1 { cheapest = min(cheapest, 4) }
    return cheapest
  }

  private static func isBlank(_ cell: Cell) -> Bool {
    cell.symbol == Glyph(" ") && cell.attributes.subtracting(.bold).isEmpty
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
