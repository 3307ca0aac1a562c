import LibM
import Physics

/// What the animator keeps of an item in its world.
struct ItemRecord {
  /// The body standing for the item.
  let body: BodyID
  /// The shapes it collides with (one, or one per member of a group).
  let shapes: [ShapeID]
  /// Its place in the order items joined the animator.
  let joinOrder: Int
}

// MARK: - Items in the world

extension Animator {
  /// The body standing for `item`, while it is in the world.
  func body(of item: DynamicItem) -> BodyID? { records[ObjectIdentifier(item)]?.body }

  /// The items whose collision bounds meet `rect`, in the order they joined, as UIKit's `items(in:)`.
  ///
  /// An item counts when the box around its collision bounds, as it is now
  /// turned, overlaps the rectangle.
  public func items(in rect: Rect) -> [DynamicItem] {
    items.filter { item in
      let frame = item.frame
      return frame.maxX >= rect.minX && frame.minX <= rect.maxX && frame.maxY >= rect.minY && frame.minY <= rect.maxY
    }
  }

  /// The properties the last item behaviour holding `item` gives it, or the defaults.
  func properties(of item: DynamicItem) -> ItemProperties {
    for case let behavior as ItemBehavior in activeBehaviors.reversed() where behavior.holds(item) {
      return behavior.properties
    }
    return ItemProperties()
  }

  /// The item's mass in UIKit's terms: density times the area of its bounds in units of 100×100 points.
  ///
  /// A push of magnitude m gives it an acceleration of 100 · m / mass points/s².
  /// A group's area is the sum of its members'.
  public func mass(of item: DynamicItem) -> Double {
    properties(of: item).density * Self.area(of: item) / (Units.pointsPerUnit * Units.pointsPerUnit)
  }

  /// The area of an item's bounds, or of its members' for a group, in points².
  private static func area(of item: DynamicItem) -> Double {
    if let group = item as? DynamicItemGroup { return group.items.reduce(0) { $0 + area(of: $1) } }
    return item.size.width * item.size.height
  }

  /// The engine force (or impulse) that gives `item` the acceleration (or change of speed) a UIKit force `force` would.
  func engineForce(_ force: Vector, on item: DynamicItem) -> Vector2 {
    guard let body = body(of: item), world.type(of: body) == .dynamic else { return .zero }
    let uikitMass = mass(of: item)
    guard uikitMass > 0 else { return .zero }
    return Units.engine(force) * (Units.pointsPerUnit * world.mass(of: body) / uikitMass)
  }

  /// Whether a snap behaviour holds `item` (it then feels no gravity and stops turning).
  func isSnapped(_ item: DynamicItem) -> Bool {
    activeBehaviors.contains { $0 is SnapBehavior && $0.holds(item) }
  }

  /// Whether the world's gravity pulls `item`: it is in the first gravity behaviour and not snapped.
  func feelsWorldGravity(_ item: DynamicItem) -> Bool {
    guard let gravity = activeBehaviors.first(where: { $0 is GravityBehavior }), gravity.holds(item) else {
      return false
    }
    return !isSnapped(item)
  }

  /// Gives `item`'s body its gravity scale: 1 if the world's gravity pulls it, else 0.
  ///
  /// Until a gravity behaviour first comes (`carriesGravityScales`), the bodies keep the engine's default
  /// of 1, the world's gravity being zero: an engine whose every body keeps the default steps them all
  /// with one acceleration, and a scene that adds its gravity after its other behaviours would otherwise
  /// have stored a scale for every body (3 % more instructions in the 10 000-ball pit's step).
  func refreshGravityScale(of item: DynamicItem, body: BodyID) {
    guard carriesGravityScales else { return }
    world.setGravityScale(feelsWorldGravity(item) ? 1 : 0, of: body)
  }

  /// Brings `item` into the world if it is new, gives its body the properties its behaviours say,
  /// and takes it out of the world when no behaviour holds it any more.
  func refresh(_ item: DynamicItem) {
    guard activeBehaviors.contains(where: { $0.holds(item) }) else {
      drop(item)
      return
    }
    let record = record(of: item)
    let body = record.body
    let properties = properties(of: item)
    world.setType(properties.isAnchored ? .static : .dynamic, of: body)
    world.setFixedRotation(!properties.allowsRotation, of: body)
    world.setLinearDamping(properties.resistance * Self.dampingPerResistance, of: body)
    let angularResistance = isSnapped(item) ? max(properties.angularResistance, 0.5) : properties.angularResistance
    world.setAngularDamping(angularResistance * Self.dampingPerResistance, of: body)
    refreshGravityScale(of: item, body: body)
    for shape in record.shapes {
      world.setShapeProperties(
        friction: properties.friction, restitution: properties.elasticity,
        density: properties.density, of: shape)
      world.setFilter(collisionFilter(of: item), of: shape)
    }
    wake(body)
  }

  /// The item's record, its body and shapes made now if it has none.
  private func record(of item: DynamicItem) -> ItemRecord {
    if let record = records[ObjectIdentifier(item)] { return record }
    var definition = BodyDefinition()
    definition.position = Units.engine(item.center)
    definition.angle = item.rotation
    let body = world.createBody(definition)
    var shape = ShapeDefinition()
    shape.filter = CollisionFilter(categoryBits: 0, maskBits: 0)
    let shapes = item.collisionGeometry.map { world.createShape(on: body, $0, shape) }
    let record = ItemRecord(body: body, shapes: shapes, joinOrder: joinCount)
    joinCount += 1
    records[ObjectIdentifier(item)] = record
    items.append(item)
    itemBodies.append(body)
    itemViews.append(item as? DynamicView)
    if !(item is DynamicView) { ownItemCount += 1 }
    for shape in shapes { shapeOwners[shape] = .item(item, joinOrder: record.joinOrder, isSole: shapes.count == 1) }
    return record
  }

  /// Takes `item` out of the world.
  private func drop(_ item: DynamicItem) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(item)) else { return }
    for shape in record.shapes {
      forgetContacts(of: shape)
      shapeOwners[shape] = nil
    }
    world.destroyBody(record.body)
    if let index = items.firstIndex(where: { $0 === item }) {
      items.remove(at: index)
      itemBodies.remove(at: index)
      if itemViews.remove(at: index) == nil { ownItemCount -= 1 }
    }
  }

  /// Wakes a body that can move.
  func wake(_ body: BodyID) {
    if world.type(of: body) != .static { world.wake(body) }
  }

  /// Linear damping per unit of UIKit resistance, in 1/s: resistance 1 stops an item within about a second.
  static let dampingPerResistance = 10.0
}
