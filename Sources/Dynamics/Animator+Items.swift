import Physics

// MARK: - Items in the world

extension Animator {
  /// The properties the last item behaviour holding `item` gives it, or the defaults.
  func properties(of item: DynamicItem) -> ItemProperties {
    for case let behavior as ItemBehavior in behaviors.reversed() where behavior.holds(item) {
      return behavior.properties
    }
    return ItemProperties()
  }

  /// The item's mass in UIKit's terms: density times the area of its bounds in units of 100×100 points.
  ///
  /// A push of magnitude m gives it an acceleration of 100 · m / mass points/s².
  public func mass(of item: DynamicItem) -> Double {
    properties(of: item).density * item.size.width * item.size.height / (Units.pointsPerUnit * Units.pointsPerUnit)
  }

  /// The engine force (or impulse) that gives `item` the acceleration (or change of speed) a UIKit force `force` would.
  func engineForce(_ force: Vector, on item: DynamicItem) -> Vector2 {
    guard let body = item.body, world.type(of: body) == .dynamic else { return .zero }
    let uikitMass = mass(of: item)
    guard uikitMass > 0 else { return .zero }
    return Units.engine(force) * (Units.pointsPerUnit * world.mass(of: body) / uikitMass)
  }

  /// Whether a snap behaviour holds `item` (it then feels no gravity and stops turning).
  func isSnapped(_ item: DynamicItem) -> Bool {
    behaviors.contains { $0 is SnapBehavior && $0.holds(item) }
  }

  /// Whether the world's gravity pulls `item`: it is in the first gravity behaviour and not snapped.
  func feelsWorldGravity(_ item: DynamicItem) -> Bool {
    guard let gravity = behaviors.first(where: { $0 is GravityBehavior }), gravity.holds(item) else { return false }
    return !isSnapped(item)
  }

  /// Brings `item` into the world if it is new, gives its body the properties its behaviours say,
  /// and takes it out of the world when no behaviour holds it any more.
  func refresh(_ item: DynamicItem) {
    guard behaviors.contains(where: { $0.holds(item) }) else {
      drop(item)
      return
    }
    let (body, shape) = bodyAndShape(of: item)
    let properties = properties(of: item)
    world.setType(properties.isAnchored ? .static : .dynamic, of: body)
    world.setFixedRotation(!properties.allowsRotation, of: body)
    world.setLinearDamping(properties.resistance * Self.dampingPerResistance, of: body)
    let angularResistance = isSnapped(item) ? max(properties.angularResistance, 0.5) : properties.angularResistance
    world.setAngularDamping(angularResistance * Self.dampingPerResistance, of: body)
    world.setGravityScale(feelsWorldGravity(item) ? 1 : 0, of: body)
    world.setShapeProperties(
      friction: properties.friction, restitution: properties.elasticity,
      density: properties.density, of: shape)
    world.setFilter(collisionFilter(of: item), of: shape)
    wake(body)
  }

  /// The item's body and shape, made now if it has none.
  private func bodyAndShape(of item: DynamicItem) -> (BodyID, ShapeID) {
    if let body = item.body, let shape = item.shape { return (body, shape) }
    var definition = BodyDefinition()
    definition.position = Units.engine(item.center)
    definition.angle = item.angle
    definition.userData = item.identifier
    let body = world.createBody(definition)
    var shape = ShapeDefinition()
    shape.userData = item.identifier
    shape.filter = CollisionFilter(categoryBits: 0, maskBits: 0)
    let geometry: Geometry =
      switch item.collisionBounds {
      case .ellipse: .circle(radius: item.radius / Units.pointsPerUnit)
      case .rectangle:
        .polygon(
          .box(
            halfWidth: item.size.width / 2 / Units.pointsPerUnit,
            halfHeight: item.size.height / 2 / Units.pointsPerUnit))
      }
    let shapeID = world.createShape(on: body, geometry, shape)
    item.body = body
    item.shape = shapeID
    item.joinOrder = joinCount
    joinCount += 1
    items.append(item)
    itemsByShape[shapeID] = item
    return (body, shapeID)
  }

  /// Takes `item` out of the world.
  private func drop(_ item: DynamicItem) {
    guard let body = item.body else { return }
    if let shape = item.shape {
      forgetContacts(of: shape)
      itemsByShape[shape] = nil
    }
    world.destroyBody(body)
    item.body = nil
    item.shape = nil
    items.removeAll { $0 === item }
  }

  /// Wakes a body that can move.
  func wake(_ body: BodyID) {
    if world.type(of: body) != .static { world.wake(body) }
  }

  /// Linear damping per unit of UIKit resistance, in 1/s: resistance 1 stops an item within about a second.
  static let dampingPerResistance = 10.0
}
