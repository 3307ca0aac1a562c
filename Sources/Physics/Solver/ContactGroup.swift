/// Where each of the contact search's blocks keeps its rows and their bounce records, for the
/// groups of the contact graph (the blocks' lists are not changed between the graph's plan and the
/// contacts' finish).
struct ContactBlockRows {
  /// Each block's first row.
  private(set) var rows: ContiguousArray<UnsafeMutablePointer<ContactRow>> = []
  /// Each block's bounce records, in the order of their rows.
  private(set) var bounces: ContiguousArray<UnsafeBufferPointer<ContactBounce>> = []

  /// Notes where `blocks` keep their rows and bounce records.
  mutating func note(_ blocks: ArraySlice<ContactBlock>) {
    rows.removeAll(keepingCapacity: true)
    bounces.removeAll(keepingCapacity: true)
    for block in blocks {
      rows.append(UnsafeMutablePointer(mutating: block.rows.unsafeBase))
      bounces.append(UnsafeBufferPointer(start: block.bounces.unsafeBase, count: block.bounces.count))
    }
  }
}

/// A share of one colour's rows for one block of a solver pass (see `World.forEachColour`): the
/// colour's rows are those of each of the contact search's blocks in turn (a block's rows of a
/// colour are one run, see `ContactGraph.place`), counted across the blocks, and the share's two
/// ends are moved up to the next start of a group, so that no group is cut between two shares
/// (a group's rows move the same two bodies; the groups of a colour, none). The rows are reached
/// through the blocks, not through a list of the groups (4 bytes a group: 1 MB of the 100 000-ball
/// pit's peak memory).
struct ContactGroupRun {
  /// Each block's first row.
  let rows: UnsafePointer<UnsafeMutablePointer<ContactRow>>
  /// Each block's bounce records.
  let bounces: UnsafePointer<UnsafeBufferPointer<ContactBounce>>
  /// The colour's rows in each block: from `starts[block]` to `ends[block]`.
  let starts: UnsafePointer<Int32>
  /// See `starts`.
  let ends: UnsafePointer<Int32>
  /// For each block and one more, the colour's rows in the blocks before it.
  let rowsBefore: UnsafePointer<Int32>
  /// How many blocks there are.
  let blockCount: Int
  /// The share, counted across the blocks, before its ends are moved to the starts of groups.
  let share: Range<Int>
  /// Whether no two of the groups move the same body (a colour's, not the overflow colour's).
  let independent: Bool

  /// Whether rows `index` − 1 and `index` of block `block` move the same two bodies (are of one group).
  @inline(__always) private func continuesGroup(_ block: Int, _ index: Int) -> Bool {
    let row = rows[block] + index
    return row[-1].bodyA == row[0].bodyA && row[-1].bodyB == row[0].bodyB
  }

  /// The block and the row there where the rows of the colour counted across the blocks reach
  /// `count`, moved up to the next start of a group (or the end of the block's rows of the colour).
  @inline(__always) private func place(ofRow count: Int) -> (block: Int, row: Int) {
    // The last block with no more than `count` rows before it (binary search: they rise).
    var low = 0
    var high = blockCount - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(rowsBefore[middle]) <= count { low = middle } else { high = middle - 1 }
    }
    let (start, end) = (Int(starts[low]), Int(ends[low]))
    var row = start + count - Int(rowsBefore[low])
    while row > start && row < end && continuesGroup(low, row) { row += 1 }
    return (low, row)
  }

  /// Calls `body` with each block of the share and its rows there, in order.
  @inline(__always)
  func forEachBlockRun(_ body: (Int, Range<Int>) -> Void) {
    let first = place(ofRow: share.lowerBound)
    let last = place(ofRow: share.upperBound)
    for block in first.block...last.block {
      let start = block == first.block ? first.row : Int(starts[block])
      let end = block == last.block ? last.row : Int(ends[block])
      if start < end { body(block, start..<end) }
    }
  }

  /// Calls `body` with each row of the share, in order: block by block, each block's rows in order.
  @inline(__always)
  func forEachRow(_ body: (UnsafeMutablePointer<ContactRow>) -> Void) {
    forEachBlockRun { block, range in
      let row = rows[block]
      for index in range { body(row + index) }
    }
  }

  /// Calls `four` with the first of four rows in a row that move no body in common, `one` with
  /// each other row: every row, in the order of `forEachRow`, four at once where the groups are
  /// `independent` and the four are of different groups (a group's rows are one after the other:
  /// two groups of a colour move no body in common).
  @inline(__always)
  func forEachRow(
    byFours four: (UnsafeMutablePointer<ContactRow>) -> Void, _ one: (UnsafeMutablePointer<ContactRow>) -> Void
  ) {
    @inline(__always) func apart(_ row: UnsafeMutablePointer<ContactRow>) -> Bool {
      row[0].bodyA != row[1].bodyA || row[0].bodyB != row[1].bodyB
    }
    forEachBlockRun { block, range in
      let row = rows[block]
      var index = range.lowerBound
      if independent {
        while index + 4 <= range.upperBound {
          let first = row + index
          if apart(first) && apart(first + 1) && apart(first + 2) {
            four(first)
            index += 4
          } else {
            one(first)
            index += 1
          }
        }
      }
      while index < range.upperBound {
        one(row + index)
        index += 1
      }
    }
  }

  /// Calls `body` with each row of the share that has a bounce record, and its record, in the
  /// order of `forEachRow`.
  @inline(__always)
  func forEachBounce(_ body: (UnsafeMutablePointer<ContactRow>, UnsafePointer<ContactBounce>) -> Void) {
    forEachBlockRun { block, range in
      let (row, bounces) = (rows[block], self.bounces[block])
      var index = bounces.firstIndex(ofRowNotBefore: range.lowerBound)
      while index < bounces.count && Int(bounces[index].row) < range.upperBound {
        body(row + Int(bounces[index].row), bounces.baseAddress! + index)
        index += 1
      }
    }
  }

  /// Calls `body` with the rows of each face, a block's run of them at a time: a face is a run of
  /// rows in a row (across the blocks) between the same two bodies, two rows or more, for a pass
  /// without the bias over faces alone. The two points of a face share its load only after more
  /// iterations than the substeps give (a stack of boxes rocks on them), so they relax every
  /// substep, as Box2D v3 relaxes every row; single points relax once, after the last substep.
  @inline(__always)
  func forEachFace(_ body: (UnsafeMutableBufferPointer<ContactRow>) -> Void) {
    // The face being walked: its first block and row, its pair and its rows so far.
    var face = (block: 0, row: 0, bodyA: Int32(-1), bodyB: Int32(-1), rows: 0)
    // Hands `body` the face's rows, if it has two or more, up to row `end` of block `block`.
    func close(at block: Int, _ end: Int) {
      guard face.rows >= 2 else { return }
      for faceBlock in face.block...block {
        let start = faceBlock == face.block ? face.row : Int(starts[faceBlock])
        let stop = faceBlock == block ? end : Int(ends[faceBlock])
        if start < stop { body(UnsafeMutableBufferPointer(start: rows[faceBlock] + start, count: stop - start)) }
      }
    }
    var last = (block: 0, end: 0)
    forEachBlockRun { block, range in
      let row = rows[block]
      for index in range {
        if row[index].bodyA != face.bodyA || row[index].bodyB != face.bodyB {
          close(at: last.block, last.end)
          face = (block, index, row[index].bodyA, row[index].bodyB, 0)
        }
        face.rows += 1
        last = (block, index + 1)
      }
    }
    close(at: last.block, last.end)
  }
}

/// What one solver pass gives every row (see `ContactSolver.solve`): the two softnesses as
/// scalars, for rows between moving bodies and rows against a body the solver does not move.
struct SolvePass {
  /// One over the substep.
  let inverseH: Float
  /// The largest speed overlap is pushed out at.
  let maximumPushSpeed: Float
  /// Whether overlap is pushed out (soft rows).
  let useBias: Bool
  /// The bias rate between moving bodies.
  let biasRate: Float
  /// The mass scale between moving bodies.
  let massScale: Float
  /// The impulse scale between moving bodies.
  let impulseScale: Float
  /// The bias rate against a body the solver does not move.
  let staticBiasRate: Float
  /// The mass scale against a body the solver does not move.
  let staticMassScale: Float
  /// The impulse scale against a body the solver does not move.
  let staticImpulseScale: Float

  /// A pass from its settings, rounded to single precision, the solver's.
  init(inverseH: Double, softness: Softness, staticSoftness: Softness, maximumPushSpeed: Double, useBias: Bool) {
    self.inverseH = Float(inverseH)
    self.maximumPushSpeed = Float(maximumPushSpeed)
    self.useBias = useBias
    (biasRate, massScale, impulseScale) =
      (Float(softness.biasRate), Float(softness.massScale), Float(softness.impulseScale))
    (staticBiasRate, staticMassScale, staticImpulseScale) =
      (Float(staticSoftness.biasRate), Float(staticSoftness.massScale), Float(staticSoftness.impulseScale))
  }
}
