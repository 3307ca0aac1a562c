import Physics

// MARK: - Collision filters

extension Animator {
  /// The category bits of the items (`item`) and boundaries (`boundary`) of `behavior`: two bits per
  /// collision behaviour, so that items of different behaviours pass through each other (16 at the most;
  /// a 17th shares the first one's bits).
  private func categoryBits(of behavior: CollisionBehavior) -> (item: UInt32, boundary: UInt32) {
    let index = collisionBehaviors.firstIndex { $0 === behavior } ?? 0
    let item = UInt32(1) << UInt32(2 * (index % 16))
    return (item, item << 1)
  }

  /// The filter of `item`'s shape from the collision behaviours holding it and their modes.
  func collisionFilter(of item: DynamicItem) -> CollisionFilter {
    var filter = CollisionFilter(categoryBits: 0, maskBits: 0)
    for behavior in collisionBehaviors where behavior.holds(item) {
      let bits = categoryBits(of: behavior)
      filter.categoryBits |= bits.item
      if behavior.collisionMode.contains(.items) { filter.maskBits |= bits.item }
      if behavior.collisionMode.contains(.boundaries) { filter.maskBits |= bits.boundary }
    }
    return filter
  }

  /// The filter of `behavior`'s boundary shapes.
  func boundaryFilter(of behavior: CollisionBehavior) -> CollisionFilter {
    let bits = categoryBits(of: behavior)
    return CollisionFilter(categoryBits: bits.boundary, maskBits: bits.item)
  }

  /// Sets every filter again (a collision behaviour came, went or changed its mode).
  func refreshCollisions() {
    for collision in collisionBehaviors { collision.refreshBoundaryFilters() }
    for item in items {
      for shape in records[ObjectIdentifier(item)]?.shapes ?? [] {
        world.setFilter(collisionFilter(of: item), of: shape)
      }
    }
  }

  /// Records a boundary shape of `owner`.
  func registerBoundary(_ shape: ShapeID, of owner: CollisionBehavior, identifier: String?) {
    shapeOwners[shape] = .boundary(owner, identifier: identifier)
  }

  /// Destroys a boundary shape and forgets it.
  func unregisterBoundary(_ shape: ShapeID) {
    forgetContacts(of: shape)
    shapeOwners[shape] = nil
    world.destroyShape(shape)
  }
}
