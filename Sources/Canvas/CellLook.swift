/// Block pattern glyphs and their complements.
///
/// A pattern glyph of `CellPatterns` over two colours shows what its
/// complement (the glyph lighting the other pixels) shows with the colours
/// swapped, or with the same colours in reverse video; the space and the full
/// block are each other's complement.
enum BlockComplements {
  /// An open-addressed table keyed by the glyphs' UTF-8 (`Glyph.shortKey`): found on every changed cell, where
  /// hashing with `Dictionary` would take longer than the rest of the diff.
  private static let capacity = 1024
  private static let table: (keys: [UInt32], complements: [Glyph], isUpper: [Bool]) = {
    var keys = [UInt32](repeating: 0, count: capacity)
    var complements = [Glyph](repeating: Glyph(" "), count: capacity)
    var isUpper = [Bool](repeating: false, count: capacity)
    for patterns in [CellPatterns.quadrants, CellPatterns.sextants, CellPatterns.octants] {
      for (pattern, glyph) in patterns.enumerated() {
        let complement = (patterns.count - 1) ^ pattern
        var slot = firstSlot(glyph.shortKey)
        while keys[slot] != 0 && keys[slot] != glyph.shortKey { slot = (slot + 1) & (capacity - 1) }
        keys[slot] = glyph.shortKey
        complements[slot] = patterns[complement]
        isUpper[slot] = pattern > complement
      }
    }
    return (keys, complements, isUpper)
  }()

  private static func firstSlot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 22) }

  /// Where `glyph` is in the table; nil when it is not a block pattern glyph.
  @inline(__always)
  private static func slot(of glyph: Glyph) -> Int? {
    let key = glyph.shortKey
    guard key != 0 else { return nil }
    var slot = firstSlot(key)
    while true {
      let found = table.keys[slot]
      if found == key { return slot }
      if found == 0 { return nil }
      slot = (slot + 1) & (capacity - 1)
    }
  }

  /// The complement of `glyph`; nil when it is not a block pattern glyph.
  static func complement(of glyph: Glyph) -> Glyph? { slot(of: glyph).map { table.complements[$0] } }

  /// Whether `glyph` is the one of its pair lighting more pixels; nil when it is not a block pattern glyph.
  static func isUpper(_ glyph: Glyph) -> Bool? { slot(of: glyph).map { table.isUpper[$0] } }
}

extension Cell {
  /// Whether the two cells look the same on a terminal: equal, or both the same block pattern as drawn (a space
  /// shows only its background, a pattern glyph in one colour is a space in it, a pattern over two colours is
  /// its complement with them swapped).
  ///
  /// Cells with attributes, wide glyphs and other glyphs look the same only when equal.
  func looksLike(_ other: Cell) -> Bool {
    guard self != other else { return true }
    // two spaces are sent again as before: a space written between changed cells costs less than a move over it
    guard glyph != CellLook.space || other.glyph != CellLook.space else { return false }
    guard attributes.isEmpty, other.attributes.isEmpty, let mine = plainLook, let theirs = other.plainLook else {
      return false
    }
    return mine.glyph == theirs.glyph && mine.foreground == theirs.foreground && mine.background == theirs.background
  }

  /// The cell as the one pattern glyph in its look is drawn, the one lighting fewer pixels; nil for other cells.
  var plainLook: (glyph: Glyph, foreground: UInt32, background: UInt32)? {
    guard width == 1, let isUpper = BlockComplements.isUpper(glyph) else { return nil }
    if glyph == CellLook.fullBlock && foregroundCode != 0 { return (CellLook.space, 0, foregroundCode) }
    if glyph == CellLook.space { return (CellLook.space, 0, backgroundCode) }
    if foregroundCode == backgroundCode && foregroundCode != 0 { return (CellLook.space, 0, foregroundCode) }
    guard isUpper && foregroundCode != 0 && backgroundCode != 0, let complement = BlockComplements.complement(of: glyph)
    else { return (glyph, foregroundCode, backgroundCode) }
    return (complement, backgroundCode, foregroundCode)
  }
}

/// The glyphs looks are told by.
enum CellLook {
  static let space = Glyph(" ")
  static let fullBlock = Glyph("█")
}
