import Physics

// MARK: - Contact events

extension Animator {
  /// Turns the world's contact events of the last step into `contactEvents` and tells the collision delegates.
  ///
  /// A boundary made of several shapes (the reference bounds, a path) is one
  /// partner: its contact with an item begins when the first of its shapes
  /// touches and ends when the last lets go. Contacts of a shape taken out of
  /// the world end in the next step.
  func collectContactEvents() {
    contactEvents.removeAll(keepingCapacity: true)
    let begins = world.contactBeginEvents
    let ends = world.contactEndEvents
    // Room for about as many events as the loops below report (an item's counted contacts with a boundary
    // may report fewer). Counting them reads, for every event, the entries the loops read (both shapes'
    // owners, the pair's place in `touching`) in reads that do not wait on one another, so that the
    // processor overlaps their cache misses, where the loops, one event after another, would wait for each.
    let reportable =
      begins.count { isReportable($0.shapeA, $0.shapeB) && !touching.contains(ShapePair($0.shapeA, $0.shapeB)) }
      + ends.count { isReportable($0.shapeA, $0.shapeB) && touching.contains(ShapePair($0.shapeA, $0.shapeB)) }
    contactEvents.reserveCapacity(pendingEnds.count + reportable)
    // A contact of a boundary taken away ends here, its behaviour gone from `collisionBehaviors`.
    for touch in pendingEnds { report(.ended, touch, at: nil, delivering: true) }
    pendingEnds = []
    // Without a delegate to tell (most steps of a pile), no code of the caller's runs below to set one.
    let delivering = collisionBehaviors.contains { $0.collisionDelegate != nil }
    for event in begins {
      guard let touch = touch(between: event.shapeA, event.shapeB) else { continue }
      touching.insert(ShapePair(event.shapeA, event.shapeB))
      if !touch.isCounted || Self.increment(&touchCounts[touch.key, default: 0]) == 1 {
        report(.began, touch, at: Units.point(event.point), delivering: delivering)
      }
    }
    for event in ends {
      guard touching.remove(ShapePair(event.shapeA, event.shapeB)),
        let touch = touch(between: event.shapeA, event.shapeB)
      else { continue }
      if release(touch) { report(.ended, touch, at: nil, delivering: delivering) }
    }
  }

  /// Whether a contact between the two shapes can be an item's: both have owners.
  private func isReportable(_ shapeA: ShapeID, _ shapeB: ShapeID) -> Bool {
    shapeOwners.isOwned(shapeA) && shapeOwners.isOwned(shapeB)
  }

  /// Ends, at the next step, the contacts of `shape`, which is leaving the world.
  func forgetContacts(of shape: ShapeID) {
    forget(touching.pairs(holding: shape.index))
  }

  /// Ends, at the next step, the contact between two items a joint now keeps from colliding.
  func forgetContact(between first: DynamicItem, _ second: DynamicItem) {
    let firstShapes = records[ObjectIdentifier(first)]?.shapes ?? []
    let secondShapes = records[ObjectIdentifier(second)]?.shapes ?? []
    forget(firstShapes.flatMap { a in secondShapes.map { b in ShapePair(a, b) } })
  }

  /// Takes `pairs` out of `touching`; item contacts that end with them end at the next step.
  private func forget(_ pairs: [ShapePair]) {
    for pair in pairs {
      guard touching.remove(pair), let a = shapeOwners[slot: pair.first]?.shape,
        let b = shapeOwners[slot: pair.second]?.shape, let touch = touch(between: a, b)
      else { continue }
      if release(touch) { pendingEnds.append(touch) }
    }
  }

  /// Adds one to `count` (a dictionary's value, looked up once) and returns it.
  private static func increment(_ count: inout Int) -> Int {
    count += 1
    return count
  }

  /// Counts one shape contact of `touch` gone; true when it was the last.
  private func release(_ touch: Touch) -> Bool {
    !touch.isCounted || Self.decrement(&touchCounts[touch.key])
  }

  /// Takes one from `count` (a dictionary's value, looked up once), removing it at 0; true when it was the last.
  private static func decrement(_ count: inout Int?) -> Bool {
    let remaining = (count ?? 1) - 1
    count = remaining > 0 ? remaining : nil
    return remaining <= 0
  }

  /// The item-level contact between two shapes, if one is an item and the other an item or a boundary.
  private func touch(between shapeA: ShapeID, _ shapeB: ShapeID) -> Touch? {
    switch (shapeOwners[shapeA], shapeOwners[shapeB]) {
    case (.item(let a, let orderA, let soleA), .item(let b, let orderB, let soleB)):
      let (first, second) = orderA <= orderB ? (a, b) : (b, a)
      return Touch(
        item: first, partner: .item(second), owner: nil, partnerObject: ObjectIdentifier(second),
        isCounted: !(soleA && soleB))
    case (.item(let item, _, _), .boundary(let owner, let identifier)),
      (.boundary(let owner, let identifier), .item(let item, _, _)):
      return Touch(
        item: item, partner: .boundary(identifier), owner: owner, partnerObject: ObjectIdentifier(owner),
        isCounted: true)
    default:
      return nil
    }
  }

  /// Records `touch` beginning or ending and, `delivering`, tells the collision behaviours it concerns.
  private func report(_ kind: ContactEvent.Kind, _ touch: Touch, at point: Point?, delivering: Bool) {
    // Made in place in the list, and copied out only for a delegate (most steps of a pile have none to tell).
    contactEvents.append(
      ContactEvent(kind: kind, item: touch.item, partner: touch.partner, point: point, time: elapsedTime))
    guard delivering else { return }
    if let owner = touch.owner {
      if owner.collisionDelegate != nil { owner.deliver(contactEvents[contactEvents.count - 1]) }
    } else if case .item(let other) = touch.partner {
      for collision in collisionBehaviors
      where collision.collisionDelegate != nil && collision.collisionMode.contains(.items)
        && collision.holds(touch.item) && collision.holds(other)
      {
        collision.deliver(contactEvents[contactEvents.count - 1])
      }
    }
  }
}
