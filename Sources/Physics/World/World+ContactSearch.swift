// MARK: - Finding contacts

/// What one block of shapes' contact search found, in key order (its contacts are its segment of
/// the world's list): the contacts' solver rows and bounce records, the contacts that ended and the
/// bodies to wake. Kept between steps so that its buffers are reused.
final class ContactBlock {
  /// The solver rows of the block's contacts.
  var rows: ContiguousArray<ContactRow> = []
  /// The bounce records of the rows that may bounce or begin (see `ContactBounce`).
  var bounces: ContiguousArray<ContactBounce> = []
  /// Each row's colour in the contact graph, rows in key order (see `ContactGraph.colour`): once
  /// the rows are sorted by colour, a row of key order is the next of its colour.
  var colours: ContiguousArray<UInt8> = []
  /// Contacts that ended, by key.
  var ended: [(key: UInt64, event: ContactEndEvent)] = []
  /// Sleeping bodies touched by awake ones.
  var wakes: [Int32] = []
}

/// Where one block writes what it finds (see `ContactBlock`), through unchecked slot writers.
struct ContactFinds {
  /// The rows.
  var rows: SlotWriter<ContactRow>
  /// The bounce records.
  var bounces: ContiguousArray<ContactBounce>
  /// Contacts that ended.
  var ended: [(key: UInt64, event: ContactEndEvent)]
  /// Bodies to wake.
  var wakes: [Int32]

  /// Records that `contact` ended (kept out of the search's loop, as the next two: seldom met).
  @inline(never)
  mutating func end(_ contact: Contact, _ world: World) { ended.append((contact.key, world.endEvent(contact))) }

  /// Adds a bounce record.
  @inline(never)
  mutating func addBounce(_ bounce: ContactBounce) { bounces.append(bounce) }
}

extension World {
  /// Finds this step's contacts: every pair of shapes whose grown bounds overlap, in key order,
  /// each with its manifold, its impulses carried over by feature from last step's contact and
  /// its solver rows; wakes sleeping bodies touched by awake ones, and records contacts that ended.
  ///
  /// The shapes are searched in blocks (by slot, fixed by the shape count and whether the step
  /// has a team), in parallel; each block rewrites its own segment of the contact list over last
  /// step's (or, once the blocks are cut anew, reads its part of the whole old list) and writes
  /// its own lists, so the result is the same on any number of threads. The blocks' rows are
  /// coloured for the solver in block order as the blocks finish, while later ones are searched.
  ///
  /// With a team, a block holds about 256 shapes, not 1 024: the last block's search and its
  /// colouring, after all the others', are what the other threads wait for (10 000 balls on two
  /// threads: 91 µs of idle thread a step with 9 blocks, 9 µs with 39, see README).
  func findContacts(dt: Double) {
    let shapeCount = shapes.slots.count
    let shapesPerBlock = stepContext.team == nil ? 1024 : 256
    let blockCount = max(1, min(shapeCount * blockDivisor / shapesPerBlock, 64))
    while stepContext.contactBlocks.count < blockCount { stepContext.contactBlocks.append(ContactBlock()) }
    let blocks = stepContext.contactBlocks
    let filters = shapes.filter
    let pass = ContactPass(
      dt: dt, slop: settings.linearSlop, restitutionThreshold: Float(settings.restitutionThreshold),
      checkJoints: joints.indices.contains { joints.isAlive($0) && !joints[$0].collideConnected },
      checkFilters: filters.isStored || !filters.defaultValue.shouldCollide(with: filters.defaultValue),
      bodies: bodies.unsafeHandle, shapes: shapes.unsafeHandle, accelerations: accelerationField)
    // Last step's whole list, when the blocks are cut anew (else each block reads its own segment).
    let recut =
      contacts.isCut(blockCount: blockCount, shapeCount: shapeCount)
      ? [] : contacts.recut(blockCount: blockCount, shapeCount: shapeCount)
    let segments = contacts.segments
    beginContactGraph(blockCount: blockCount)
    let colouring = OrderedFollowUp(count: blockCount)
    recut.withUnsafeBufferPointer { previous in
      grid.withQuery(bounds: shapes.bounds) { grid in
        forEachBlock(of: blockCount, grain: 1, inOrder: true) { range in
          for block in range {
            let shapeRange = block * shapeCount / blockCount..<(block + 1) * shapeCount / blockCount
            // Room for four contacts a shape, as many as equal circles packed tight can have.
            let room = 4 * shapeRange.count + 64
            var rewrite =
              recut.isEmpty
              ? ContactRewrite(inPlace: segments[block], room: room)
              : ContactRewrite(
                segments[block], room: room, from: previous,
                keys: UInt64(shapeRange.lowerBound) << 32..<UInt64(shapeRange.upperBound) << 32)
            self.findContacts(ofShapes: shapeRange, &rewrite, grid, pass, into: blocks[block])
            colouring.finished(block) { self.colourBlock(blocks[$0], number: $0) }
          }
        }
      }
    }
    for block in blocks[..<blockCount] {
      stepContext.endEvents.append(contentsOf: block.ended)
      stepContext.pendingWake.append(contentsOf: block.wakes)
    }
    stepContext.contactBlockCount = blockCount
  }

  /// The contacts of the shapes in `range` (see `findContacts(dt:)`), written by `rewrite`, their
  /// rows and events to `block`.
  func findContacts(
    ofShapes range: Range<Int>, _ rewrite: inout ContactRewrite, _ grid: SpatialGrid.Query, _ pass: ContactPass,
    into block: ContactBlock
  ) {
    var rows = block.rows
    block.rows = []
    // Room for as many rows as the block had last step and a few more, written over in place, so that
    // they seldom grow by copying. (Each slot is written, so touched: a thirty-second more, not an
    // eighth, is 2.7 MB less of the 100 000-ball pit's peak; a block that gains more in a step
    // appends the rest.) The bounce records, a few of the rows, are appended within the same room.
    let room = 4 * range.count + 64
    let expectedRows = rows.count + rows.count / 32 + 16
    rows.resize(to: expectedRows, room: room, filler: .zero)
    block.bounces.resize(to: 0, room: room, filler: ContactBounce(row: 0, relativeVelocity: 0, restitution: 0))
    block.ended.removeAllKeepingUsualRoom()
    block.wakes.removeAllKeepingUsualRoom()
    rows.overwrite { rowWriter in
      var finds = ContactFinds(rows: rowWriter, bounces: block.bounces, ended: block.ended, wakes: block.wakes)
      (block.bounces, block.ended, block.wakes) = ([], [], [])
      SpatialGrid.withCandidates { candidates in
        grid.findCandidates(ofShapes: range, into: &candidates)
        for a in range where pass.shapes.alive[a] && !pass.shapes.isSensor[a] {
          findContacts(ofShape: a, among: candidates[a], pass, &rewrite, &finds)
        }
      }
      rewrite.finish { finds.end($0, self) }
      rowWriter = finds.rows
      (block.bounces, block.ended, block.wakes) = (finds.bounces, finds.ended, finds.wakes)
    }
    block.rows = rows
  }

  /// The contacts of shape `a` with the later shapes whose bounds overlap its own, `candidates`:
  /// for each pair that may collide, last step's contact, narrowphase, impulse carry-over, rows
  /// and waking.
  @inline(__always)
  func findContacts(
    ofShape a: Int, among candidates: UnsafeBufferPointer<Int32>, _ pass: ContactPass, _ rewrite: inout ContactRewrite,
    _ finds: inout ContactFinds
  ) {
    let bodyA = pass.shapes.body[a]
    let awakeA = pass.bodies.awake[Int(bodyA)]
    let stateA = pass.bodies.state[Int(bodyA)]
    let circleA = pass.shapes.kind[a] == .circle
    for candidate in candidates {
      let b = Int(candidate)
      let bodyB = pass.shapes.body[b]
      // Read before it is needed, so that waiting for it overlaps waiting for the shapes' columns.
      let stateB = pass.bodies.state[Int(bodyB)]
      guard mayCollide(a, b, bodyA: bodyA, bodyB: bodyB, pass) else { continue }
      let key = UInt64(a) << 32 | UInt64(b)
      let previous = rewrite.advance(to: key) { finds.end($0, self) }
      let awakeB = pass.bodies.awake[Int(bodyB)]
      if !awakeA && !awakeB {
        // Both sides rest: the contact stays as it was.
        if var kept = previous {
          kept.solved = false
          rewrite.append(kept)
          if kept.twoPoints { rewrite.append(rewrite.previousSecond) }
        }
        continue
      }
      let pair = ContactPair(a: a, b: b, bodyA: bodyA, bodyB: bodyB, stateA: stateA, stateB: stateB)
      let bothAwake = awakeA && awakeB
      if circleA && pass.shapes.kind[b] == .circle {
        addContact(
          pair, circleManifold(of: pair, pass), previous: previous, bothAwake: bothAwake, pass, &rewrite, &finds)
      } else {
        addContact(pair, collide(a, b, dt: pass.dt), previous: previous, bothAwake: bothAwake, pass, &rewrite, &finds)
      }
    }
  }

  /// Adds the contact of `pair` with `manifold` (last step's, `previous`): its rows, its place
  /// in the list and, unless `bothAwake`, its wakes; or, the manifold empty, ends last step's.
  /// Inlined for each kind of manifold, so that two circles' single point makes the work that
  /// of one point.
  @inline(__always)
  func addContact(
    _ pair: ContactPair, _ manifold: Manifold, previous: Contact?, bothAwake: Bool, _ pass: ContactPass,
    _ rewrite: inout ContactRewrite, _ finds: inout ContactFinds
  ) {
    if manifold.pointCount == 0 {
      if let previous, previous.touching { finds.end(previous, self) }
      return
    }
    var contact = Contact(shapeA: Int32(pair.a), shapeB: Int32(pair.b))
    contact.id = manifold.point1.id
    contact.twoPoints = manifold.pointCount == 2
    if let previous { carryImpulses(from: previous, second: rewrite.previousSecond, to: &contact) }
    contact.solved = true
    appendRow(
      manifold.point1, normal: manifold.normal, impulses: (contact.normalImpulse, contact.tangentImpulse),
      touching: contact.touching, of: pair, pass, &finds)
    rewrite.append(contact)
    if contact.twoPoints {
      addSecondPoint(
        of: manifold, contact: contact, previous: previous, shapes: pair.a, pair.b, bodyA: pair.bodyA,
        bodyB: pair.bodyB, pass, &rewrite, &finds)
    }
    if !bothAwake { wakeOnTouch(manifold, bodyA: pair.bodyA, bodyB: pair.bodyB, pass, &finds.wakes) }
  }

  /// Wakes the sleeping side of a pair with one awake side once its manifold's closest point
  /// is within the slop (after the step: the wakes wait in `wakes`). Kept out of the search's
  /// loop: few pairs have a sleeping side.
  @inline(never)
  func wakeOnTouch(_ manifold: Manifold, bodyA: Int32, bodyB: Int32, _ pass: ContactPass, _ wakes: inout [Int32]) {
    let closest =
      manifold.pointCount == 2
      ? min(manifold.point1.separation, manifold.point2.separation) : manifold.point1.separation
    guard closest < pass.slop else { return }
    if !pass.bodies.awake[Int(bodyA)] && pass.bodies.type[Int(bodyA)] != .static { wakes.append(bodyA) }
    if !pass.bodies.awake[Int(bodyB)] && pass.bodies.type[Int(bodyB)] != .static { wakes.append(bodyB) }
  }
}
