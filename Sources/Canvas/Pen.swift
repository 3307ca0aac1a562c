/// The colours (packed as a cell keeps them) and attributes a terminal writes cells in.
struct Pen: Equatable, Sendable {
  var foreground: UInt32
  var background: UInt32
  var attributes: CellAttributes

  /// The terminal's defaults.
  static let plain = Pen(foreground: 0, background: 0, attributes: [])

  /// A colour a pen in a `PenChoice` may have any of (never a packed colour).
  static let free = UInt32.max

  /// In a `PenChoice`'s pen: bold and dim may be on or off (a space shows neither), other attributes off.
  static let freeWeight = CellAttributes(rawValue: 1 << 7)
  /// The attributes a space shows none of.
  static let weights: CellAttributes = [.bold, .dim]

  /// About how many bytes of SGR change this pen to `next`.
  @inline(__always)
  func change(to next: Pen) -> Int {
    var bytes = 0
    if foreground != next.foreground { bytes += next.foreground == 0 ? 3 : 9 }
    if background != next.background { bytes += next.background == 0 ? 3 : 9 }
    if attributes != next.attributes { bytes += 3 }
    return bytes == 0 ? 0 : bytes + 2
  }

  /// The pen in both this one and `other` (a free colour takes the other's); nil when they differ.
  @inline(__always)
  fileprivate func meeting(_ other: Pen) -> Pen? {
    guard let attributes = Self.meeting(attributes, other.attributes) else { return nil }
    let foreground = Self.meeting(self.foreground, other.foreground)
    let background = Self.meeting(self.background, other.background)
    guard foreground != nil, background != nil else { return nil }
    return Pen(foreground: foreground!, background: background!, attributes: attributes)
  }

  private static func meeting(_ mine: CellAttributes, _ theirs: CellAttributes) -> CellAttributes? {
    if mine == freeWeight { return theirs.isSubset(of: weights.union(freeWeight)) ? theirs : nil }
    if theirs == freeWeight { return mine.isSubset(of: weights) ? mine : nil }
    return mine == theirs ? mine : nil
  }

  private static func meeting(_ color: UInt32, _ other: UInt32) -> UInt32? {
    color == free ? other : other == free || other == color ? color : nil
  }

  /// Whether every pen this one allows, `other` allows too.
  fileprivate func within(_ other: Pen) -> Bool {
    (attributes == other.attributes || other.attributes == Self.freeWeight && attributes.isSubset(of: Self.weights))
      && (other.foreground == Self.free || other.foreground == foreground)
      && (other.background == Self.free || other.background == background)
  }
}

/// The pens a cell, or cells side by side, can be written in and look as they should: one or two, each colour of
/// them fixed or free.
///
/// A space shows only its background, so any pen with that background writes
/// it (bold or dim or not), and a pen with that colour in front and no
/// attributes writes it as a full block; a block
/// pattern over two colours is its complement with the colours swapped
/// (`Cell.plainLook`). Other cells, and cells with attributes, take their own
/// pen.
struct PenChoice {
  var first: Pen
  var second: Pen?
  /// How many bytes fewer the glyphs take written in the second pen than in the first (`noteGlyphs`): a space in
  /// a pen with its colour behind is one byte, where `█` in a pen with it in front is three.
  private(set) var secondSaves = 0

  /// The pens that write `cell`.
  init(_ cell: Cell) {
    guard cell.attributes.isEmpty, let look = cell.plainLook else {
      first = Pen(foreground: cell.foregroundCode, background: cell.backgroundCode, attributes: cell.attributes)
      return
    }
    if look.glyph == CellLook.space {
      first = Pen(foreground: look.background == 0 ? Pen.free : look.background, background: Pen.free, attributes: [])
      if look.background == 0 {
        first.background = 0
        first.attributes = Pen.freeWeight
      } else {
        second = Pen(foreground: Pen.free, background: look.background, attributes: Pen.freeWeight)
      }
    } else {
      first = Pen(foreground: look.foreground, background: look.background, attributes: [])
      if look.foreground != 0 && look.background != 0 {
        second = Pen(foreground: look.background, background: look.foreground, attributes: [])
      }
    }
  }

  private init(first: Pen, second: Pen?) {
    self.first = first
    self.second = second
  }

  /// The pens that write both what this choice and `other` write; nil when none does.
  func meeting(_ other: PenChoice) -> PenChoice? {
    var kept: (Pen?, Pen?) = (nil, nil)
    // each pen both allow, those another allows all of left out
    func keep(_ pen: Pen) {
      if let one = kept.0, pen.within(one) { return }
      if let two = kept.1, pen.within(two) { return }
      if let one = kept.0, one.within(pen) {
        kept.0 = pen
        if let two = kept.1, two.within(pen) { kept.1 = nil }
      } else if let two = kept.1, two.within(pen) {
        kept.1 = pen
      } else if kept.0 == nil {
        kept.0 = pen
      } else if kept.1 == nil {
        kept.1 = pen
      }
    }
    for mine in [first, second] {
      guard let mine else { continue }
      for theirs in [other.first, other.second] {
        if let theirs, let both = mine.meeting(theirs) { keep(both) }
      }
    }
    guard let first = kept.0 ?? kept.1 else { return nil }
    return PenChoice(first: first, second: kept.0 == nil ? nil : kept.1)
  }

  /// The look runs of this choice are grouped by: the same whichever way round its two pens are given.
  var key: Pen {
    guard let second else { return first }
    return (first.foreground, first.background) <= (second.foreground, second.background) ? first : second
  }

  /// Notes what the glyphs of `cells` (those this choice writes) take in each of its pens.
  mutating func noteGlyphs(_ cells: UnsafeBufferPointer<Cell>.SubSequence) {
    guard let second else { return }
    secondSaves = cells.reduce(0) {
      $0 + ANSIBurst.glyphBytes(of: $1, in: first) - ANSIBurst.glyphBytes(of: $1, in: second)
    }
  }

  /// The pen of this choice that costs least after `current`, its free colours those of `current`: the SGR that
  /// changes to it and the bytes its glyphs take more than in the other.
  func resolved(after current: Pen) -> Pen {
    let one = Self.filled(first, from: current)
    guard let second else { return one }
    let other = Self.filled(second, from: current)
    return current.change(to: other) - secondSaves < current.change(to: one) ? other : one
  }

  private static func filled(_ pen: Pen, from current: Pen) -> Pen {
    Pen(
      foreground: pen.foreground == Pen.free ? current.foreground : pen.foreground,
      background: pen.background == Pen.free ? current.background : pen.background,
      attributes: pen.attributes == Pen.freeWeight ? current.attributes.intersection(Pen.weights) : pen.attributes)
  }
}
