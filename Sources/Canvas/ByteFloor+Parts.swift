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
  ///   one, costs its `CSI` and `m` and a parameter byte at least.
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
      return max(lookBound, 2 * sgrs + names.reduce(0, +) + max(0, sgrs - names.count))
    }

    /// The bytes of the shortest SGR that sets one colour and no other (`CSI 39 m` for the default).
    static func colorCost(_ code: UInt32, _ depth: ColorDepth) -> Int {
      guard let color = Cell.color(code) else { return 5 }
      switch depth {
      case .none: return 0
      case .eight: return 5
      case .palette256: return 8 + String(ColorDepth.xterm256Index(of: color)).count
      case .truecolor: return 10 + [color.red, color.green, color.blue].reduce(0) { $0 + String($1).count }
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

// MARK: - Erasing

extension ByteFloor {
  /// What erasing to the end of the screen (`CSI J`, 3 bytes) at the best place, and to its start (`CSI 1 J`,
  /// 4 bytes) at the best place, could save at most: the glyphs of the blanks erased and the moves to spans
  /// all blank, less the erase and a byte for each run of alike cells it erases that is not blank and must be
  /// written again.
  struct Erasing {
    /// Each unit's first and last cell index, its glyphs if blank, and what erasing it saves.
    let units: [(start: Int, end: Int, blanks: Int, saving: Int)]
    /// For each cell index, how many runs of alike unchanged cells that are not blank start before it.
    let rewrites: [Int]

    init(frame: FrameBuffer, shown: FrameBuffer?, depth: ColorDepth, units: [Unit], entries: [Int]) {
      self.units = zip(units, entries).map { unit, entry in
        let blanks = unit.look.isBlank ? unit.glyphBytes : 0
        return (
          unit.row * frame.width + unit.columns.lowerBound, unit.row * frame.width + unit.columns.upperBound, blanks,
          unit.look.isBlank ? blanks + entry : 0
        )
      }
      var rewrites = [Int](repeating: 0, count: frame.cells.count + 1)
      var last: Shown?
      for index in frame.cells.indices {
        let cell = Shown(frame.cells[index], depth: depth)
        let unchanged = shown.map { Shown($0.cells[index], depth: depth) == cell } ?? cell.isBlank
        let starts = unchanged && !cell.isBlank && cell != last
        rewrites[index + 1] = rewrites[index] + (starts ? 1 : 0)
        last = unchanged ? cell : nil
      }
      self.rewrites = rewrites
    }

    func savings() -> Int {
      var toEnd = 0
      var saved = 0
      // the cursor must be moved to where the erase starts (or ends): the entry to that unit is not saved
      for unit in units.reversed() {
        toEnd = max(toEnd, saved + unit.blanks - 3 - (rewrites[rewrites.count - 1] - rewrites[unit.start]))
        saved += unit.saving
      }
      var toStart = 0
      saved = 0
      for unit in units {
        toStart = max(toStart, saved + unit.blanks - 4 - rewrites[unit.end])
        saved += unit.saving
      }
      return toEnd + toStart
    }
  }
}
