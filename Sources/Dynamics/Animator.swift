import Physics

/// Runs the engine for a set of behaviours within reference bounds, in UIKit's units.
///
/// The animator steps at a fixed `timeStep`; each `step()` calls every
/// behaviour's `willStep`, steps the world and writes centres and angles back
/// into the items. Items are kept in the order they first joined, so a scene
/// replays the same on every run.
public final class Animator {
  /// The fixed step, in seconds.
  public static let timeStep = 1.0 / 60.0

  /// The area the animator works in, in points; collision behaviours can make it a boundary.
  public private(set) var referenceBounds: Rect
  /// The behaviours, in the order they were added.
  public private(set) var behaviors: [any Behavior] = []
  /// Every item any behaviour has brought in, in the order they came.
  public private(set) var items: [DynamicItem] = []
  /// Simulated seconds since the animator started.
  public private(set) var elapsedTime = 0.0
  /// The engine world; behaviours in this module drive it.
  let world: World

  /// An animator working within `referenceBounds`.
  public init(referenceBounds: Rect) {
    self.referenceBounds = referenceBounds
    var definition = WorldDefinition()
    definition.gravity = .zero
    world = World(definition)
  }

  /// Adds `behavior`, bringing its items into the world.
  public func addBehavior(_ behavior: any Behavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.didMove(to: self)
    for item in behavior.items { refresh(item) }
  }

  /// Removes `behavior`; its items stay in the world.
  public func removeBehavior(_ behavior: any Behavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.willLeave(self)
    for item in behavior.items { refresh(item) }
  }

  /// Removes every behaviour.
  public func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  /// Advances the world by one fixed step.
  public func step() {
    for behavior in behaviors { behavior.willStep(self, dt: Self.timeStep) }
    world.step(by: Self.timeStep)
    elapsedTime += Self.timeStep
    for item in items {
      guard let body = item.body else { continue }
      item.center = Units.point(world.position(of: body))
      item.angle = world.angle(of: body)
    }
  }

  /// Moves the reference bounds (the terminal was resized, say); boundaries follow and items stay inside.
  public func setReferenceBounds(_ bounds: Rect) {
    referenceBounds = bounds
    for behavior in behaviors { (behavior as? any BoundsObserver)?.referenceBoundsDidChange(self) }
    for item in items {
      guard let body = item.body else { continue }
      let margin = min(item.radius, min(bounds.size.width, bounds.size.height) / 2)
      let x = min(max(item.center.x, bounds.minX + margin), bounds.maxX - margin)
      let y = min(max(item.center.y, bounds.minY + margin), bounds.maxY - margin)
      if x != item.center.x || y != item.center.y {
        item.center = Point(x: x, y: y)
        world.setPosition(Units.engine(item.center), of: body)
      }
      world.wake(body)
    }
  }

  /// Takes an item's `center` and `angle` as set by hand into the world, as UIKit's method of that name does.
  public func updateItem(usingCurrentState item: DynamicItem) {
    guard let body = item.body else { return }
    world.setTransform(position: Units.engine(item.center), angle: item.angle, of: body)
    world.wake(body)
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

  /// Whether every item is at rest (asleep in the engine).
  public var isResting: Bool {
    items.allSatisfy { item in item.body.map { !world.isAwake($0) } ?? true }
  }

  /// The properties the last item behaviour holding `item` gives it, or the defaults.
  func properties(of item: DynamicItem) -> ItemProperties {
    behaviors.last { behavior in
      behavior is ItemBehavior && behavior.items.contains { $0 === item }
    }.map { ($0 as? ItemBehavior)?.properties ?? ItemProperties() } ?? ItemProperties()
  }

  /// Whether a collision behaviour holds `item`.
  func collides(_ item: DynamicItem) -> Bool {
    behaviors.contains { $0 is CollisionBehavior && $0.items.contains { $0 === item } }
  }

  /// Whether a gravity behaviour holds `item`.
  func feelsGravity(_ item: DynamicItem) -> Bool {
    behaviors.contains { $0 is GravityBehavior && $0.items.contains { $0 === item } }
  }

  /// Brings `item` into the world if it is new and gives its body the properties its behaviours say.
  func refresh(_ item: DynamicItem) {
    let properties = properties(of: item)
    let body: BodyID
    if let existing = item.body {
      body = existing
      if let shape = item.shape { world.destroyShape(shape) }
    } else {
      var definition = BodyDefinition()
      definition.position = Units.engine(item.center)
      definition.angle = item.angle
      definition.userData = item.identifier
      body = world.createBody(definition)
      item.body = body
      items.append(item)
    }
    world.setType(properties.isAnchored ? .static : .dynamic, of: body)
    world.setFixedRotation(!properties.allowsRotation, of: body)
    world.setLinearDamping(properties.resistance * Self.dampingPerResistance, of: body)
    world.setAngularDamping(properties.angularResistance * Self.dampingPerResistance, of: body)
    world.setGravityScale(feelsGravity(item) ? 1 : 0, of: body)
    var shape = ShapeDefinition()
    shape.density = properties.density
    shape.friction = properties.friction
    shape.restitution = properties.elasticity
    shape.userData = item.identifier
    shape.filter.categoryBits = CollisionCategory.item
    shape.filter.maskBits = collides(item) ? CollisionCategory.everything : 0
    let geometry: Geometry =
      switch item.collisionBounds {
      case .ellipse: .circle(radius: item.radius / Units.pointsPerUnit)
      case .rectangle:
        .polygon(
          .box(
            halfWidth: item.size.width / 2 / Units.pointsPerUnit,
            halfHeight: item.size.height / 2 / Units.pointsPerUnit))
      }
    item.shape = world.createShape(on: body, geometry, shape)
    world.wake(body)
  }

  /// Linear damping per unit of UIKit resistance, in 1/s: resistance 1 stops an item within about a second.
  static let dampingPerResistance = 10.0
}

/// A behaviour that wants to know when the reference bounds move.
protocol BoundsObserver {
  /// The animator's reference bounds changed.
  func referenceBoundsDidChange(_ animator: Animator)
}

/// Collision categories of shapes.
enum CollisionCategory {
  /// Items.
  static let item: UInt32 = 1 << 0
  /// Boundaries.
  static let boundary: UInt32 = 1 << 1
  /// Everything.
  static let everything: UInt32 = .max
}
