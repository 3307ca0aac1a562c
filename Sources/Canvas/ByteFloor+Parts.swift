// MARK: - Pens

extension ByteFloor {
  /// The least bytes of SGR the changed cells need.
  ///
  /// A look is a non-blank cell's two colours as a set (reverse video or a
  /// complementary block glyph can swap them) and its attributes; a blank needs
  /// only its colour as one of the pen's, and counts as a look of its own when
  /// no other look has that colour. The pen may hold any look when the frame
  /// starts. The bytes are the more of two bounds:
  /// - each look but one is set by an SGR, whose last parameter brings it in:
  ///   a colour of it (`CSI 38;5;N m`…), an attribute (`CSI 1 m`, 4 bytes), or
  ///   a reset of attributes (`CSI 22 m`, 5) or of all (`CSI m`, 3, for the
  ///   plain look);
  /// - each colour but the two the pen may hold is named once (its parameters
  ///   and a separator), and each SGR, of which there are as many as looks less
  ///   one, costs its `CSI` and `m` and a parameter byte at least;
  /// - the looks that are not blank in the order the pen first holds each:
  ///   from one to the next the SGRs name at least the colours (and attributes)
  ///   the one holds and the other does not (`ByteFloor.sgr`), however many
  ///   SGRs and blanks come between. That order is a path through the looks
  ///   from any one of them, so the bytes are at least the least tree of those
  ///   SGRs (`Arborescence`) with the first look free. A look of two colours
  ///   is one step from those sharing a colour with it: where the frame has
  ///   many more looks than colours, the colours are named again and again.
  struct Pens {
    let depth: ColorDepth
    private var looks = Set<Look>()
    private var blankColors = Set<UInt32>()

    init(depth: ColorDepth) { self.depth = depth }

    mutating func note(_ look: Look) {
      if look.isBlank { blankColors.insert(look.first) } else { looks.insert(look) }
    }

    func bytes() -> Int {
      let colorsOfLooks = Set(looks.flatMap { [$0.first, $0.second] })
      let uncovered = blankColors.subtracting(colorsOfLooks)
      let landing =
        looks.map { $0.cost(depth) } + uncovered.map { $0 == 0 ? 3 : min(Self.colorCost($0, depth), 4) }
      guard let costliest = landing.max() else { return 0 }
      let lookBound = landing.reduce(0, +) - costliest
      var names = colorsOfLooks.union(uncovered).subtracting([0]).map { Self.colorCost($0, depth) - 2 }.sorted()
      names.removeLast(min(2, names.count))
      let sgrs = max(landing.count - 1, names.isEmpty ? 0 : 1)
      return max(lookBound, 2 * sgrs + names.reduce(0, +) + max(0, sgrs - names.count), path())
    }

    /// The least tree of SGRs through the looks that are not blank, any one of them first.
    private func path() -> Int {
      let looks = Array(looks)
      guard looks.count > 1 else { return 0 }
      // node 0 is the frame's start, whose one way into the first look costs nothing (`lift` taken back after)
      let lift = 1 << 40
      let edges =
        [[]]
        + looks.map { look in
          [(from: 0, cost: lift)]
            + looks.indices.compactMap { from in
              looks[from] == look
                ? nil : (from: from + 1, cost: ByteFloor.sgr(from: looks[from], to: look, depth: depth))
            }
        }
      return Arborescence.cost(into: edges) - lift
    }

    /// The bytes of the shortest SGR that sets one colour and no other (`CSI 39 m` for the default).
    static func colorCost(_ code: UInt32, _ depth: ColorDepth) -> Int {
      guard let color = Cell.color(code) else { return 5 }
      switch depth {
      case .none: return 0
      case .eight: return 5
      case .palette256: return 8 + ColorDepth.xterm256Index(of: color).decimalDigits
      case .truecolor: return 10 + [color.red, color.green, color.blue].reduce(0) { $0 + Int($1).decimalDigits }
      }
    }
  }

  /// Two colours as a set, and the attributes; or a blank's colour.
  struct Look: Hashable {
    let first: UInt32
    let second: UInt32
    let attributes: UInt8
    let isBlank: Bool

    init(_ cell: Shown) {
      isBlank = cell.isBlank
      first = isBlank ? cell.background : min(cell.foreground, cell.background)
      second = isBlank ? cell.background : max(cell.foreground, cell.background)
      attributes = cell.attributes.rawValue
    }

    /// The cheapest last parameter of an SGR that brings this look in.
    func cost(_ depth: ColorDepth) -> Int {
      if first == 0 && second == 0 && attributes == 0 { return 3 }
      let colors = min(Pens.colorCost(first, depth), Pens.colorCost(second, depth))
      return min(colors, attributes == 0 ? 5 : 4)
    }
  }
}
