/// A lower bound on the bytes a sixel picture must send to take the pixels shown to a new picture.
///
/// It counts, for an encoder that sends a frame as one picture (placed at a
/// cell's top left, so its bands of six pixel rows start at a multiple of the
/// cell height) and draws a pixel only in the colour it is to show (never
/// painting it over to draw it again):
///
/// - the picture's `ESC P q` and `ESC \` (5 bytes); its placement is not counted;
/// - in each band, a sixel character of its colour over every column where
///   pixels change to that colour: one byte a column, or a repeat
///   (`! n char`, 3 bytes from four columns on, 4 from ten, 5 from a hundred)
///   over columns that one character can draw, as it must hold every changing
///   pixel of them and may draw only pixels that are to show its colour;
/// - the way from the band's start to its first such column: the characters
///   before the character drawing it, as many as a skip over them
///   (`?` each or `! n ?`), where that character may begin no further left
///   than it can draw;
/// - a colour choice (`# n`, 2 bytes at least) for each colour of the band but
///   one (the band may go on in the colour the band before ended in);
/// - a `$` for each colour but one changing in the column that has most (one
///   pass draws one character a column);
/// - a `-` for each band from the picture's top to its last changing band.
///
/// Colour definitions, skips between the pieces of a band and the cursor
/// move are left out. Of the band grids the picture may start on, the least.
public enum SixelFloor {
  /// The floor from `shown` (nil: nothing shown, every pixel to draw) to `picture`, both rows `width` pixels long of
  /// colour indices, on cells `cellHeight` pixels tall.
  public static func bytes(from shown: [UInt8]?, to picture: [UInt8], width: Int, cellHeight: Int) -> Int {
    let height = picture.count / width
    let changedRows = (0..<height).filter { row in
      guard let shown else { return true }
      return shown[(row * width)..<((row + 1) * width)] != picture[(row * width)..<((row + 1) * width)]
    }
    guard let first = changedRows.first, let last = changedRows.last else { return 0 }
    // for each phase of the band grid, the lowest top a picture can start at
    var tops: [Int: Int] = [:]
    for top in stride(from: 0, through: first, by: cellHeight) { tops[top % 6] = top }
    let frame = Frame(shown: shown, picture: picture, width: width)
    return tops.values.map { top in
      let bands = stride(from: top, through: last, by: 6).map { band(frame, rows: $0..<min($0 + 6, height)) }
      return 5 + (last - top) / 6 + bands.reduce(0, +)
    }.min()!
  }

  /// The pictures compared.
  private struct Frame {
    let shown: [UInt8]?
    let picture: [UInt8]
    let width: Int
  }

  /// One colour's columns in a band, as sixels: the pixels changing to it, and those that are to show it.
  struct Columns {
    var needed: [UInt8]
    var drawable: [UInt8]
  }

  /// The floor of the band `rows`: its characters, its way to its first changing column, its colour choices and its
  /// `$`s.
  private static func band(_ frame: Frame, rows: Range<Int>) -> Int {
    var slots = [Int](repeating: -1, count: 256)  // by colour index
    var colors: [Columns] = []
    var changes = [Int](repeating: 0, count: frame.width)  // colours changing in each column
    for (bit, row) in rows.enumerated() {
      for x in 0..<frame.width {
        let at = row * frame.width + x
        let color = Int(frame.picture[at])
        if slots[color] < 0 {
          slots[color] = colors.count
          let none = [UInt8](repeating: 0, count: frame.width)
          colors.append(Columns(needed: none, drawable: none))
        }
        let slot = slots[color]
        colors[slot].drawable[x] |= 1 << bit
        guard frame.shown.map({ Int($0[at]) != color }) ?? true else { continue }
        if colors[slot].needed[x] == 0 { changes[x] += 1 }
        colors[slot].needed[x] |= 1 << bit
      }
    }
    guard let start = changes.firstIndex(where: { $0 > 0 }) else { return 0 }
    let changing = colors.filter { $0.needed.contains { $0 != 0 } }
    // the character drawing the first changing column begins no further left than it can draw
    let begin =
      changing.filter { $0.needed[start] != 0 }.map { columns in
        var x = start
        while x > 0, columns.needed[start] & ~columns.drawable[x - 1] == 0 { x -= 1 }
        return x
      }.min()!
    let characters = changing.map(characterBytes).reduce(0, +)
    return characters + SixelEncoder.runBytes(begin) + 2 * (changing.count - 1) + changes.max()! - 1
  }

  /// The fewest bytes of characters that draw every changing pixel of one colour's `columns`: a byte a changing
  /// column, or a repeat over columns one character can draw (every changing pixel of them, none not to show the
  /// colour).
  static func characterBytes(_ columns: Columns) -> Int {
    let needed = columns.needed
    let drawable = columns.drawable
    guard let low = needed.firstIndex(where: { $0 != 0 }), let high = needed.lastIndex(where: { $0 != 0 }) else {
      return 0
    }
    // least[i]: the bytes drawing the changing pixels of columns low..<low + i
    var least = [Int](repeating: 0, count: high - low + 2)
    var window = RepeatWindow(start: low)
    for x in low...high {
      window.add(needed: needed[x], drawable: drawable[x])
      while !window.drawsAlike { window.drop(needed: needed[window.start], drawable: drawable[window.start]) }
      var best = least[x - low] + (needed[x] != 0 ? 1 : 0)
      // the longest repeat ending at x at each price: its start as far left as the window and the price allow
      for (longest, shortest) in [(9, 4), (99, 10), (999, 100), (Int.max - 1, 1000)] {
        let from = max(window.start, x + 1 - longest)
        if x + 1 - from >= shortest { best = min(best, least[from - low] + SixelEncoder.runBytes(x + 1 - from)) }
      }
      least[x - low + 1] = best
    }
    return least[high - low + 1]
  }

  /// Columns `start...` as one repeated character: how many of them change each of the six pixels, and how many
  /// may not draw each.
  private struct RepeatWindow {
    var start: Int
    var needing = [Int](repeating: 0, count: 6)
    var barring = [Int](repeating: 0, count: 6)

    /// Whether one character can draw them all: no pixel row changes in one column and may not be drawn in another.
    var drawsAlike: Bool { !(0..<6).contains { needing[$0] > 0 && barring[$0] > 0 } }

    mutating func add(needed: UInt8, drawable: UInt8) {
      for bit in 0..<6 {
        if needed & (1 << bit) != 0 { needing[bit] += 1 }
        if drawable & (1 << bit) == 0 { barring[bit] += 1 }
      }
    }

    mutating func drop(needed: UInt8, drawable: UInt8) {
      for bit in 0..<6 {
        if needed & (1 << bit) != 0 { needing[bit] -= 1 }
        if drawable & (1 << bit) == 0 { barring[bit] -= 1 }
      }
      start += 1
    }
  }
}
