// MARK: - Contacts

extension World {
  /// Finds every pair of shapes whose grown bounds overlap, computes their manifolds, carries
  /// impulses over from the last step by feature, and records contacts that ended.
  func findContacts(dt: Double, endEvents: inout [(key: UInt64, event: ContactEndEvent)]) {
    nextContacts.removeAll(keepingCapacity: true)
    let shapeCount = shapes.alive.count
    let slop = settings.linearSlop
    let checkJoints = joints.indices.contains { jointAlive[$0] && !joints[$0].collideConnected }
    var old = 0
    var buffer = candidateBuffer
    shapes.bounds.withUnsafeBufferPointer { bounds in
      for a in 0..<shapeCount where shapes.alive[a] && !shapes.isSensor[a] {
        grid.candidates(of: a, bounds: bounds, into: &buffer)
        if buffer.isEmpty { continue }
        let bodyA = shapes.body[a]
        let typeA = bodies.type[Int(bodyA)]
        let awakeA = bodies.awake[Int(bodyA)]
        for candidate in buffer {
          let b = Int(candidate)
          let bodyB = shapes.body[b]
          guard bodyA != bodyB, !shapes.isSensor[b] else { continue }
          let typeB = bodies.type[Int(bodyB)]
          guard typeA == .dynamic || typeB == .dynamic else { continue }
          guard shapes.filter[a].shouldCollide(with: shapes.filter[b]) else { continue }
          if checkJoints && jointPreventsCollision(bodyA, bodyB) { continue }
          let key = UInt64(a) << 32 | UInt64(b)
          while old < contacts.count && contacts[old].key < key {
            if contacts[old].touching { endEvents.append((contacts[old].key, endEvent(contacts[old]))) }
            old += 1
          }
          var previous: Contact?
          if old < contacts.count && contacts[old].key == key {
            previous = contacts[old]
            old += 1
          }
          let awakeB = bodies.awake[Int(bodyB)]
          if !awakeA && !awakeB {
            // Both sides rest: the contact stays as it was.
            if var kept = previous {
              kept.firstRow = -1
              nextContacts.append(kept)
            }
            continue
          }
          let manifold = collide(a, b, dt: dt)
          if manifold.pointCount == 0 {
            if let previous, previous.touching { endEvents.append((key, endEvent(previous))) }
            continue
          }
          var contact = Contact(
            key: key, shapeA: Int32(a), shapeB: Int32(b), bodyA: bodyA, bodyB: bodyB, manifold: manifold,
            friction: (shapes.friction[a] * shapes.friction[b]).squareRoot(),
            restitution: max(shapes.restitution[a], shapes.restitution[b]))
          if let previous {
            contact.touching = previous.touching
            carryImpulses(from: previous, to: &contact)
          }
          // A body asleep against one awake wakes when they touch.
          let closest =
            manifold.pointCount == 2
            ? min(manifold.point1.separation, manifold.point2.separation)
            : manifold.point1.separation
          if closest < slop {
            if !awakeA && typeA != .static { pendingWake.append(bodyA) }
            if !awakeB && typeB != .static { pendingWake.append(bodyB) }
          }
          nextContacts.append(contact)
        }
      }
    }
    while old < contacts.count {
      if contacts[old].touching { endEvents.append((contacts[old].key, endEvent(contacts[old]))) }
      old += 1
    }
    candidateBuffer = buffer
    swap(&contacts, &nextContacts)
  }

  /// The manifold of shapes `a` and `b`, keeping points that could meet within `dt`.
  func collide(_ a: Int, _ b: Int, dt: Double) -> Manifold {
    let bodyA = Int(shapes.body[a])
    let bodyB = Int(shapes.body[b])
    let stateA = bodies.state[bodyA]
    let stateB = bodies.state[bodyB]
    let reach =
      (stateB.v - stateA.v).length + abs(stateA.w) * shapes.sweepRadius[a] + abs(stateB.w) * shapes.sweepRadius[b]
    let speculative = 4 * settings.linearSlop + reach * dt
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
  func carryImpulses(from previous: Contact, to contact: inout Contact) {
    let old = previous.manifold
    func impulses(for id: UInt16) -> (Double, Double) {
      if old.pointCount >= 1 && old.point1.id == id { return (previous.normalImpulse1, previous.tangentImpulse1) }
      if old.pointCount == 2 && old.point2.id == id { return (previous.normalImpulse2, previous.tangentImpulse2) }
      return (0, 0)
    }
    (contact.normalImpulse1, contact.tangentImpulse1) = impulses(for: contact.manifold.point1.id)
    if contact.manifold.pointCount == 2 {
      (contact.normalImpulse2, contact.tangentImpulse2) = impulses(for: contact.manifold.point2.id)
    }
  }

  /// Builds the solver rows of every contact with an awake body.
  func prepareContacts() {
    rows.removeAll(keepingCapacity: true)
    for index in contacts.indices {
      let contact = contacts[index]
      let a = Int(contact.bodyA)
      let b = Int(contact.bodyB)
      guard bodies.awake[a] || bodies.awake[b] else { continue }
      contacts[index].firstRow = Int32(rows.count)
      let stateA = bodies.state[a]
      let stateB = bodies.state[b]
      let centerA = bodies.center[a]
      let centerB = bodies.center[b]
      let n = contact.manifold.normal
      let t = Vector2(n.y, -n.x)
      let isStatic = stateA.invMass == 0 || stateB.invMass == 0
      for k in 0..<contact.manifold.pointCount {
        let point = k == 0 ? contact.manifold.point1 : contact.manifold.point2
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
        let relativeVelocity =
          (stateB.v - stateA.v).dot(n) + stateB.w * normalArmB - stateA.w * normalArmA
        rows.append(
          ContactRow(
            bodyA: contact.bodyA, bodyB: contact.bodyB, isStatic: isStatic, normal: n, normalArmA: normalArmA,
            normalArmB: normalArmB, tangentArmA: tangentArmA, tangentArmB: tangentArmB, separation: point.separation,
            normalMass: normalK > 0 ? 1 / normalK : 0, tangentMass: tangentK > 0 ? 1 / tangentK : 0,
            normalImpulse: k == 0 ? contact.normalImpulse1 : contact.normalImpulse2,
            tangentImpulse: k == 0 ? contact.tangentImpulse1 : contact.tangentImpulse2, maximumNormalImpulse: 0,
            relativeVelocity: relativeVelocity, friction: contact.friction, restitution: contact.restitution))
      }
    }
  }

  /// Decides which solved contacts touch after the step and records begin and end events in key order.
  func updateTouching(endEvents: inout [(key: UInt64, event: ContactEndEvent)]) {
    var begins: [ContactBeginEvent] = []
    let slop = settings.linearSlop
    for index in contacts.indices where contacts[index].firstRow >= 0 {
      let contact = contacts[index]
      let manifold = contact.manifold
      let closest =
        manifold.pointCount == 2
        ? min(manifold.point1.separation, manifold.point2.separation)
        : manifold.point1.separation
      let touching = contact.maximumNormalImpulse > 0 || closest < slop
      if touching && !contact.touching {
        let first = rows[Int(contact.firstRow)]
        var approach = -first.relativeVelocity
        var point = manifold.point1.point
        if manifold.pointCount == 2 {
          approach = max(approach, -rows[Int(contact.firstRow) + 1].relativeVelocity)
          point = 0.5 * (point + manifold.point2.point)
        }
        begins.append(
          ContactBeginEvent(
            shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(contact.bodyA),
            bodyB: bodyID(contact.bodyB), point: point, normal: manifold.normal,
            normalImpulse: contact.maximumNormalImpulse, approachSpeed: max(approach, 0)))
      } else if !touching && contact.touching {
        endEvents.append((contact.key, endEvent(contact)))
      }
      contacts[index].touching = touching
    }
    endEvents.sort { $0.key < $1.key }
    setEvents(begin: begins, end: endEvents.map(\.event))
  }

  /// The end event of a contact.
  func endEvent(_ contact: Contact) -> ContactEndEvent {
    ContactEndEvent(
      shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(contact.bodyA),
      bodyB: bodyID(contact.bodyB))
  }

  /// The handle of a live shape slot.
  func shapeID(_ index: Int32) -> ShapeID { ShapeID(index: index, generation: shapes.generation[Int(index)]) }

  /// The handle of a live body slot.
  func bodyID(_ index: Int32) -> BodyID { BodyID(index: index, generation: bodies.generation[Int(index)]) }
}
