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
struct ContactGraph {
  /// The colours, the overflow colour last.
  static let colourCount = 64
  /// The colour of groups past the others (and of their bodies' later groups).
  static let overflow = colourCount - 1

  /// The rows in colour order (groups of a colour together).
  var rows: ContiguousArray<ContactRow> = []
  /// The restitution data of `rows`, in the same order.
  var bounces: ContiguousArray<ContactBounce> = []
  /// For each row in key order, its place in `rows`.
  var slot: ContiguousArray<Int32> = []
  /// Where each group begins in `rows`, groups in colour order, then `rows.count`.
  var groupStart: ContiguousArray<Int32> = []
  /// For each colour, its first group in `groupStart`, then the group count.
  var colourStart = [Int](repeating: 0, count: colourCount + 1)
  /// Per body slot, the colours it is in (scratch of `build`).
  private var used: ContiguousArray<UInt64> = []
  /// Each group's colour, groups in key order (scratch of `build`).
  private var groupColour: ContiguousArray<UInt8> = []
  /// Each group's first row in key order, then the row count (scratch of `build`).
  private var groupFirst: ContiguousArray<Int32> = []

  /// Colours the rows of `blocks` (each in key order, block after block) for bodies whose states
  /// are `states`, and sizes `rows`, `bounces` and `slot` for them; `place` then copies each
  /// block's rows to their places.
  mutating func build(blocks: ArraySlice<ContactBlock>, states: UnsafeBufferPointer<BodyState>) {
    colourGroups(blocks, states)
    let groupCount = groupColour.count
    // Counting sort of the groups by colour.
    var rowStart = [Int](repeating: 0, count: Self.colourCount + 1)
    for index in colourStart.indices { colourStart[index] = 0 }
    groupColour.withUnsafeBufferPointer { colours in
      groupFirst.withUnsafeBufferPointer { first in
        for group in 0..<groupCount {
          let colour = Int(colours[group])
          colourStart[colour + 1] += 1
          rowStart[colour + 1] += Int(first[group + 1] - first[group])
        }
      }
    }
    for colour in 0..<Self.colourCount {
      colourStart[colour + 1] += colourStart[colour]
      rowStart[colour + 1] += rowStart[colour]
    }
    plan(groupCount: groupCount, rowStart: &rowStart)
  }

  /// Splits the blocks' rows into groups and gives each its colour.
  private mutating func colourGroups(_ blocks: ArraySlice<ContactBlock>, _ states: UnsafeBufferPointer<BodyState>) {
    if used.count != states.count { used = ContiguousArray(repeating: 0, count: states.count) }
    let rowCount = blocks.reduce(0) { $0 + $1.rows.count }
    // At most a group a row: written through pointers, then cut to the groups found.
    groupColour.resizeGrowingByAQuarter(to: rowCount, filler: 0)
    groupFirst.resizeGrowingByAQuarter(to: rowCount + 1, filler: 0)
    var groups = 0
    used.withUnsafeMutableBufferPointer { used in
      groupColour.withUnsafeMutableBufferPointer { colours in
        groupFirst.withUnsafeMutableBufferPointer { first in
          for index in 0..<used.count { used[index] = 0 }
          var blockStart = 0
          for block in blocks {
            let rows = block.rows.unsafeBase
            let count = block.rows.count
            var index = 0
            while index < count {
              let a = Int(rows[index].bodyA)
              let b = Int(rows[index].bodyB)
              first[groups] = Int32(blockStart + index)
              let start = index
              index += 1
              while index < count && Int(rows[index].bodyA) == a && Int(rows[index].bodyB) == b { index += 1 }
              colours[groups] = UInt8(Self.colour(a, b, face: index - start > 1, states, used))
              groups += 1
            }
            blockStart += count
          }
          first[groups] = Int32(blockStart)
        }
      }
    }
    groupColour.removeLast(rowCount - groups)
    groupFirst.removeLast(rowCount - groups)
  }

  /// The colour of a group between bodies `a` and `b` (a face when `face`), marked in `used` (see
  /// the type's summary).
  @inline(__always)
  private static func colour(
    _ a: Int, _ b: Int, face: Bool, _ states: UnsafeBufferPointer<BodyState>,
    _ used: UnsafeMutableBufferPointer<UInt64>
  ) -> Int {
    let movesA = states[a].isMovable
    let movesB = states[b].isMovable
    let taken = (movesA ? used[a] : 0) | (movesB ? used[b] : 0)
    let free = ~taken & (1 << overflow - 1)
    let colour: Int
    if face {
      colour = taken == 0 ? 0 : min(UInt64.bitWidth - taken.leadingZeroBitCount, overflow)
    } else {
      colour = free == 0 || taken >> overflow != 0 ? overflow : free.trailingZeroBitCount
    }
    if movesA { used[a] |= 1 << colour }
    if movesB { used[b] |= 1 << colour }
    return colour
  }

  /// Gives every row its slot in colour order and every group its start, and sizes the lists.
  private mutating func plan(groupCount: Int, rowStart: inout [Int]) {
    let count = Int(groupFirst[groupCount])
    rows.resizeGrowingByAQuarter(to: count, filler: .zero)
    bounces.resizeGrowingByAQuarter(to: count, filler: ContactBounce(relativeVelocity: 0, restitution: 0))
    slot.resizeGrowingByAQuarter(to: count, filler: 0)
    groupStart.resizeGrowingByAQuarter(to: groupCount + 1, filler: 0)
    var nextGroup = colourStart
    slot.withUnsafeMutableBufferPointer { slot in
      groupStart.withUnsafeMutableBufferPointer { groupStart in
        for group in 0..<groupCount {
          let colour = Int(groupColour[group])
          var destination = rowStart[colour]
          groupStart[nextGroup[colour]] = Int32(destination)
          nextGroup[colour] += 1
          for row in Int(groupFirst[group])..<Int(groupFirst[group + 1]) {
            slot[row] = Int32(destination)
            destination += 1
          }
          rowStart[colour] = destination
        }
        groupStart[groupCount] = Int32(count)
      }
    }
  }

  /// Copies `block`'s rows and bounces, whose first row is row `first` in key order, to their
  /// slots in `rows` and `bounces` (blocks may be placed at once: their slots differ).
  static func place(
    _ block: ContactBlock, first: Int, slot: UnsafePointer<Int32>, rows: UnsafeMutablePointer<ContactRow>,
    bounces: UnsafeMutablePointer<ContactBounce>
  ) {
    let blockRows = block.rows.unsafeBase
    let blockBounces = block.bounces.unsafeBase
    for index in 0..<block.rows.count {
      let destination = Int(slot[first + index])
      rows[destination] = blockRows[index]
      bounces[destination] = blockBounces[index]
    }
  }
}
