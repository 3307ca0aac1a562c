// MARK: - Contacts

extension World {
  /// Finds every pair of shapes whose grown bounds overlap, computes their manifolds, carries
  /// impulses over from the last step by feature, builds the solver rows of every contact with
  /// an awake body, and records contacts that ended.
  func findContacts(dt: Double, endEvents: inout [(key: UInt64, event: ContactEndEvent)]) {
    let shapeCount = shapes.alive.count
    let slop = settings.linearSlop
    let baseMargin = 4 * slop
    let checkJoints = joints.indices.contains { jointAlive[$0] && !joints[$0].collideConnected }
    // Locals: the loop reads these many times and writes none of them.
    let grid = self.grid
    let shapeAlive = shapes.alive
    let isSensor = shapes.isSensor
    let shapeBody = shapes.body
    let filters = shapes.filter
    let kinds = shapes.kind
    let centers = shapes.worldCenter
    let radii = shapes.radius
    let sweep = shapes.sweepRadius
    let frictions = shapes.friction
    let restitutions = shapes.restitution
    let types = bodies.type
    let awake = bodies.awake
    let states = bodies.state
    let bodyCenters = bodies.center
    // One list: this step's contacts overwrite last step's, in key order, only where the merge
    // has read them already; any that run ahead wait in `pending` (the few new ones of a step).
    var store = contacts
    contacts = []
    let previousCount = store.count
    // Room for four contacts a shape, as many as equal circles packed tight can have (a
    // hexagonal pile has three), so that the list seldom grows by copying.
    let room = 4 * shapeCount + 64
    store.keep(expecting: previousCount + previousCount / 8 + 16, room: room)
    var writer = ContactWriter(pending: pendingContacts)
    pendingContacts = []
    // Rows and bounces: slots for as many as the last step had and a few more, written over
    // in place, and room for four a shape.
    var rows = self.rows
    var bounces = self.bounces
    self.rows = []
    self.bounces = []
    let expectedRows = rows.count + rows.count / 8 + 16
    rows.resize(to: expectedRows, room: room, filler: .zero)
    bounces.resize(to: expectedRows, room: room, filler: ContactBounce(relativeVelocity: 0, restitution: 0))
    var wake: [Int32] = []
    var old = 0
    // The loop reads these arrays through unchecked pointers, under the same names.
    withBases(shapeAlive, isSensor, shapeBody, filters) { shapeAlive, isSensor, shapeBody, filters in
      withBases(kinds, centers, radii, sweep) { kinds, centers, radii, sweep in
        withBases(frictions, restitutions, types, awake) { frictions, restitutions, types, awake in
          withBases(states, bodyCenters, states, states) {
            states, bodyCenters, _, _ in
            withAccelerationField { accelerations in
              store.withUnsafeMutableBufferPointer { storeBuffer in
                let previousContacts = storeBuffer.baseAddress ?? UnsafeMutablePointer(bitPattern: 8)!
                writer.list = previousContacts
                rows.overwrite { rows in
                  bounces.overwrite { bounces in
                    grid.withQuery { grid in
                      for a in 0..<shapeCount where shapeAlive[a] && !isSensor[a] {
                        let buffer = grid.candidates(of: a)
                        let found = buffer.count
                        if found == 0 { continue }
                        let bodyA = shapeBody[a]
                        let typeA = types[Int(bodyA)]
                        let awakeA = awake[Int(bodyA)]
                        for position in 0..<found {
                          let b = Int(buffer[position])
                          let bodyB = shapeBody[b]
                          guard bodyA != bodyB, !isSensor[b] else { continue }
                          let typeB = types[Int(bodyB)]
                          guard typeA == .dynamic || typeB == .dynamic else { continue }
                          guard filters[a].shouldCollide(with: filters[b]) else { continue }
                          if checkJoints && jointPreventsCollision(bodyA, bodyB) { continue }
                          let key = UInt64(a) << 32 | UInt64(b)
                          while old < previousCount && previousContacts[old].key < key {
                            if previousContacts[old].touching {
                              endEvents.append((previousContacts[old].key, endEvent(previousContacts[old])))
                            }
                            old += 1
                          }
                          var previous = -1
                          if old < previousCount && previousContacts[old].key == key {
                            previous = old
                            old += 1
                          }
                          let awakeB = awake[Int(bodyB)]
                          if !awakeA && !awakeB {
                            // Both sides rest: the contact stays as it was.
                            if previous >= 0 {
                              var kept = previousContacts[previous]
                              kept.solved = false
                              writer.emit(kept, before: old)
                            }
                            continue
                          }
                          let manifold: Manifold
                          if kinds[a] == .circle && kinds[b] == .circle {
                            let stateA = states[Int(bodyA)]
                            let stateB = states[Int(bodyB)]
                            // Only the approach along the line of centres can close the gap.
                            let offset = centers[b] - centers[a]
                            let distance = offset.length
                            let closing = distance > 0 ? max(-(stateB.v - stateA.v).dot(offset) / distance, 0) : 0
                            let reach = closing + abs(stateA.w) * sweep[a] + abs(stateB.w) * sweep[b]
                            manifold = collideCircles(
                              centerA: centers[a], radiusA: radii[a], centerB: centers[b], radiusB: radii[b],
                              speculativeDistance: baseMargin + reach * dt)
                          } else {
                            manifold = collide(a, b, dt: dt)
                          }
                          if manifold.pointCount == 0 {
                            if previous >= 0 && previousContacts[previous].touching {
                              endEvents.append((key, endEvent(previousContacts[previous])))
                            }
                            continue
                          }
                          var contact = Contact(shapeA: Int32(a), shapeB: Int32(b))
                          contact.id1 = manifold.point1.id
                          contact.id2 = manifold.point2.id
                          contact.pointCount = UInt8(manifold.pointCount)
                          if previous >= 0 { carryImpulses(from: previousContacts[previous], to: &contact) }
                          contact.solved = true
                          appendRows(
                            of: manifold, contact: contact, bodyA: Int(bodyA), bodyB: Int(bodyB),
                            friction: (frictions[a] * frictions[b]).squareRoot(),
                            restitution: max(restitutions[a], restitutions[b]),
                            states: states, centers: bodyCenters, accelerations: accelerations, rows: &rows,
                            bounces: &bounces)
                          writer.emit(contact, before: old)
                          // A body asleep against one awake wakes when they touch.
                          if !awakeA || !awakeB {
                            let closest =
                              manifold.pointCount == 2
                              ? min(manifold.point1.separation, manifold.point2.separation) : manifold.point1.separation
                            if closest < slop {
                              if !awakeA && typeA != .static { wake.append(bodyA) }
                              if !awakeB && typeB != .static { wake.append(bodyB) }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    while old < previousCount {
      if store[old].touching { endEvents.append((store[old].key, endEvent(store[old]))) }
      old += 1
    }
    // The contacts still waiting go last, over what is left of last step's list, then after it.
    var written = writer.written
    for contact in writer.pending[writer.pendingHead...] {
      if written < store.count {
        store[written] = contact
      } else {
        store.appendGrowingByAQuarter(contact)
      }
      written += 1
    }
    if written < store.count { store.removeLast(store.count - written) }
    writer.pending.removeAll(keepingCapacity: true)
    pendingContacts = writer.pending
    pendingWake.append(contentsOf: wake)
    self.rows = rows
    self.bounces = bounces
    contacts = store
  }

  /// Appends the solver rows (and bounce records) of a contact's manifold points.
  @inline(__always)
  func appendRows(
    of manifold: Manifold, contact: Contact, bodyA a: Int, bodyB b: Int, friction: Double, restitution: Double,
    states: UnsafePointer<BodyState>, centers: UnsafePointer<Vector2>, accelerations: AccelerationField,
    rows: inout SlotWriter<ContactRow>, bounces: inout SlotWriter<ContactBounce>
  ) {
    let stateA = states[a]
    let stateB = states[b]
    let centerA = centers[a]
    let centerB = centers[b]
    let n = manifold.normal
    let t = Vector2(n.y, -n.x)
    for k in 0..<manifold.pointCount {
      let point = k == 0 ? manifold.point1 : manifold.point2
      let rA = point.point - centerA
      let rB = point.point - centerB
      let normalArmA = rA.cross(n)
      let normalArmB = rB.cross(n)
      let tangentArmA = rA.cross(t)
      let tangentArmB = rB.cross(t)
      let normalK =
        stateA.invMass + stateB.invMass + stateA.invInertia * normalArmA * normalArmA + stateB.invInertia
        * normalArmB * normalArmB
      let tangentK =
        stateA.invMass + stateB.invMass + stateA.invInertia * tangentArmA * tangentArmA + stateB.invInertia
        * tangentArmB * tangentArmB
      var relativeVelocity =
        (stateB.v.x - stateA.v.x) * n.x + (stateB.v.y - stateA.v.y) * n.y + stateB.w * normalArmB - stateA.w
        * normalArmA
      // Shapes still apart close faster under gravity before they meet: bounce from the speed at impact.
      if point.separation > 0 && relativeVelocity < 0 {
        let closing = (accelerations.acceleration(of: b) - accelerations.acceleration(of: a)).dot(n)
        let squared = relativeVelocity * relativeVelocity - 2 * closing * point.separation
        if closing < 0 && squared > 0 { relativeVelocity = -squared.squareRoot() }
      }
      rows.append(
        ContactRow(
          bodyA: Int32(a), bodyB: Int32(b), normalX: RowScalar(n.x), normalY: RowScalar(n.y),
          normalArmA: RowScalar(normalArmA), normalArmB: RowScalar(normalArmB), tangentArmA: RowScalar(tangentArmA),
          tangentArmB: RowScalar(tangentArmB), separation: RowScalar(point.separation),
          normalMass: normalK > 0 ? RowScalar(1 / normalK) : 0, tangentMass: tangentK > 0 ? RowScalar(1 / tangentK) : 0,
          friction: RowScalar(friction),
          normalImpulse: k == 0 ? Double(contact.normalImpulse1) : Double(contact.normalImpulse2),
          tangentImpulse: k == 0 ? Double(contact.tangentImpulse1) : Double(contact.tangentImpulse2),
          maximumNormalImpulse: 0))
      bounces.append(
        ContactBounce(relativeVelocity: Float(relativeVelocity), restitution: Float(restitution)))
    }
  }

  /// The manifold of shapes `a` and `b`, keeping points that could meet within `dt`.
  func collide(_ a: Int, _ b: Int, dt: Double) -> Manifold {
    let stateA = bodies.state[Int(shapes.body[a])]
    let stateB = bodies.state[Int(shapes.body[b])]
    let reach =
      (stateB.v - stateA.v).length + abs(stateA.w) * shapes.sweepRadius[a] + abs(stateB.w) * shapes.sweepRadius[b]
    return collide(a, b, speculativeDistance: 4 * settings.linearSlop + reach * dt)
  }

  /// Where shapes `a` and `b` touch (the middle of their manifold's points), at their bodies'
  /// current placement.
  func contactPoint(_ a: Int, _ b: Int) -> Vector2 {
    let manifold: Manifold
    if shapes.kind[a] == .circle && shapes.kind[b] == .circle {
      manifold = collideCircles(
        centerA: shapes.worldCenter[a], radiusA: shapes.radius[a], centerB: shapes.worldCenter[b],
        radiusB: shapes.radius[b], speculativeDistance: .greatestFiniteMagnitude)
    } else {
      manifold = collide(a, b, speculativeDistance: .greatestFiniteMagnitude)
    }
    if manifold.pointCount == 2 { return 0.5 * (manifold.point1.point + manifold.point2.point) }
    return manifold.point1.point
  }

  /// The manifold of shapes `a` and `b`, keeping points closer than `speculative`.
  func collide(_ a: Int, _ b: Int, speculativeDistance speculative: Double) -> Manifold {
    let bodyA = Int(shapes.body[a])
    let bodyB = Int(shapes.body[b])
    switch (shapes.kind[a], shapes.kind[b]) {
    case (.circle, .circle):
      return collideCircles(
        centerA: shapes.worldCenter[a], radiusA: shapes.radius[a], centerB: shapes.worldCenter[b],
        radiusB: shapes.radius[b], speculativeDistance: speculative)
    case (.circle, _):
      return collidePolygonAndCircle(
        shapes.polygons[Int(shapes.polygon[b])], transform(ofBody: bodyB), center: shapes.worldCenter[a],
        radius: shapes.radius[a], speculativeDistance: speculative
      ).flipped
    case (_, .circle):
      return collidePolygonAndCircle(
        shapes.polygons[Int(shapes.polygon[a])], transform(ofBody: bodyA), center: shapes.worldCenter[b],
        radius: shapes.radius[b], speculativeDistance: speculative)
    default:
      return collidePolygons(
        shapes.polygons[Int(shapes.polygon[a])], transform(ofBody: bodyA), shapes.polygons[Int(shapes.polygon[b])],
        transform(ofBody: bodyB), speculativeDistance: speculative)
    }
  }

  /// A body's origin and rotation.
  func transform(ofBody index: Int) -> Transform {
    Transform(bodies.origin[index], bodies.rotation[index])
  }

  /// Copies accumulated impulses from the last step's points to the new points with the same feature.
  @inline(__always)
  func carryImpulses(from previous: Contact, to contact: inout Contact) {
    contact.touching = previous.touching
    let oldCount = previous.pointCount
    func impulses(for id: UInt16) -> (Float, Float) {
      if oldCount >= 1 && previous.id1 == id { return (previous.normalImpulse1, previous.tangentImpulse1) }
      if oldCount == 2 && previous.id2 == id { return (previous.normalImpulse2, previous.tangentImpulse2) }
      return (0, 0)
    }
    (contact.normalImpulse1, contact.tangentImpulse1) = impulses(for: contact.id1)
    if contact.pointCount == 2 { (contact.normalImpulse2, contact.tangentImpulse2) = impulses(for: contact.id2) }
  }

  /// Stores the solved rows' impulses in their contacts for warm starting, decides which solved
  /// contacts touch after the step, and records begin and end events in key order.
  ///
  /// Runs before the bodies take the step's motion, so a begin point is found again from the
  /// positions the step began with (the rows keep no points: begins are few, rows many).
  func finishContacts(endEvents: inout [(key: UInt64, event: ContactEndEvent)]) {
    var begins: [ContactBeginEvent] = []
    let slop = settings.linearSlop
    rows.withUnsafeBufferPointer { rows in
      bounces.withUnsafeBufferPointer { bounces in
        contacts.withUnsafeMutableBufferPointer { contacts in
          var first = 0
          for index in 0..<contacts.count where contacts[index].solved {
            let twoPoints = contacts[index].pointCount == 2
            let row1 = rows[first]
            contacts[index].normalImpulse1 = Float(row1.normalImpulse)
            contacts[index].tangentImpulse1 = Float(row1.tangentImpulse)
            var maximum = row1.maximumNormalImpulse
            var closest = row1.separation
            if twoPoints {
              let row2 = rows[first + 1]
              contacts[index].normalImpulse2 = Float(row2.normalImpulse)
              contacts[index].tangentImpulse2 = Float(row2.tangentImpulse)
              maximum = max(maximum, row2.maximumNormalImpulse)
              closest = min(closest, row2.separation)
            }
            defer { first += twoPoints ? 2 : 1 }
            let touching = maximum > 0 || Double(closest) < slop
            let contact = contacts[index]
            if touching && !contact.touching {
              var approach = -Double(bounces[first].relativeVelocity)
              if twoPoints { approach = max(approach, -Double(bounces[first + 1].relativeVelocity)) }
              let point = contactPoint(Int(contact.shapeA), Int(contact.shapeB))
              begins.append(
                ContactBeginEvent(
                  shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(row1.bodyA),
                  bodyB: bodyID(row1.bodyB), point: point,
                  normal: Vector2(Double(row1.normalX), Double(row1.normalY)),
                  normalImpulse: Double(maximum), approachSpeed: max(approach, 0)))
            } else if !touching && contact.touching {
              endEvents.append((contact.key, endEvent(contact)))
            }
            contacts[index].touching = touching
          }
        }
      }
    }
    endEvents.sort { $0.key < $1.key }
    setEvents(begin: begins, end: endEvents.map(\.event))
  }

  /// The end event of a contact.
  func endEvent(_ contact: Contact) -> ContactEndEvent {
    let bodyA = shapes.body[Int(contact.shapeA)]
    let bodyB = shapes.body[Int(contact.shapeB)]
    return ContactEndEvent(
      shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(bodyA), bodyB: bodyID(bodyB))
  }

  /// The handle of a live shape slot.
  func shapeID(_ index: Int32) -> ShapeID { ShapeID(index: index, generation: shapes.generation[Int(index)]) }

  /// The handle of a live body slot.
  func bodyID(_ index: Int32) -> BodyID { BodyID(index: index, generation: bodies.generation[Int(index)]) }
}

/// Runs `body` with the base addresses of four arrays (a dangling, never-read address for an
/// empty one); the addresses are valid only inside `body`.
@inline(__always)
func withBases<A, B, C, D, Result>(
  _ a: ContiguousArray<A>, _ b: ContiguousArray<B>, _ c: ContiguousArray<C>, _ d: ContiguousArray<D>,
  _ body: (UnsafePointer<A>, UnsafePointer<B>, UnsafePointer<C>, UnsafePointer<D>) -> Result
) -> Result {
  a.withUnsafeBufferPointer { a in
    b.withUnsafeBufferPointer { b in
      c.withUnsafeBufferPointer { c in
        d.withUnsafeBufferPointer { d in
          body(base(of: a), base(of: b), base(of: c), base(of: d))
        }
      }
    }
  }
}

/// The base address of `buffer`, or an aligned dangling address when it has none.
@inline(__always)
func base<Element>(of buffer: UnsafeBufferPointer<Element>) -> UnsafePointer<Element> {
  buffer.baseAddress ?? UnsafePointer(bitPattern: MemoryLayout<Element>.alignment)!
}

/// Writes a step's contacts over last step's list during the merge: a contact goes in place once
/// the merge has read the old one there, and waits in `pending` until then.
struct ContactWriter {
  /// The list being merged.
  var list: UnsafeMutablePointer<Contact>?
  /// How many contacts of this step are in place.
  var written = 0
  /// Contacts that ran ahead of the merge, in order.
  var pending: ContiguousArray<Contact>
  /// The first contact in `pending` not yet in place.
  var pendingHead = 0

  /// A writer with an empty queue (reusing `pending`'s storage).
  init(pending: ContiguousArray<Contact>) {
    self.pending = pending
    self.pending.removeAll(keepingCapacity: true)
  }

  /// Writes `contact` after the ones before it, in place where the merge has read up to `read`.
  @inline(__always)
  mutating func emit(_ contact: Contact, before read: Int) {
    guard let list else { return }
    if pendingHead == pending.count && written < read {
      list[written] = contact
      written += 1
      return
    }
    pending.append(contact)
    while pendingHead < pending.count && written < read {
      list[written] = pending[pendingHead]
      written += 1
      pendingHead += 1
    }
    // The queue moves on as it fills: drop what it has placed once that is most of it, so it
    // holds about as many contacts as wait at once, not every contact that passed through (in
    // a big pit, most of the list, regrown by doubling every step).
    if pendingHead >= 256 && 2 * pendingHead >= pending.count {
      pending.removeFirst(pendingHead)
      pendingHead = 0
    }
  }
}
