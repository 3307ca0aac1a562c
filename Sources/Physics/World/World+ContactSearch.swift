// MARK: - Finding contacts

/// What one block of shapes' contact search found, in key order: the block's part of the
/// contact list, its solver rows and bounces, the contacts that ended and the bodies to wake.
/// Kept between steps so that its buffers are reused.
final class ContactBlock {
  /// The block's contacts.
  var contacts: ContiguousArray<Contact> = []
  /// Their solver rows.
  var rows: ContiguousArray<ContactRow> = []
  /// The rows' restitution data.
  var bounces: ContiguousArray<ContactBounce> = []
  /// Where each row of key order is in `rows` once the contact graph has sorted them by colour.
  var slot: ContiguousArray<Int32> = []
  /// Contacts that ended, by key.
  var ended: [(key: UInt64, event: ContactEndEvent)] = []
  /// Sleeping bodies touched by awake ones.
  var wakes: [Int32] = []
}

/// Where one block writes what it finds (see `ContactBlock`), through unchecked slot writers.
struct ContactFinds {
  /// The contacts.
  var contacts: SlotWriter<Contact>
  /// Their rows.
  var rows: SlotWriter<ContactRow>
  /// The rows' bounces.
  var bounces: SlotWriter<ContactBounce>
  /// Contacts that ended.
  var ended: [(key: UInt64, event: ContactEndEvent)]
  /// Bodies to wake.
  var wakes: [Int32]
}

extension World {
  /// Finds this step's contacts: every pair of shapes whose grown bounds overlap, in key order,
  /// each with its manifold, its impulses carried over by feature from last step's contact and
  /// its solver rows; wakes sleeping bodies touched by awake ones, and records contacts that ended.
  ///
  /// The shapes are searched in blocks (by slot, fixed by the shape count), in parallel; each
  /// block reads its own part of last step's list and writes its own lists, joined in block
  /// order after, so the result is the same on any number of threads. The blocks' rows are
  /// coloured for the solver in block order as the blocks finish, while later ones are searched.
  func findContacts(dt: Double) {
    let shapeCount = shapes.slots.count
    let blockCount = max(1, min(shapeCount * blockDivisor / 1024, 64))
    while stepContext.contactBlocks.count < blockCount { stepContext.contactBlocks.append(ContactBlock()) }
    let blocks = stepContext.contactBlocks
    let pass = ContactPass(
      dt: dt, slop: settings.linearSlop,
      checkJoints: joints.indices.contains { joints.isAlive($0) && !joints[$0].collideConnected },
      bodies: bodies.unsafeHandle, shapes: shapes.unsafeHandle, accelerations: accelerationField)
    var previous = contacts
    contacts = []
    beginContactGraph(blockCount: blockCount)
    let colouring = OrderedFollowUp(count: blockCount)
    previous.withUnsafeBufferPointer { previous in
      grid.withQuery { grid in
        forEachBlock(of: blockCount, grain: 1, inOrder: true) { range in
          for block in range {
            let shapeRange = block * shapeCount / blockCount..<(block + 1) * shapeCount / blockCount
            self.findContacts(ofShapes: shapeRange, previous, grid, pass, into: blocks[block])
            colouring.finished(block) { self.colourBlock(blocks[$0], number: $0) }
          }
        }
      }
    }
    joinContactBlocks(blocks[..<blockCount], reusing: &previous)
  }

  /// Puts the blocks' contacts together, in block order, over `old` (last step's list; each
  /// block copies its own part, in parallel), with their end events and wakes, and notes where
  /// each block's part starts; their rows stay in the blocks, for the contact graph. The list keeps room for as many as the blocks have
  /// room for, so that it does not grow by copying as a pile settles.
  func joinContactBlocks(_ blocks: ArraySlice<ContactBlock>, reusing old: inout ContiguousArray<Contact>) {
    var list: ContiguousArray<Contact> = []
    swap(&list, &old)
    var first = stepContext.contactBlockStarts
    first.removeAll(keepingCapacity: true)
    var count = 0
    var room = 0
    for block in blocks {
      room += block.contacts.capacity
      first.append(count)
      count += block.contacts.count
      stepContext.endEvents.append(contentsOf: block.ended)
      stepContext.pendingWake.append(contentsOf: block.wakes)
    }
    first.append(count)
    stepContext.contactBlockStarts = first
    list.resize(to: count, room: room, filler: Contact(shapeA: 0, shapeB: 0))
    list.withUnsafeMutableBufferPointer { list in
      guard let base = list.baseAddress else { return }
      forEachBlock(of: blocks.count, grain: 1) { range in
        for index in range {
          let block = blocks[blocks.startIndex + index]
          (base + first[index]).update(from: block.contacts.unsafeBase, count: block.contacts.count)
        }
      }
    }
    contacts = list
    stepContext.contactBlockCount = blocks.count
  }

  /// The contacts of the shapes in `range` (see `findContacts(dt:)`), written to `block`;
  /// `previous` is last step's whole list.
  func findContacts(
    ofShapes range: Range<Int>, _ previous: UnsafeBufferPointer<Contact>, _ grid: SpatialGrid.Query,
    _ pass: ContactPass, into block: ContactBlock
  ) {
    var cursor = ContactCursor(previous, keys: UInt64(range.lowerBound) << 32..<UInt64(range.upperBound) << 32)
    var contacts = block.contacts
    var rows = block.rows
    var bounces = block.bounces
    (block.contacts, block.rows, block.bounces) = ([], [], [])
    // Room for four contacts a shape, as many as equal circles packed tight can have, and as many
    // as last step had and a few more, written over in place, so that neither seldom grows by copying.
    // (Each slot is written, so touched: a thirty-second more, not an eighth, is 2.7 MB less of the
    // 100 000-ball pit's peak; a block that gains more in a step appends the rest.)
    let room = 4 * range.count + 64
    contacts.resize(to: cursor.count + cursor.count / 32 + 16, room: room, filler: Contact(shapeA: 0, shapeB: 0))
    let expectedRows = rows.count + rows.count / 32 + 16
    rows.resize(to: expectedRows, room: room, filler: .zero)
    bounces.resize(to: expectedRows, room: room, filler: ContactBounce(relativeVelocity: 0, restitution: 0))
    block.ended.removeAll(keepingCapacity: true)
    block.wakes.removeAll(keepingCapacity: true)
    contacts.overwrite { contactWriter in
      rows.overwrite { rowWriter in
        bounces.overwrite { bounceWriter in
          var finds = ContactFinds(
            contacts: contactWriter, rows: rowWriter, bounces: bounceWriter, ended: block.ended, wakes: block.wakes)
          block.ended = []
          block.wakes = []
          for a in range where pass.shapes.alive[a] && !pass.shapes.isSensor[a] {
            findContacts(ofShape: a, among: grid.candidates(of: a), pass, &cursor, &finds)
          }
          cursor.finish { finds.ended.append(($0.key, endEvent($0))) }
          (contactWriter, rowWriter, bounceWriter) = (finds.contacts, finds.rows, finds.bounces)
          (block.ended, block.wakes) = (finds.ended, finds.wakes)
        }
      }
    }
    (block.contacts, block.rows, block.bounces) = (contacts, rows, bounces)
  }

  /// The contacts of shape `a` with the later shapes whose bounds overlap its own, `candidates`:
  /// for each pair that may collide, last step's contact, narrowphase, impulse carry-over, rows
  /// and waking.
  @inline(__always)
  func findContacts(
    ofShape a: Int, among candidates: UnsafeBufferPointer<Int32>, _ pass: ContactPass, _ cursor: inout ContactCursor,
    _ finds: inout ContactFinds
  ) {
    let bodyA = pass.shapes.body[a]
    let awakeA = pass.bodies.awake[Int(bodyA)]
    for candidate in candidates {
      let b = Int(candidate)
      let bodyB = pass.shapes.body[b]
      guard mayCollide(a, b, bodyA: bodyA, bodyB: bodyB, pass) else { continue }
      let key = UInt64(a) << 32 | UInt64(b)
      let previous = cursor.advance(to: key) { finds.ended.append(($0.key, endEvent($0))) }
      let awakeB = pass.bodies.awake[Int(bodyB)]
      if !awakeA && !awakeB {
        // Both sides rest: the contact stays as it was.
        if var kept = previous {
          kept.solved = false
          finds.contacts.append(kept)
        }
        continue
      }
      let manifold = narrowphase(a, b, bodyA: Int(bodyA), bodyB: Int(bodyB), pass)
      if manifold.pointCount == 0 {
        if let previous, previous.touching { finds.ended.append((previous.key, endEvent(previous))) }
        continue
      }
      var contact = Contact(shapeA: Int32(a), shapeB: Int32(b))
      contact.id1 = manifold.point1.id
      contact.id2 = manifold.point2.id
      contact.pointCount = UInt8(manifold.pointCount)
      if let previous { carryImpulses(from: previous, to: &contact) }
      contact.solved = true
      appendRows(
        of: manifold, contact: contact, bodyA: Int(bodyA), bodyB: Int(bodyB),
        friction: (pass.shapes.friction[a] * pass.shapes.friction[b]).squareRoot(),
        restitution: max(pass.shapes.restitution[a], pass.shapes.restitution[b]), pass, rows: &finds.rows,
        bounces: &finds.bounces)
      finds.contacts.append(contact)
      if !awakeA || !awakeB { wakeOnTouch(manifold, bodyA: bodyA, bodyB: bodyB, pass, &finds.wakes) }
    }
  }

  /// Wakes the sleeping side of a pair with one awake side once its manifold's closest point
  /// is within the slop (after the step: the wakes wait in `wakes`).
  @inline(__always)
  func wakeOnTouch(_ manifold: Manifold, bodyA: Int32, bodyB: Int32, _ pass: ContactPass, _ wakes: inout [Int32]) {
    let closest =
      manifold.pointCount == 2
      ? min(manifold.point1.separation, manifold.point2.separation) : manifold.point1.separation
    guard closest < pass.slop else { return }
    if !pass.bodies.awake[Int(bodyA)] && pass.bodies.type[Int(bodyA)] != .static { wakes.append(bodyA) }
    if !pass.bodies.awake[Int(bodyB)] && pass.bodies.type[Int(bodyB)] != .static { wakes.append(bodyB) }
  }
}
