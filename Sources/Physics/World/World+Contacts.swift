// MARK: - Contacts

/// What the contact phases of one step read: the settings they use and unchecked handles on the
/// columns (valid for the pair search: no body or shape is created or destroyed during it).
struct ContactPass {
  /// The step.
  let dt: Double
  /// The world's linear slop.
  let slop: Double
  /// The approach speed below which contacts do not bounce, in the solver's precision.
  let restitutionThreshold: Float
  /// Whether some joint keeps its bodies from colliding.
  let checkJoints: Bool
  /// Whether some shape's filter may keep it from colliding (the filter column is stored, or its
  /// default keeps shapes apart): without, every pair's filters agree.
  let checkFilters: Bool
  /// The body columns.
  let bodies: BodyStore.UnsafeHandle
  /// The shape columns.
  let shapes: ShapeStore.UnsafeHandle
  /// The bodies' accelerations in this step.
  let accelerations: AccelerationField
}

/// Two shapes whose bounds overlap, as the contact search meets them: their slots and their
/// bodies' slots and states.
struct ContactPair {
  /// Shape A's slot (the lower).
  let a: Int
  /// Shape B's slot.
  let b: Int
  /// Body A's slot.
  let bodyA: Int32
  /// Body B's slot.
  let bodyB: Int32
  /// Body A's state.
  let stateA: BodyState
  /// Body B's state.
  let stateB: BodyState
}

extension World {
  /// Whether shapes `a` and `b` (on bodies `bodyA` and `bodyB`) may collide: on two bodies, at
  /// least one dynamic, neither a sensor, their filters agree and no joint keeps them apart.
  @inline(__always)
  func mayCollide(_ a: Int, _ b: Int, bodyA: Int32, bodyB: Int32, _ pass: ContactPass) -> Bool {
    guard bodyA != bodyB, !pass.shapes.isSensor[b] else { return false }
    let typeA = pass.bodies.type[Int(bodyA)]
    let typeB = pass.bodies.type[Int(bodyB)]
    guard typeA == .dynamic || typeB == .dynamic else { return false }
    guard !pass.checkFilters || pass.shapes.filter[a].shouldCollide(with: pass.shapes.filter[b]) else { return false }
    return !(pass.checkJoints && jointPreventsCollision(bodyA, bodyB))
  }

  /// The manifold of the circles of `pair`, keeping the point if it could meet within the step.
  @inline(__always)
  func circleManifold(of pair: ContactPair, _ pass: ContactPass) -> Manifold {
    let shapes = pass.shapes
    let (a, b, stateA, stateB) = (pair.a, pair.b, pair.stateA, pair.stateB)
    // The speculative distance is never less than 4 slops (the reach is not negative).
    return collideCircles(
      centerA: shapes.worldCenter[a], radiusA: shapes.radius[a], centerB: shapes.worldCenter[b],
      radiusB: shapes.radius[b], leastSpeculativeDistance: 4 * pass.slop
    ) { offset, distance in
      // Only the approach along the line of centres can close the gap.
      let closing = distance > 0 ? max(-(stateB.v - stateA.v).dot(offset) / distance, 0) : 0
      let reach =
        closing + abs(stateA.w) * Double(shapes.sweepRadius[a]) + abs(stateB.w) * Double(shapes.sweepRadius[b])
      return 4 * pass.slop + reach * pass.dt
    }
  }

  /// Appends the solver row of the manifold point `point` (normal `n`, its contact's impulses
  /// carried over `impulses`) of the shapes and bodies of `pair`, and a bounce record if the row
  /// may bounce or, the contact not `touching` yet, begin (see `ContactBounce`).
  @inline(__always)
  func appendRow(
    _ point: ManifoldPoint, normal n: Vector2, impulses: (normal: Float, tangent: Float), touching: Bool,
    of pair: ContactPair, _ pass: ContactPass, _ finds: inout ContactFinds
  ) {
    let (stateA, stateB) = (pair.stateA, pair.stateB)
    let centerA = pass.bodies.center[Int(pair.bodyA)]
    let centerB = pass.bodies.center[Int(pair.bodyB)]
    let friction = (pass.shapes.friction[pair.a] * pass.shapes.friction[pair.b]).squareRoot()
    let restitution = max(pass.shapes.restitution[pair.a], pass.shapes.restitution[pair.b])
    let t = Vector2(n.y, -n.x)
    let rA = point.point - centerA
    let rB = point.point - centerB
    let normalArmA = rA.cross(n)
    let normalArmB = rB.cross(n)
    let tangentArmA = rA.cross(t)
    let tangentArmB = rB.cross(t)
    let normalK =
      stateA.invMass + stateB.invMass + stateA.invInertia * normalArmA * normalArmA + stateB.invInertia * normalArmB
      * normalArmB
    let tangentK =
      stateA.invMass + stateB.invMass + stateA.invInertia * tangentArmA * tangentArmA + stateB.invInertia
      * tangentArmB * tangentArmB
    var relativeVelocity =
      (stateB.v.x - stateA.v.x) * n.x + (stateB.v.y - stateA.v.y) * n.y + stateB.w * normalArmB - stateA.w
      * normalArmA
    if point.separation > 0 && relativeVelocity < 0 {
      relativeVelocity = impactVelocity(
        relativeVelocity, separation: point.separation, normal: n, bodyA: Int(pair.bodyA), bodyB: Int(pair.bodyB),
        pass)
    }
    let bounce = ContactBounce(
      row: Int32(finds.rows.written), relativeVelocity: Float(relativeVelocity), restitution: Float(restitution))
    if !touching
      || ContactBounce.mayBounce(
        relativeVelocity: bounce.relativeVelocity, restitution: bounce.restitution,
        threshold: pass.restitutionThreshold)
    {
      finds.addBounce(bounce)
    }
    finds.rows.append(
      ContactRow(
        bodyA: pair.bodyA, bodyB: pair.bodyB, normalX: RowScalar(n.x), normalY: RowScalar(n.y),
        normalArmA: RowScalar(normalArmA), normalArmB: RowScalar(normalArmB), tangentArmA: RowScalar(tangentArmA),
        tangentArmB: RowScalar(tangentArmB), separation: RowScalar(point.separation),
        normalMass: normalK > 0 ? RowScalar(1 / normalK) : 0, tangentMass: tangentK > 0 ? RowScalar(1 / tangentK) : 0,
        friction: RowScalar(friction), normalImpulse: impulses.normal, tangentImpulse: impulses.tangent,
        maximumNormalImpulse: 0))
  }

  /// Adds the second point of `manifold`, a contact of two points whose first record is `contact`
  /// (the shapes of `pair`): its record after the contact's, its impulses carried over by feature
  /// from last step's contact `previous` (whose second record `rewrite` read), and its solver row.
  /// Kept out of the search's loop: only polygons have two points.
  @inline(never)
  func addSecondPoint(
    of manifold: Manifold, contact: Contact, previous: Contact?, shapes a: Int, _ b: Int, bodyA: Int32, bodyB: Int32,
    _ pass: ContactPass, _ rewrite: inout ContactRewrite, _ finds: inout ContactFinds
  ) {
    // The pair again (not kept in memory for the call).
    let pair = ContactPair(
      a: a, b: b, bodyA: bodyA, bodyB: bodyB, stateA: pass.bodies.state[Int(bodyA)],
      stateB: pass.bodies.state[Int(bodyB)])
    let id = manifold.point2.id
    let impulses = previous.map { $0.impulses(ofFeature: id, second: rewrite.previousSecond) } ?? (0, 0)
    appendRow(
      manifold.point2, normal: manifold.normal, impulses: impulses, touching: contact.touching, of: pair, pass,
      &finds)
    rewrite.append(Contact(secondOf: contact, id: id, impulses: impulses))
  }

  /// The normal relative velocity `relativeVelocity` (approaching) of a point still `separation`
  /// apart along `normal`, bodies `bodyA` and `bodyB`, at impact: shapes still apart close
  /// faster under gravity before they meet, so they bounce from the speed at impact. (Kept out
  /// of the search's loop: seldom met.)
  @inline(never)
  func impactVelocity(
    _ relativeVelocity: Double, separation: Double, normal: Vector2, bodyA: Int, bodyB: Int, _ pass: ContactPass
  ) -> Double {
    let closing =
      (pass.accelerations.acceleration(of: bodyB) - pass.accelerations.acceleration(of: bodyA)).dot(normal)
    let squared = relativeVelocity * relativeVelocity - 2 * closing * separation
    return closing < 0 && squared > 0 ? -squared.squareRoot() : relativeVelocity
  }

  /// The manifold of shapes `a` and `b`, keeping points that could meet within `dt`.
  func collide(_ a: Int, _ b: Int, dt: Double) -> Manifold {
    let stateA = bodies.state[Int(shapes.body[a])]
    let stateB = bodies.state[Int(shapes.body[b])]
    let turnA = abs(stateA.w) * Double(shapes.sweepRadius[a])
    let reach = (stateB.v - stateA.v).length + turnA + abs(stateB.w) * Double(shapes.sweepRadius[b])
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
    Transform(bodies.origin(at: index), bodies.rotation[index])
  }

  /// Copies the accumulated impulses of the last step's point with the feature of `contact`'s
  /// first point (`previous`, its second record `second`), and whether it touched.
  @inline(__always)
  func carryImpulses(from previous: Contact, second: Contact, to contact: inout Contact) {
    contact.touching = previous.touching
    (contact.normalImpulse, contact.tangentImpulse) = previous.impulses(ofFeature: contact.id, second: second)
  }

  /// Stores the solved rows' impulses in their contacts for warm starting, decides which solved
  /// contacts touch after the step, and records begin and end events in key order.
  ///
  /// Runs before the bodies take the step's motion, so a begin point is found again from the
  /// positions the step began with (the rows keep no points: begins are few, rows many). Works
  /// in the contact search's blocks, in parallel, each block's events joined in block order after.
  func finishContacts() {
    let blocks = stepContext.contactBlocks[..<stepContext.contactBlockCount]
    while stepContext.contactFinishes.count < blocks.count { stepContext.contactFinishes.append(ContactFinish()) }
    let finishes = stepContext.contactFinishes
    let segments = contacts.segments
    forEachBlock(of: blocks.count, grain: 1) { range in
      for index in range {
        self.finishContacts(
          segments[index].contacts, blocks[blocks.startIndex + index], number: index, into: finishes[index])
      }
    }
    var begins: [ContactBeginEvent] = []
    var endEvents = stepContext.endEvents
    stepContext.endEvents = []
    let searchEnds = endEvents.count
    // Made at their size, not grown by doubling (a landing begins thousands of contacts).
    begins.reserveCapacity(finishes[..<blocks.count].reduce(0) { $0 + $1.begins.count })
    endEvents.reserveCapacity(finishes[..<blocks.count].reduce(searchEnds) { $0 + $1.ended.count })
    for finish in finishes[..<blocks.count] {
      begins.append(contentsOf: finish.begins)
      endEvents.append(contentsOf: finish.ended)
    }
    setEvents(begin: begins, end: Self.mergedByKey(endEvents, firstRun: searchEnds))
    endEvents.removeAllKeepingUsualRoom()
    stepContext.endEvents = endEvents
  }

  /// The events of `list`, whose first `firstRun` (the contact search's, block after block) and
  /// the rest (contacts that stopped touching, block after block) are each in key order, merged
  /// in key order.
  ///
  /// A merge, not the standard library's sort: that sort's buffer of runs is a generic type the
  /// runtime checks conformances for, which pages in every library's conformance records (0.9 MB
  /// of the 1 000-ball pit's peak memory).
  static func mergedByKey(_ list: [(key: UInt64, event: ContactEndEvent)], firstRun: Int) -> [ContactEndEvent] {
    var merged: [ContactEndEvent] = []
    merged.reserveCapacity(list.count)
    var first = 0
    var second = firstRun
    while first < firstRun || second < list.count {
      if second == list.count || (first < firstRun && list[first].key < list[second].key) {
        merged.append(list[first].event)
        first += 1
      } else {
        merged.append(list[second].event)
        second += 1
      }
    }
    return merged
  }

  /// `finishContacts` for the contacts of `block` (the world's list's segment `contacts`, block
  /// `number`), from its rows (sorted by colour: the block's `colours` find them, see
  /// `ContactGraph.place`): their impulses and touching flags, their begin and end events into
  /// `finish`.
  func finishContacts(
    _ contacts: UnsafeMutableBufferPointer<Contact>, _ block: ContactBlock, number: Int, into finish: ContactFinish
  ) {
    finish.begins.removeAllKeepingUsualRoom()
    finish.ended.removeAllKeepingUsualRoom()
    let rows = block.rows.unsafeBase
    let bounces = UnsafeBufferPointer(start: block.bounces.unsafeBase, count: block.bounces.count)
    // Each colour's next row, and the colours of the rows of key order.
    let nextRow = UnsafeMutableBufferPointer<Int32>.allocate(capacity: ContactGraph.colourCount)
    defer { nextRow.deallocate() }
    stepContext.graph.colourStarts(ofBlock: number, into: nextRow)
    let colours = block.colours.unsafeBase
    // The next row in key order: the solved contacts' rows, point after point.
    var row = 0
    let slop = settings.linearSlop
    // The next contact's first record.
    var next = 0
    while next < contacts.count {
      let index = next
      let twoPoints = contacts[index].twoPoints
      next += twoPoints ? 2 : 1
      guard contacts[index].solved else { continue }
      let colour = Int(colours[row])
      let first = Int(nextRow[colour])
      nextRow[colour] += twoPoints ? 2 : 1
      row += twoPoints ? 2 : 1
      let row1 = rows[first]
      contacts[index].normalImpulse = row1.normalImpulse
      contacts[index].tangentImpulse = row1.tangentImpulse
      var maximum = row1.maximumNormalImpulse
      var closest = row1.separation
      if twoPoints {
        let row2 = rows[first + 1]
        contacts[index + 1].normalImpulse = row2.normalImpulse
        contacts[index + 1].tangentImpulse = row2.tangentImpulse
        maximum = max(maximum, row2.maximumNormalImpulse)
        closest = min(closest, row2.separation)
      }
      let touching = maximum > 0 || Double(closest) < slop
      let contact = contacts[index]
      if touching && !contact.touching {
        // The contact did not touch: each of its rows has a bounce record.
        var approach = -Double(bounces.relativeVelocity(ofRow: first))
        if twoPoints { approach = max(approach, -Double(bounces.relativeVelocity(ofRow: first + 1))) }
        let point = contactPoint(Int(contact.shapeA), Int(contact.shapeB))
        finish.begins.append(
          ContactBeginEvent(
            shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(row1.bodyA),
            bodyB: bodyID(row1.bodyB), point: point, normal: Vector2(Double(row1.normalX), Double(row1.normalY)),
            normalImpulse: Double(maximum), approachSpeed: max(approach, 0)))
      } else if !touching && contact.touching {
        finish.ended.append((contact.key, endEvent(contact)))
      }
      contacts[index].touching = touching
    }
  }

  /// The end event of a contact.
  func endEvent(_ contact: Contact) -> ContactEndEvent {
    let bodyA = shapes.body[Int(contact.shapeA)]
    let bodyB = shapes.body[Int(contact.shapeB)]
    return ContactEndEvent(
      shapeA: shapeID(contact.shapeA), shapeB: shapeID(contact.shapeB), bodyA: bodyID(bodyA), bodyB: bodyID(bodyB))
  }

  /// The handle of a live shape slot.
  func shapeID(_ index: Int32) -> ShapeID {
    ShapeID(index: index, generation: shapes.slots.generation[Int(index)], world: number)
  }

  /// The handle of a live body slot.
  func bodyID(_ index: Int32) -> BodyID {
    BodyID(index: index, generation: bodies.slots.generation[Int(index)], world: number)
  }
}

extension Contact {
  /// The accumulated normal and tangent impulses of the contact's point with feature `id` (its
  /// second record `second`, read only if it has two points), or zeros.
  @inline(__always)
  func impulses(ofFeature id: UInt16, second: Contact) -> (normal: Float, tangent: Float) {
    if self.id == id { return (normalImpulse, tangentImpulse) }
    if twoPoints && second.id == id { return (second.normalImpulse, second.tangentImpulse) }
    return (0, 0)
  }
}

/// What one block of `World.finishContacts` found: the begin events and the contacts that
/// ended, in key order. Kept between steps so that its buffers are reused.
///
/// Its lists are written by one block's thread, then read once the job is over: unchecked, as
/// a world's columns are (each access of a class's property checked for exclusivity was 3 M of
/// the 10 000-ball pit's instructions over 300 steps, on the stepping thread, which joins them).
final class ContactFinish {
  /// Contacts that began to touch.
  @exclusivity(unchecked) var begins: [ContactBeginEvent] = []
  /// Contacts that stopped touching, by key.
  @exclusivity(unchecked) var ended: [(key: UInt64, event: ContactEndEvent)] = []
}
