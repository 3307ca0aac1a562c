import Physics

/// Runs the engine for a set of behaviours within reference bounds, in UIKit's units, as `UIDynamicAnimator`.
///
/// The animator steps at a fixed `timeStep`; each `step()` calls every
/// behaviour before the world steps, writes centres and angles back into the
/// items, tells collision delegates about contacts and calls each behaviour's
/// `action`. Behaviours and items may come and go at any time; an item leaves
/// the world when no behaviour holds it. Items are kept in the order they
/// first joined, so a scene replays the same on every run.
///
/// When every item is at rest the animator pauses (`isRunning` turns false
/// and the delegate hears `dynamicAnimatorDidPause`); `step()` then does
/// nothing until something changes (a behaviour, an item moved by hand, a
/// push), when it resumes with `dynamicAnimatorWillResume`. `elapsedTime`
/// counts only the time it ran.
public final class Animator {
  /// The fixed step, in seconds.
  public static let timeStep = 1.0 / 60.0

  /// The area the animator works in, in points; collision behaviours can make it a boundary.
  public private(set) var referenceBounds: Rect
  /// The behaviours, in the order they were added.
  public private(set) var behaviors: [Behavior] = []
  /// Every item a behaviour holds, in the order they came.
  public private(set) var items: [DynamicItem] = []
  /// Simulated seconds the animator has run.
  public private(set) var elapsedTime = 0.0
  /// Whether the animator is running; false while every item is at rest.
  public private(set) var isRunning = false
  /// Hears the animator pause and resume.
  public weak var delegate: (any AnimatorDelegate)?
  /// The contacts that began or ended in the last step, in the engine's order.
  public private(set) var contactEvents: [ContactEvent] = []
  /// The engine world; behaviours in this module drive it.
  let world: World
  /// A static body at the origin, for anchors that are points in the reference view.
  let ground: BodyID
  /// Which item each item shape belongs to.
  private var itemsByShape: [ShapeID: DynamicItem] = [:]
  /// Which collision behaviour and boundary each boundary shape belongs to.
  private var boundariesByShape: [ShapeID: (owner: CollisionBehavior, identifier: String?)] = [:]
  /// How many items have ever joined, for their join order.
  private var joinCount = 0
  /// The item-level contact of each touching pair of shapes.
  var touching: [ShapePair: Touch] = [:]
  /// How many shape contacts each item-level contact has.
  var touchCounts: [TouchKey: Int] = [:]
  /// Contacts to report as ended at the next step (a shape left the world).
  var pendingEnds: [Touch] = []

  /// An animator working within `referenceBounds` (checked as `setReferenceBounds` checks them;
  /// bounds it would ignore are taken as an empty rectangle at the origin).
  public init(referenceBounds: Rect) {
    self.referenceBounds =
      referenceBounds.checked(in: "Animator.init(referenceBounds:)") ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var definition = WorldDefinition()
    definition.gravity = .zero
    world = World(definition)
    var groundDefinition = BodyDefinition()
    groundDefinition.type = .static
    ground = world.createBody(groundDefinition)
  }

  /// Adds `behavior`, bringing its items into the world.
  public func addBehavior(_ behavior: Behavior) {
    guard !behaviors.contains(where: { $0 === behavior }), behavior.dynamicAnimator == nil else { return }
    behaviors.append(behavior)
    for item in behavior.items { refresh(item) }
    behavior.attach(to: self)
    if behavior is CollisionBehavior { refreshCollisions() }
  }

  /// Removes `behavior`; items no other behaviour holds leave the world.
  public func removeBehavior(_ behavior: Behavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.detach(from: self)
    behaviors.remove(at: index)
    for item in behavior.items { refresh(item) }
    if behavior is CollisionBehavior { refreshCollisions() }
  }

  /// Removes every behaviour.
  public func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  /// Advances the world by one fixed step, unless the animator is paused and nothing has changed.
  public func step() {
    if !isRunning {
      guard !isResting else { return }
      isRunning = true
      delegate?.dynamicAnimatorWillResume(self)
    }
    for behavior in behaviors { behavior.willStep(self, dt: Self.timeStep) }
    world.step(by: Self.timeStep)
    elapsedTime += Self.timeStep
    for item in items {
      guard let body = item.body else { continue }
      item.center = Units.point(world.position(of: body))
      item.angle = world.angle(of: body)
    }
    collectContactEvents()
    for behavior in behaviors { behavior.action?() }
    if isResting {
      isRunning = false
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  /// Moves the reference bounds (the terminal was resized, say); boundaries follow and items stay inside.
  ///
  /// Checked (see `InputCheck`): bounds with a non-finite corner or size are ignored; a negative
  /// width or height is taken as 0 and values beyond the limit are clamped.
  public func setReferenceBounds(_ bounds: Rect) {
    guard let bounds = bounds.checked(in: "Animator.setReferenceBounds(_:)") else { return }
    referenceBounds = bounds
    for case let collision as CollisionBehavior in behaviors { collision.referenceBoundsDidChange() }
    for item in items {
      guard let body = item.body else { continue }
      let margin = min(item.radius, min(bounds.size.width, bounds.size.height) / 2)
      let x = min(max(item.center.x, bounds.minX + margin), bounds.maxX - margin)
      let y = min(max(item.center.y, bounds.minY + margin), bounds.maxY - margin)
      if x != item.center.x || y != item.center.y {
        item.center = Point(x: x, y: y)
        world.setPosition(Units.engine(item.center), of: body)
      }
      wake(body)
    }
  }

  /// Takes an item's `center` and `angle` as set by hand into the world, as UIKit's method of that name does.
  public func updateItem(usingCurrentState item: DynamicItem) {
    guard let body = item.body else { return }
    world.setTransform(position: Units.engine(item.center), angle: item.angle, of: body)
    wake(body)
  }

  /// The item's velocity in points/s.
  public func linearVelocity(of item: DynamicItem) -> Vector {
    guard let body = item.body else { return .zero }
    return Units.vector(world.linearVelocity(of: body))
  }

  /// The item's spin in radians/s, clockwise on screen.
  public func angularVelocity(of item: DynamicItem) -> Double {
    guard let body = item.body else { return 0 }
    return world.angularVelocity(of: body)
  }

  /// Whether every item is at rest (asleep in the engine, or anchored).
  public var isResting: Bool {
    items.allSatisfy { item in item.body.map { !world.isAwake($0) } ?? true }
  }

  /// The items whose collision bounds contain `point`, last joined first (the one drawn on top).
  public func items(at point: Point) -> [DynamicItem] {
    items.reversed().filter { $0.contains(point) }
  }
}

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

// MARK: - Collision filters

extension Animator {
  /// The collision behaviours in the order they were added.
  var collisionBehaviors: [CollisionBehavior] { behaviors.compactMap { $0 as? CollisionBehavior } }

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
      guard let shape = item.shape else { continue }
      world.setFilter(collisionFilter(of: item), of: shape)
    }
  }

  /// Records a boundary shape of `owner`.
  func registerBoundary(_ shape: ShapeID, of owner: CollisionBehavior, identifier: String?) {
    boundariesByShape[shape] = (owner, identifier)
  }

  /// Destroys a boundary shape and forgets it.
  func unregisterBoundary(_ shape: ShapeID) {
    forgetContacts(of: shape)
    boundariesByShape[shape] = nil
    world.destroyShape(shape)
  }
}

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
    guard let a = first.shape, let b = second.shape else { return }
    forget([ShapePair(a, b)])
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
      let (first, second) = a.joinOrder <= b.joinOrder ? (a, b) : (b, a)
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

/// Two shapes in contact, the lower slot first.
struct ShapePair: Hashable, Comparable {
  let first: ShapeID
  let second: ShapeID

  init(_ a: ShapeID, _ b: ShapeID) {
    (first, second) = a.index <= b.index ? (a, b) : (b, a)
  }

  static func < (a: ShapePair, b: ShapePair) -> Bool {
    (a.first.index, a.second.index) < (b.first.index, b.second.index)
  }
}

/// Who touches whom, at the level of items and boundaries.
struct TouchKey: Hashable {
  /// The item.
  let item: ObjectIdentifier
  /// The other item, or the collision behaviour owning the boundary.
  let partner: ObjectIdentifier
  /// The boundary's identifier (nil for another item or the reference bounds).
  let boundary: String?
}

/// An item-level contact: its key and what to report.
struct Touch {
  let key: TouchKey
  let item: DynamicItem
  let partner: ContactEvent.Partner
  /// The collision behaviour owning the boundary, for item–boundary contacts.
  let owner: CollisionBehavior?
}
