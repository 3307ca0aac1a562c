// MARK: - Contacts

extension World {
  /// Finds every pair of shapes whose grown bounds overlap, computes their manifolds, carries
  /// impulses over from the last step by feature, and records contacts that ended.
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
    let previousContacts = contacts
    var next = nextContacts
    nextContacts = []
    next.removeAll(keepingCapacity: true)
    next.reserveCapacity(previousContacts.count + previousContacts.count / 4 + 16)
    var wake: [Int32] = []
    var old = 0
    var buffer = candidateBuffer
    candidateBuffer = []
    if buffer.count < shapeCount { buffer = ContiguousArray(repeating: 0, count: shapeCount) }
    shapes.bounds.withUnsafeBufferPointer { bounds in
      buffer.withUnsafeMutableBufferPointer { buffer in
        for a in 0..<shapeCount where shapeAlive[a] && !isSensor[a] {
          let found = grid.candidates(of: a, bounds: bounds, into: buffer)
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
            while old < previousContacts.count && previousContacts[old].key < key {
              if previousContacts[old].touching {
                endEvents.append((previousContacts[old].key, endEvent(previousContacts[old])))
              }
              old += 1
            }
            var previous = -1
            if old < previousContacts.count && previousContacts[old].key == key {
              previous = old
              old += 1
            }
            let awakeB = awake[Int(bodyB)]
            if !awakeA && !awakeB {
              // Both sides rest: the contact stays as it was.
              if previous >= 0 {
                next.append(previousContacts[previous])
                next[next.count - 1].firstRow = -1
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
            next.append(
              Contact(
                key: key, shapeA: Int32(a), shapeB: Int32(b), bodyA: bodyA, bodyB: bodyB, manifold: manifold,
                friction: (frictions[a] * frictions[b]).squareRoot(),
                restitution: max(restitutions[a], restitutions[b])))
            if previous >= 0 {
              previousContacts.withUnsafeBufferPointer { previousContacts in
                next.withUnsafeMutableBufferPointer { next in
                  carryImpulses(from: previousContacts.baseAddress! + previous, to: next.baseAddress! + next.count - 1)
                }
              }
            }
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
    while old < previousContacts.count {
      if previousContacts[old].touching {
        endEvents.append((previousContacts[old].key, endEvent(previousContacts[old])))
      }
      old += 1
    }
    candidateBuffer = buffer
    pendingWake.append(contentsOf: wake)
    contacts = next
    nextContacts = previousContacts
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
  func carryImpulses(from previous: UnsafePointer<Contact>, to contact: UnsafeMutablePointer<Contact>) {
    contact.pointee.touching = previous.pointee.touching
    let oldCount = previous.pointee.manifold.pointCount
    let id1 = previous.pointee.manifold.point1.id
    let id2 = previous.pointee.manifold.point2.id
    func impulses(for id: UInt16) -> (Double, Double) {
      if oldCount >= 1 && id1 == id { return (previous.pointee.normalImpulse1, previous.pointee.tangentImpulse1) }
      if oldCount == 2 && id2 == id { return (previous.pointee.normalImpulse2, previous.pointee.tangentImpulse2) }
      return (0, 0)
    }
    (contact.pointee.normalImpulse1, contact.pointee.tangentImpulse1) = impulses(
      for: contact.pointee.manifold.point1.id)
    if contact.pointee.manifold.pointCount == 2 {
      (contact.pointee.normalImpulse2, contact.pointee.tangentImpulse2) = impulses(
        for: contact.pointee.manifold.point2.id)
    }
  }

  /// Builds the solver rows of every contact with an awake body.
  func prepareContacts() {
    var rows = self.rows
    var bounces = self.bounces
    self.rows = []
    self.bounces = []
    rows.removeAll(keepingCapacity: true)
    bounces.removeAll(keepingCapacity: true)
    rows.reserveCapacity(2 * contacts.count)
    bounces.reserveCapacity(2 * contacts.count)
    let awake = bodies.awake
    let states = bodies.state
    let centers = bodies.center
    let accelerations = acceleration
    contacts.withUnsafeMutableBufferPointer { contacts in
      for index in 0..<contacts.count {
        let contact = contacts.baseAddress! + index
        let a = Int(contact.pointee.bodyA)
        let b = Int(contact.pointee.bodyB)
        guard awake[a] || awake[b] else { continue }
        contact.pointee.firstRow = Int32(rows.count)
        let stateA = states[a]
        let stateB = states[b]
        let centerA = centers[a]
        let centerB = centers[b]
        let n = contact.pointee.manifold.normal
        let t = Vector2(n.y, -n.x)
        let isStatic = stateA.invMass == 0 || stateB.invMass == 0
        let pointCount = contact.pointee.manifold.pointCount
        for k in 0..<pointCount {
          let point = k == 0 ? contact.pointee.manifold.point1 : contact.pointee.manifold.point2
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
            let closing = (accelerations[b] - accelerations[a]).dot(n)
            let squared = relativeVelocity * relativeVelocity - 2 * closing * point.separation
            if closing < 0 && squared > 0 { relativeVelocity = -squared.squareRoot() }
          }
          rows.append(
            ContactRow(
              bodyA: Int32(a), bodyB: Int32(b), isStatic: isStatic, normal: n, normalArmA: normalArmA,
              normalArmB: normalArmB, tangentArmA: tangentArmA, tangentArmB: tangentArmB,
              separation: point.separation, normalMass: normalK > 0 ? 1 / normalK : 0,
              tangentMass: tangentK > 0 ? 1 / tangentK : 0,
              normalImpulse: k == 0 ? contact.pointee.normalImpulse1 : contact.pointee.normalImpulse2,
              tangentImpulse: k == 0 ? contact.pointee.tangentImpulse1 : contact.pointee.tangentImpulse2,
              maximumNormalImpulse: 0, friction: contact.pointee.friction))
          bounces.append(ContactBounce(relativeVelocity: relativeVelocity, restitution: contact.pointee.restitution))
        }
      }
    }
    self.rows = rows
    self.bounces = bounces
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
        var approach = -bounces[Int(contact.firstRow)].relativeVelocity
        var point = manifold.point1.point
        if manifold.pointCount == 2 {
          approach = max(approach, -bounces[Int(contact.firstRow) + 1].relativeVelocity)
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
