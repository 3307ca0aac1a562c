/// A group of the contact graph (see `ContactGraph`) as the solver finds it: where its rows
/// start in the contact search's blocks (4 bytes). Its rows run to the next group's of its colour
/// in the same block, or else to the end of the block's rows of that colour (`ContactGroupRun`):
/// a block's groups of a colour are one run of its rows. (With its row count beside, 8 bytes, the
/// groups were 2 MB of the 100 000-ball pit's peak.)
struct ContactGroup: Sendable {
  /// The block in the top 6 bits (there are at most 64), the group's first row in it in the rest.
  private let place: UInt32

  /// The group whose rows start at row `first` of block `block`.
  @inline(__always) init(block: Int, first: Int) {
    precondition(block < 64 && first < 1 << 26, "ContactGroup: row \(first) of block \(block) is out of reach")
    place = UInt32(block) << 26 | UInt32(first)
  }

  /// The block.
  @inline(__always) var block: Int { Int(place >> 26) }
  /// The first row in the block's rows.
  @inline(__always) var first: Int { Int(place & (1 << 26 - 1)) }
}

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

/// A run of the contact graph's groups of one colour, for one block of a solver pass: each group's
/// rows, group after group, and their bounce records.
struct ContactGroupRun {
  /// The groups.
  let groups: UnsafeBufferPointer<ContactGroup>
  /// How many of the colour's groups there are from the run's first on (the run's and the later
  /// ones', where a group's rows end is read from the next group's start).
  let colourGroups: Int
  /// Per block, where its rows of the colour end.
  let colourEnds: UnsafePointer<Int32>
  /// Each block's first row.
  let rows: UnsafePointer<UnsafeMutablePointer<ContactRow>>
  /// Each block's bounce records.
  let bounces: UnsafePointer<UnsafeBufferPointer<ContactBounce>>
  /// Whether no two of the groups move the same body (a colour's, not the overflow colour's).
  let independent: Bool

  /// Where the rows of group `index` of the run end in its block: the next group's first row, if
  /// that group is of the same block, or else the block's last row of the colour.
  @inline(__always) func end(ofGroup index: Int) -> Int {
    let block = groups[index].block
    if index + 1 < colourGroups {
      let next = groups.baseAddress![index + 1]
      if next.block == block { return next.first }
    }
    return Int(colourEnds[block])
  }

  /// The rows of group `index` of the run.
  @inline(__always) func rows(ofGroup index: Int) -> UnsafeMutableBufferPointer<ContactRow> {
    let group = groups[index]
    return UnsafeMutableBufferPointer(start: rows[group.block] + group.first, count: end(ofGroup: index) - group.first)
  }

  /// Calls `body` with each block of the run and the rows of its groups there: the groups of one
  /// colour in a block are one run of its rows (see `ContactGraph.place`).
  @inline(__always)
  func forEachBlockRun(_ body: (Int, Range<Int>) -> Void) {
    var position = 0
    while position < groups.count {
      let block = groups[position].block
      // The run's last group: the last of the block's (the groups are in block order).
      var low = position
      var high = groups.count - 1
      while low < high {
        let middle = (low + high + 1) / 2
        if groups[middle].block == block { low = middle } else { high = middle - 1 }
      }
      body(block, groups[position].first..<end(ofGroup: low))
      position = low + 1
    }
  }

  /// Calls `body` with each row of the groups, in order: block by block, each block's rows in order.
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

  /// Calls `body` with each row of the groups that has a bounce record, and its record, in the
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

  /// Calls `body` with the rows of each group that belongs to a face: a run of consecutive groups
  /// between the same two bodies with two rows or more in all, for a pass without the bias over
  /// faces alone. The two points of a face share its load only after more iterations than the
  /// substeps give (a stack of boxes rocks on them), so they relax every substep, as Box2D v3
  /// relaxes every row; single points relax once, after the last substep.
  @inline(__always)
  func forEachFace(_ body: (UnsafeMutableBufferPointer<ContactRow>) -> Void) {
    var first = 0
    while first < groups.count {
      let headRows = rows(ofGroup: first)
      let head = headRows[0]
      var end = first + 1
      var rowCount = headRows.count
      while end < groups.count {
        let next = rows(ofGroup: end)
        guard next[0].bodyA == head.bodyA && next[0].bodyB == head.bodyB else { break }
        rowCount += next.count
        end += 1
      }
      if rowCount >= 2 {
        for index in first..<end { body(rows(ofGroup: index)) }
      }
      first = end
    }
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
