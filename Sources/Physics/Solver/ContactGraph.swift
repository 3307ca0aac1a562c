/// A step's contact rows sorted into colours, as Box2D v3's constraint graph: within a colour no
/// two groups of rows move the same body, so the groups of a colour may be solved in any order,
/// on any thread, to the same bits; the colours are solved one after the other.
///
/// A group is a run of rows in key order between the same two bodies (the points of one
/// manifold); its rows stay together and in order. Colours are given in key order, each body
/// keeping a mask of the colours it is in. A group of one row takes the lowest colour free for
/// the bodies it moves (Box2D's greedy choice); a face (two rows or more) takes the colour after
/// the highest of its bodies', so that a stack meets its faces in key order, bottom-up as it is
/// built, as the serial solver did: with the lowest free colour a pyramid of 210 boxes, solved
/// partly top-down, never came to rest (drift 0.12, still moving at 0.37 after 9 s, none
/// asleep). Only faces: in key order every group, half the 1 000-ball pit's groups and 83% of the
/// 10 000-ball pit's ran out of colours, to be solved on one thread. A body the solver does not
/// move (static, kinematic or asleep: zero inverse mass and inertia; the solver never writes its
/// state) takes no colour, so a wall may be in many groups of one colour. Unlike Box2D, which
/// solves contacts against static bodies last, they take the lowest colours here like the rest:
/// measured on the ballpit, that left less overlap (10 000 balls, 600 steps: 0.079 against 0.101;
/// 1 000 balls: 0.021 against 0.031). A group past the last colour goes to the overflow colour,
/// whose groups are solved in order on one thread, after the others; so do the later groups of
/// its bodies, which keeps their order.
///
/// The contact search's blocks are coloured one after the other, in block order, as they come
/// (`colour`, while later blocks are still searched); `plan` then sets where each block's rows of
/// each colour go, and `place` sorts each block's rows by colour in place, all blocks at once.
/// The rows stay in the search's blocks (the contacts' finish finds them again from the block's
/// `colours`, see `colourStarts`): the solver takes a colour's rows block after block, a block's
/// one after the other (see `ContactGroupRun`). A copy of them all in colour order was 21 MB of
/// the 100 000-ball pit's peak memory; read in key order through a list of groups instead, far
/// apart, they made the 10 000-ball pit's step 15% slower.
final class ContactGraph {
  /// The colours, the overflow colour last.
  static let colourCount = 64
  /// The colour of groups past the others (and of their bodies' later groups).
  static let overflow = colourCount - 1

  /// Per colour and one more, per block: where the block's rows of the colour start once sorted
  /// (and, the colour after, end).
  private(set) var colourBounds: ContiguousArray<Int32> = []
  /// Per colour, per block and one more: the colour's rows in the blocks before it.
  private(set) var colourRowsBefore: ContiguousArray<Int32> = []
  /// Each block's rows and bounce records (valid from `plan` until the search's blocks change
  /// again, at the next step's search).
  var blockRows = ContactBlockRows()
  /// Per body slot, the colours it is in (scratch of the colouring, in the step's `BodyScratch`).
  private var used = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
  /// Per block, per colour: its rows.
  private var blockRowCounts: ContiguousArray<Int32> = []
  /// Whether the step's groups may make a face (see `ContactGroupRun.forEachFace`): a group of two rows or more,
  /// or two groups of one pair in a colour, which only the overflow colour or a pair the solver moves neither of
  /// can hold. Without one, relaxing the faces is a pass over every group that changes nothing.
  private(set) var mayHoldFaces = false
  /// One past the highest colour a group took: the colours from it on hold no row, and the plan,
  /// the passes and the finish look at none of them (10 000 balls take about 12 colours of the 64:
  /// the plan of all 64 took 68 000 instructions a step on the stepping thread alone).
  private(set) var colourLimit = 0

  /// Readies the colouring of `blockCount` blocks, with a colour mask a body in `masks` (valid
  /// until the last block is coloured), each body the solver moves in no colour yet (its mask
  /// clear: the colouring reads no other body's).
  func begin(blockCount: Int, masks: UnsafeMutableBufferPointer<UInt64>) {
    used = masks
    colourLimit = 0
    blockRowCounts.resize(to: blockCount * Self.colourCount, filler: 0)
    blockRowCounts.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    mayHoldFaces = false
  }

  /// Splits block `number`'s rows (in key order, after those of the blocks before it, which are
  /// coloured already) into groups and gives each its colour, noted for each of its rows in the
  /// block's `colours`.
  func colour(_ block: ContactBlock, number: Int, states: UnsafeBufferPointer<BodyState>) {
    block.colours.resizeGrowingByAQuarter(to: block.rows.count, filler: 0)
    var mayHoldFaces = self.mayHoldFaces
    var colourLimit = Self.colourCount
    let used = self.used
    block.colours.withUnsafeMutableBufferPointer { colours in
      blockRowCounts.withUnsafeMutableBufferPointer { blockRowCounts in
        let counts = number * Self.colourCount
        Self.forEachGroup(in: block.rows) { a, b, rows in
          let (movesA, movesB) = (states[a].isMovable, states[b].isMovable)
          let colour = Self.colour(a, b, movesA: movesA, movesB: movesB, face: rows.count > 1, used)
          mayHoldFaces = mayHoldFaces || rows.count > 1 || colour == Self.overflow || !(movesA || movesB)
          // The first row, then a face's others (one loop over the group's rows was a call to
          // memset a group: 155 M instructions of the 10 000-ball pit's 600 steps).
          colours[rows.lowerBound] = UInt8(truncatingIfNeeded: colour)
          if rows.count > 1 {
            for row in rows.dropFirst() { colours[row] = UInt8(truncatingIfNeeded: colour) }
          }
          // Counts within a block's rows: they cannot overflow.
          blockRowCounts[counts + colour] &+= Int32(truncatingIfNeeded: rows.count)
        }
        // One past the block's highest colour, if above the blocks' before it.
        while colourLimit > self.colourLimit && blockRowCounts[counts + colourLimit - 1] == 0 { colourLimit -= 1 }
      }
    }
    self.mayHoldFaces = mayHoldFaces
    self.colourLimit = colourLimit
  }

  /// Calls `body` with each group of `rows` (in key order): its two bodies and its rows.
  @inline(__always)
  private static func forEachGroup(in rows: ContiguousArray<ContactRow>, _ body: (Int, Int, Range<Int>) -> Void) {
    let base = rows.unsafeBase
    var index = 0
    while index < rows.count {
      let a = Int(base[index].bodyA)
      let b = Int(base[index].bodyB)
      let start = index
      index += 1
      while index < rows.count && Int(base[index].bodyA) == a && Int(base[index].bodyB) == b { index += 1 }
      body(a, b, start..<index)
    }
  }

  /// The colour of a group between bodies `a` and `b` (a face when `face`; `movesA` and `movesB`
  /// whether the solver moves each), marked in `used` (see the type's summary).
  @inline(__always)
  private static func colour(
    _ a: Int, _ b: Int, movesA: Bool, movesB: Bool, face: Bool, _ used: UnsafeMutableBufferPointer<UInt64>
  ) -> Int {
    let taken = (movesA ? used[a] : 0) | (movesB ? used[b] : 0)
    let free = ~taken & (1 << overflow - 1)
    let colour: Int
    if face {
      colour = taken == 0 ? 0 : min(UInt64.bitWidth - taken.leadingZeroBitCount, overflow)
    } else {
      colour = free == 0 || taken >> overflow != 0 ? overflow : free.trailingZeroBitCount
    }
    // The colour is below 64: the shift needs no check.
    if movesA { used[a] |= 1 &<< colour }
    if movesB { used[b] |= 1 &<< colour }
    return colour
  }

  /// Once every block is coloured: where each block's rows of each colour go, and how many rows
  /// of each colour the blocks before each have (the colours below `colourLimit`, the others
  /// empty); notes where each block's rows and bounce records are.
  func plan(_ blocks: ArraySlice<ContactBlock>) {
    blockRows.note(blocks)
    let blockCount = blocks.count
    colourBounds.resize(to: (Self.colourCount + 1) * blockCount, filler: 0)
    colourRowsBefore.resize(to: Self.colourCount * (blockCount + 1), filler: 0)
    // Through pointers: with each of these properties' accesses checked (64 colours a block),
    // the plan of 10 000 balls' 9 blocks took 113 000 instructions a step on the stepping
    // thread alone; with 39 blocks, through pointers, 69 000.
    let rowCounts = blockRowCounts.unsafeBase
    colourBounds.withUnsafeMutableBufferPointer { bounds in
      colourRowsBefore.withUnsafeMutableBufferPointer { rowsBefore in
        for block in 0..<blockCount { bounds[block] = 0 }
        for colour in 0..<colourLimit {
          var before: Int32 = 0
          for block in 0..<blockCount {
            let count = rowCounts[block * Self.colourCount + colour]
            bounds[(colour + 1) * blockCount + block] = bounds[colour * blockCount + block] + count
            rowsBefore[colour * (blockCount + 1) + block] = before
            before += count
          }
          rowsBefore[colour * (blockCount + 1) + blockCount] = before
        }
      }
    }
  }

  /// Sorts block `number`'s rows by colour (its groups of a colour in key order: a group's rows
  /// follow the rows of the block's earlier groups of its colour) and gives its bounce records
  /// their rows' new places, in that order (blocks may be placed at once).
  ///
  /// So a row is found again from its colour alone (see `colourStarts`): the block's rows of a
  /// colour, in key order, are one after the other. A row's place is the next of its colour's,
  /// row by row in key order, from the rows' colours alone (a group's rows are of one colour and
  /// one after the other, so they stay together): walked group by group, reading each row's
  /// bodies again, the places took 190 M of the 10 000-ball pit's instructions in 300 steps.
  func place(_ block: ContactBlock, number: Int) {
    let count = block.rows.count
    guard count > 0 else { return }
    let colours = block.colours.unsafeBase
    let rows = UnsafeMutablePointer(mutating: block.rows.unsafeBase)
    // Each place's row of key order (scratch of the move, which uses it up: kept between steps,
    // an Int32 a row was 1 MB of the 100 000-ball pit's peak; the finish needs only the rows'
    // colours).
    let sources = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    defer { sources.deallocate() }
    let bounces = UnsafeMutableBufferPointer(
      start: UnsafeMutablePointer(mutating: block.bounces.unsafeBase), count: block.bounces.count)
    var bounceColours = ContiguousArray<UInt8>(repeating: 0, count: bounces.count)
    // Per colour, where its next row goes in the block (places within the block's rows, which
    // are fewer than 2^31).
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: Self.colourCount) { nextRow in
      colourStarts(ofBlock: number, into: nextRow)
      // The next bounce record and its row (`count` when none is left): the records are in key
      // order, as their rows, a row's at most one.
      var nextBounce = 0
      var bounceRow = bounces.isEmpty ? count : Int(bounces[0].row)
      for row in 0..<count {
        let colour = Int(colours[row])
        let place = nextRow[colour]
        nextRow[colour] &+= 1
        sources[Int(place)] = Int32(truncatingIfNeeded: row)
        if row == bounceRow {
          bounces[nextBounce].row = place
          bounceColours[nextBounce] = UInt8(truncatingIfNeeded: colour)
          nextBounce &+= 1
          bounceRow = nextBounce < bounces.count ? Int(bounces[nextBounce].row) : count
        }
      }
    }
    Self.move(rows, count: count, from: sources)
    Self.sortByColour(bounces, colours: bounceColours)
  }

  /// Where each colour's rows start in block `number`'s rows once placed, into `starts` (a place
  /// a colour below `colourLimit`).
  func colourStarts(ofBlock number: Int, into starts: UnsafeMutableBufferPointer<Int32>) {
    let blockCount = blockRows.rows.count
    for colour in 0..<colourLimit { starts[colour] = colourBounds[colour * blockCount + number] }
  }

  /// Moves each of the `count` rows at `rows` to its place, the row of key order `sources[place]`
  /// to each place, in place: cycle by cycle, each place taking the row it is given from the
  /// place it frees, and marked its own source once filled (the sources are used up: a place
  /// that is its own source is done). A copy of the rows in their new order, copied back, was the
  /// pit's largest buffer after the rows themselves (0.15 MB of the 1 000-ball pit's peak memory,
  /// all of it at once on one thread); each row carried to its place through a swap, a bit a row
  /// for the rows done, took 122 M of the 10 000-ball pit's instructions in 300 steps.
  private static func move(
    _ rows: UnsafeMutablePointer<ContactRow>, count: Int, from sources: UnsafeMutablePointer<Int32>
  ) {
    for start in 0..<count where Int(sources[start]) != start {
      let first = rows[start]
      var place = start
      var source = Int(sources[start])
      while source != start {
        rows[place] = rows[source]
        sources[place] = Int32(truncatingIfNeeded: place)
        place = source
        source = Int(sources[place])
      }
      rows[place] = first
      sources[place] = Int32(truncatingIfNeeded: place)
    }
  }

  /// Sorts `bounces`, whose rows' places rise within each colour, by `colours` (a stable counting
  /// sort), so that they are in the order of their rows' places: a colour's rows follow the rows
  /// of the colours before it.
  private static func sortByColour(
    _ bounces: UnsafeMutableBufferPointer<ContactBounce>, colours: ContiguousArray<UInt8>
  ) {
    guard bounces.count > 1 else { return }
    var next = [Int](repeating: 0, count: colourCount + 1)
    for colour in colours { next[Int(colour) + 1] += 1 }
    for colour in 0..<colourCount { next[colour + 1] += next[colour] }
    let sorted = ContiguousArray<ContactBounce>(unsafeUninitializedCapacity: bounces.count) { sorted, count in
      for (bounce, colour) in zip(bounces, colours) {
        (sorted.baseAddress! + next[Int(colour)]).initialize(to: bounce)
        next[Int(colour)] += 1
      }
      count = bounces.count
    }
    _ = bounces.update(fromContentsOf: sorted)
  }
}
