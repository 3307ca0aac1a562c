import Physics

// MARK: - Contact events

extension Animator {
  /// What one side of a contact is.
  private enum Side {
    case item(DynamicItem)
    case boundary(CollisionBehavior, String?)
  }

  private func side(_ shape: ShapeID) -> Side? {
    if let item = itemsByShape[shape] { return .item(item) }
    if let boundary = boundariesByShape[shape] { return .boundary(boundary.owner, boundary.identifier) }
    return nil
  }

  /// Turns the world's contact events of the last step into `contactEvents` and tells the collision delegates.
  ///
  /// A boundary made of several shapes (the reference bounds, a path) is one
  /// partner: its contact with an item begins when the first of its shapes
  /// touches and ends when the last lets go. Contacts of a shape taken out of
  /// the world end in the next step.
  func collectContactEvents() {
    contactEvents = []
    for touch in pendingEnds { report(.ended, touch, at: nil) }
    pendingEnds = []
    for event in world.contactBeginEvents {
      let pair = ShapePair(event.shapeA, event.shapeB)
      guard let touch = touch(between: event.shapeA, event.shapeB) else { continue }
      touching[pair] = touch
      touchCounts[touch.key, default: 0] += 1
      if touchCounts[touch.key] == 1 { report(.began, touch, at: Units.point(event.point)) }
    }
    for event in world.contactEndEvents {
      guard let touch = touching.removeValue(forKey: ShapePair(event.shapeA, event.shapeB)) else { continue }
      if release(touch) { report(.ended, touch, at: nil) }
    }
  }

  /// Ends, at the next step, the contacts of `shape`, which is leaving the world.
  func forgetContacts(of shape: ShapeID) {
    forget(touching.keys.filter { $0.first == shape || $0.second == shape }.sorted())
  }

  /// Ends, at the next step, the contact between two items a joint now keeps from colliding.
  func forgetContact(between first: DynamicItem, _ second: DynamicItem) {
    let firstShapes = records[ObjectIdentifier(first)]?.shapes ?? []
    let secondShapes = records[ObjectIdentifier(second)]?.shapes ?? []
    forget(firstShapes.flatMap { a in secondShapes.map { b in ShapePair(a, b) } })
  }

  private func forget(_ pairs: [ShapePair]) {
    for pair in pairs {
      guard let touch = touching.removeValue(forKey: pair) else { continue }
      if release(touch) { pendingEnds.append(touch) }
    }
  }

  /// Counts one shape contact of `touch` gone; true when it was the last.
  private func release(_ touch: Touch) -> Bool {
    let count = (touchCounts[touch.key] ?? 1) - 1
    touchCounts[touch.key] = count > 0 ? count : nil
    return count <= 0
  }

  /// The item-level contact between two shapes, if one is an item and the other an item or a boundary.
  private func touch(between shapeA: ShapeID, _ shapeB: ShapeID) -> Touch? {
    switch (side(shapeA), side(shapeB)) {
    case (.item(let a), .item(let b)):
      let (first, second) = joinOrder(of: a) <= joinOrder(of: b) ? (a, b) : (b, a)
      return Touch(
        key: TouchKey(item: ObjectIdentifier(first), partner: ObjectIdentifier(second), boundary: nil),
        item: first, partner: .item(second), owner: nil)
    case (.item(let item), .boundary(let owner, let identifier)),
      (.boundary(let owner, let identifier), .item(let item)):
      return Touch(
        key: TouchKey(item: ObjectIdentifier(item), partner: ObjectIdentifier(owner), boundary: identifier),
        item: item, partner: .boundary(identifier), owner: owner)
    default:
      return nil
    }
  }

  /// Records `touch` beginning or ending and tells the collision behaviours it concerns.
  private func report(_ kind: ContactEvent.Kind, _ touch: Touch, at point: Point?) {
    let event = ContactEvent(kind: kind, item: touch.item, partner: touch.partner, point: point, time: elapsedTime)
    contactEvents.append(event)
    if let owner = touch.owner {
      owner.deliver(event)
    } else if case .item(let other) = touch.partner {
      for collision in collisionBehaviors
      where collision.collisionMode.contains(.items) && collision.holds(touch.item) && collision.holds(other) {
        collision.deliver(event)
      }
    }
  }
}
