import Testing

@testable import Canvas

@Suite("Two colours a cell, fitted to its pixels")
struct TwoColorFitTests {
  /// A small seeded generator (SplitMix64), so the random cells are the same on every run.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func channels(_ packed: UInt32) -> [Double] {
    [Double((packed >> 16) & 0xFF), Double((packed >> 8) & 0xFF), Double(packed & 0xFF)]
  }

  static func distance(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +)
  }

  /// The squared error of showing each pixel in the colour its group takes.
  static func error(of fit: TwoColorFit.Fit, _ colors: [UInt32]) -> Double {
    colors.indices.map { index in
      let shown = fit.pattern & (1 << index) != 0 ? fit.foreground : fit.background
      return distance(channels(colors[index]), channels(shown))
    }.reduce(0, +)
  }

  /// The least error of any two colours from `levels`³, each pixel taking the nearer one: a brute-force bound.
  static func bruteForce(_ colors: [UInt32], levels: [UInt32]) -> Double {
    let palette = levels.flatMap { r in levels.flatMap { g in levels.map { b in [Double(r), Double(g), Double(b)] } } }
    var best = Double.infinity
    for a in palette.indices {
      for b in a..<palette.count {
        let error = colors.map { color in
          min(distance(channels(color), palette[a]), distance(channels(color), palette[b]))
        }.reduce(0, +)
        best = min(best, error)
      }
    }
    return best
  }

  @Test("on random cells the fit is never worse than the best pair of palette colours", arguments: [4, 6, 8])
  func noWorseThanBruteForce(count: Int) {
    var generator = Generator(state: UInt64(count))
    let levels: [UInt32] = [0, 128, 255]
    for _ in 0..<60 {
      let colors = (0..<count).map { _ in
        1 << 24 | levels.randomElement(using: &generator)! << 16 | levels.randomElement(using: &generator)! << 8
          | levels.randomElement(using: &generator)!
      }
      var cell = InlineArray<8, UInt32>(repeating: 0)
      for index in colors.indices { cell[index] = colors[index] }
      let fit = TwoColorFit.fit(cell, count: count)
      // the two means are rounded to whole levels: at most 3 × 0.5² more a pixel
      let slack = Double(count) * 0.75
      #expect(Self.error(of: fit, colors) <= Self.bruteForce(colors, levels: levels) + slack, "\(colors)")
    }
  }

  @Test("a split of random colours is the best of every split (checked by trying all of them)")
  func bestOfAllSplits() {
    var generator = Generator(state: 99)
    for _ in 0..<40 {
      let colors = (0..<8).map { _ in 1 << 24 | UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
      var cell = InlineArray<8, UInt32>(repeating: 0)
      for index in colors.indices { cell[index] = colors[index] }
      let fit = TwoColorFit.fit(cell, count: 8)
      var best = Double.infinity
      for pattern in 1..<255 {
        let split = TwoColorFit.Fit(
          pattern: pattern, foreground: TwoColorFit.mean(cell, pattern: pattern),
          background: TwoColorFit.mean(cell, pattern: 255 & ~pattern))
        best = min(best, Self.error(of: split, colors))
      }
      #expect(Self.error(of: fit, colors) <= best + 1e-9)
    }
  }

  @Test("empty pixels stay empty: the background is the terminal's, the foreground the painted pixels' mean")
  func emptyPixelsStayEmpty() {
    var cell = InlineArray<8, UInt32>(repeating: 0)
    cell[0] = 1 << 24 | 0xFF0000
    cell[3] = 1 << 24 | 0x0000FF
    let fit = TwoColorFit.fit(cell, count: 4)
    #expect(fit == TwoColorFit.Fit(pattern: 0b1001, foreground: 1 << 24 | 0x800080, background: 0))
  }

  @Test("with hard edges, empty pixels stay empty and the others take the colour most of them have, not a mix")
  func hardEdgesTakeTheCommonestColour() {
    var cell = InlineArray<8, UInt32>(repeating: 0)
    cell[0] = 1 << 24 | 0x0000FF
    cell[1] = 1 << 24 | 0xFF0000
    cell[2] = 1 << 24 | 0xFF0000
    let fit = TwoColorFit.fit(cell, count: 6, mixes: false)
    #expect(fit == TwoColorFit.Fit(pattern: 0b111, foreground: 1 << 24 | 0xFF0000, background: 0))
  }

  @Test("every quadrant, sextant and octant glyph shows its pattern, by its Unicode name")
  func glyphTablesMatchTheirNames() {
    let others: [String: Int] = [
      "SPACE": 0, "FULL BLOCK": -1, "UPPER HALF BLOCK": 0b1111, "LEFT HALF BLOCK": -2, "RIGHT HALF BLOCK": -3,
    ]
    for (table, down, prefix) in [
      (CellPatterns.sextants, 3, "BLOCK SEXTANT-"), (CellPatterns.octants, 4, "BLOCK OCTANT-"),
    ] {
      #expect(table.count == 1 << (2 * down))
      for (pattern, glyph) in table.enumerated() {
        let name = glyph.text.unicodeScalars.first?.properties.name ?? ""
        guard name.hasPrefix(prefix) else {
          if let known = others[name] {
            let full = (1 << (2 * down)) - 1
            let left = (0..<down).reduce(0) { $0 | 1 << ($1 * 2) }
            let expected = [-1: full, -2: left, -3: left << 1][known] ?? known
            #expect(pattern == expected, "\(name) at \(pattern)")
          }
          continue
        }
        let bits = name.dropFirst(prefix.count).reduce(0) { $0 | 1 << (Int(String($1))! - 1) }
        #expect(bits == pattern, "\(name) at \(pattern)")
      }
    }
    #expect(CellPatterns.quadrants.count == 16)
  }
}
