/// Chooses a cell's two colours and which of its pixels take the first, for the least squared error.
///
/// As chafa and notcurses do for their block symbols: every split of the
/// cell's pixels into two groups is tried (there are at most 128 for the
/// eight pixels of an octant cell), each group takes its mean colour, and the
/// split with the least summed squared distance wins. A cell with empty
/// pixels keeps them empty: its background is the terminal's own, its
/// foreground the mean of the painted pixels, or where edges are hard (not
/// blended into the background) the painted pixels' most common colour: the
/// mean of two stickers' colours, or of a sticker's and its rim mark's, is a
/// colour no pixel has, which at 256 colours comes out as a spot of another
/// hue on the rim (and a look of its own to send).
enum TwoColorFit {
  /// The fit of one cell: the pattern of pixels in the foreground (bit `i` for pixel `i`), and both colours packed
  /// as a cell keeps them (0: none).
  struct Fit: Equatable {
    var pattern: Int
    var foreground: UInt32
    var background: UInt32
  }

  /// The best fit for the first `count` (1…8) of `colors`, packed colours of a cell's pixels in pattern bit order;
  /// with `mixes` off, a cell with empty pixels takes its painted pixels' most common colour, not their mean.
  static func fit(_ colors: InlineArray<8, UInt32>, count: Int, mixes: Bool = true) -> Fit {
    var painted = 0
    var allSame = true
    for index in 0..<count {
      if colors[index] != 0 { painted |= 1 << index }
      if colors[index] != colors[0] { allSame = false }
    }
    let full = (1 << count) - 1
    if allSame { return Fit(pattern: colors[0] == 0 ? 0 : full, foreground: colors[0], background: 0) }
    if painted != full {
      let color = mixes ? mean(colors, pattern: painted) : mostCommon(colors, pattern: painted)
      return Fit(pattern: painted, foreground: color, background: 0)
    }
    var best = (pattern: 1, error: Double.infinity)
    let total = sums(colors, pattern: full)
    var inside = (red: 0.0, green: 0.0, blue: 0.0, count: 0)
    // the splits in Gray-code order, one pixel moving in or out each time (the last pixel always in the
    // background: each split is tried once)
    for step in 1..<(1 << (count - 1)) {
      let pattern = step ^ (step >> 1)
      let moved = (step & -step).trailingZeroBitCount
      let color = colors[moved]
      let sign = pattern & (1 << moved) != 0 ? 1.0 : -1.0
      inside.red += sign * Double((color >> 16) & 0xFF)
      inside.green += sign * Double((color >> 8) & 0xFF)
      inside.blue += sign * Double(color & 0xFF)
      inside.count += Int(sign)
      let outsideCount = Double(count - inside.count)
      let outside = (total.red - inside.red, total.green - inside.green, total.blue - inside.blue)
      // the squared error less what is the same for every split: Σ|c|² − |S₁|²/n₁ − |S₂|²/n₂
      let error =
        -(inside.red * inside.red + inside.green * inside.green + inside.blue * inside.blue) / Double(inside.count)
        - (outside.0 * outside.0 + outside.1 * outside.1 + outside.2 * outside.2) / outsideCount
      if error < best.error || (error == best.error && pattern < best.pattern) { best = (pattern, error) }
    }
    return Fit(
      pattern: best.pattern, foreground: mean(colors, pattern: best.pattern),
      background: mean(colors, pattern: full & ~best.pattern))
  }

  /// The colour most of the pixels in `pattern` have (of those as many, the first in pattern bit order).
  static func mostCommon(_ colors: InlineArray<8, UInt32>, pattern: Int) -> UInt32 {
    var best = (color: UInt32(0), count: 0)
    for index in 0..<8 where pattern & (1 << index) != 0 {
      var count = 0
      for other in index..<8 where pattern & (1 << other) != 0 && colors[other] == colors[index] { count += 1 }
      if count > best.count { best = (colors[index], count) }
    }
    return best.color
  }

  /// The sums of red, green and blue over the pixels in `pattern`, and how many there are.
  private static func sums(
    _ colors: InlineArray<8, UInt32>, pattern: Int
  ) -> (red: Double, green: Double, blue: Double, count: Int) {
    var sums = (red: 0.0, green: 0.0, blue: 0.0, count: 0)
    var bits = pattern
    while bits != 0 {
      let index = bits.trailingZeroBitCount
      bits &= bits - 1
      let color = colors[index]
      sums.red += Double((color >> 16) & 0xFF)
      sums.green += Double((color >> 8) & 0xFF)
      sums.blue += Double(color & 0xFF)
      sums.count += 1
    }
    return sums
  }

  /// The mean colour of the pixels in `pattern`, packed (rounded to the nearest).
  static func mean(_ colors: InlineArray<8, UInt32>, pattern: Int) -> UInt32 {
    let sums = sums(colors, pattern: pattern)
    guard sums.count > 0 else { return 0 }
    let count = Double(sums.count)
    return Cell.packed(
      RGB(
        UInt8((sums.red / count).rounded()), UInt8((sums.green / count).rounded()),
        UInt8((sums.blue / count).rounded())))
  }
}
