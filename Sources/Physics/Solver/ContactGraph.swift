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
/// (`colour`, while later blocks are still searched); `plan` then sets where each block's groups
/// of each colour go, and `place` copies the blocks' rows there, all blocks at once.
final class ContactGraph {
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
  /// Per body slot, the colours it is in (scratch of the colouring).
  private var used: ContiguousArray<UInt64> = []
  /// Each group's colour, groups in key order (scratch of the colouring).
  private var groupColour: ContiguousArray<UInt8> = []
  /// Each group's first row in key order, then the row count (scratch of the colouring).
  private var groupFirst: ContiguousArray<Int32> = []
  /// Each block's first group, then the group count.
  private var blockFirstGroup: ContiguousArray<Int32> = []
  /// Per block, per colour: its rows, then (from `plan`) where the first goes in `rows`.
  private var blockRows: ContiguousArray<Int32> = []
  /// Per block, per colour: its groups, then (from `plan`) where the first goes in `groupStart`.
  private var blockGroups: ContiguousArray<Int32> = []

  /// Readies the colouring of `blockCount` blocks for bodies whose states are `states` (each body
  /// in no colour yet).
  func begin(blockCount: Int, states: UnsafeBufferPointer<BodyState>) {
    if used.count != states.count { used = ContiguousArray(repeating: 0, count: states.count) }
    used.withUnsafeMutableBufferPointer { used in used.update(repeating: 0) }
    blockFirstGroup.resize(to: blockCount + 1, filler: 0)
    blockRows.resize(to: blockCount * Self.colourCount, filler: 0)
    blockGroups.resize(to: blockCount * Self.colourCount, filler: 0)
    blockRows.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    blockGroups.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    groupColour.removeAll(keepingCapacity: true)
    groupFirst.removeAll(keepingCapacity: true)
    groupFirst.append(0)
  }

  /// Splits block `number`'s rows (in key order, after those of the blocks before it, which are
  /// coloured already) into groups and gives each its colour.
  func colour(_ block: ContactBlock, number: Int, states: UnsafeBufferPointer<BodyState>) {
    let count = block.rows.count
    var groups = groupColour.count
    let blockStart = Int(groupFirst[groups])
    blockFirstGroup[number] = Int32(groups)
    // At most a group a row: written through pointers, then cut to the groups found.
    groupColour.resizeGrowingByAQuarter(to: groups + count, filler: 0)
    groupFirst.resizeGrowingByAQuarter(to: groups + count + 1, filler: 0)
    let found = groups
    used.withUnsafeMutableBufferPointer { used in
      groupColour.withUnsafeMutableBufferPointer { colours in
        groupFirst.withUnsafeMutableBufferPointer { first in
          blockRows.withUnsafeMutableBufferPointer { blockRows in
            blockGroups.withUnsafeMutableBufferPointer { blockGroups in
              let rows = block.rows.unsafeBase
              let counts = number * Self.colourCount
              var index = 0
              while index < count {
                let a = Int(rows[index].bodyA)
                let b = Int(rows[index].bodyB)
                first[groups] = Int32(blockStart + index)
                let start = index
                index += 1
                while index < count && Int(rows[index].bodyA) == a && Int(rows[index].bodyB) == b { index += 1 }
                let colour = Self.colour(a, b, face: index - start > 1, states, used)
                colours[groups] = UInt8(colour)
                blockRows[counts + colour] += Int32(index - start)
                blockGroups[counts + colour] += 1
                groups += 1
              }
              first[groups] = Int32(blockStart + count)
            }
          }
        }
      }
    }
    groupColour.removeLast(found + count - groups)
    groupFirst.removeLast(found + count - groups)
    blockFirstGroup[number + 1] = Int32(groups)
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

  /// Once every block is coloured: where each colour's groups and rows start, and where each
  /// block's groups and rows of each colour go (the blocks in order within a colour), and sizes
  /// the lists, with `room` for as many rows as the blocks have room for (see
  /// `ContiguousArray.resize`: no list grows by copying as a pile settles).
  func plan(blockCount: Int, room: Int) {
    let groupCount = groupColour.count
    let count = Int(groupFirst[groupCount])
    rows.resize(to: count, room: room, filler: .zero)
    bounces.resize(to: count, room: room, filler: ContactBounce(relativeVelocity: 0, restitution: 0))
    slot.resize(to: count, room: room, filler: 0)
    groupStart.resize(to: groupCount + 1, room: room + 1, filler: 0)
    groupStart[groupCount] = Int32(count)
    var nextGroup: Int32 = 0
    var nextRow: Int32 = 0
    for colour in 0..<Self.colourCount {
      colourStart[colour] = Int(nextGroup)
      for block in 0..<blockCount {
        let index = block * Self.colourCount + colour
        let (groups, rowCount) = (blockGroups[index], blockRows[index])
        blockGroups[index] = nextGroup
        blockRows[index] = nextRow
        nextGroup += groups
        nextRow += rowCount
      }
    }
    colourStart[Self.colourCount] = Int(nextGroup)
  }

  /// Copies block `number`'s rows and bounces to their places in colour order, and sets their
  /// slots and their groups' starts (blocks may be placed at once: their places differ).
  func place(_ block: ContactBlock, number: Int) {
    let firstGroup = Int(blockFirstGroup[number])
    let endGroup = Int(blockFirstGroup[number + 1])
    guard firstGroup < endGroup else { return }
    let blockRows = block.rows.unsafeBase
    let blockBounces = block.bounces.unsafeBase
    let firstRow = Int(groupFirst[firstGroup])
    var nextGroup = [Int32](repeating: 0, count: Self.colourCount)
    var nextRow = [Int32](repeating: 0, count: Self.colourCount)
    for colour in 0..<Self.colourCount {
      nextGroup[colour] = self.blockGroups[number * Self.colourCount + colour]
      nextRow[colour] = self.blockRows[number * Self.colourCount + colour]
    }
    let colours = groupColour.unsafeBase
    let first = groupFirst.unsafeBase
    let rows = UnsafeMutablePointer(mutating: self.rows.unsafeBase)
    let bounces = UnsafeMutablePointer(mutating: self.bounces.unsafeBase)
    let slot = UnsafeMutablePointer(mutating: self.slot.unsafeBase)
    let groupStart = UnsafeMutablePointer(mutating: self.groupStart.unsafeBase)
    for group in firstGroup..<endGroup {
      let colour = Int(colours[group])
      var destination = Int(nextRow[colour])
      groupStart[Int(nextGroup[colour])] = Int32(destination)
      nextGroup[colour] += 1
      for row in Int(first[group])..<Int(first[group + 1]) {
        slot[row] = Int32(destination)
        rows[destination] = blockRows[row - firstRow]
        bounces[destination] = blockBounces[row - firstRow]
        destination += 1
      }
      nextRow[colour] = Int32(destination)
    }
  }
}
