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
  public internal(set) var items: [DynamicItem] = []
  /// Simulated seconds the animator has run.
  public private(set) var elapsedTime = 0.0
  /// Whether the animator is running; false while every item is at rest.
  public private(set) var isRunning = false
  /// Hears the animator pause and resume.
  public weak var delegate: (any AnimatorDelegate)?
  /// The contacts that began or ended in the last step, in the engine's order.
  public internal(set) var contactEvents: [ContactEvent] = []
  /// The engine world; behaviours in this module drive it.
  let world: World
  /// A static body at the origin, for anchors that are points in the reference view.
  let ground: BodyID
  /// Which item each item shape belongs to.
  var itemsByShape: [ShapeID: DynamicItem] = [:]
  /// Which collision behaviour and boundary each boundary shape belongs to.
  var boundariesByShape: [ShapeID: (owner: CollisionBehavior, identifier: String?)] = [:]
  /// How many items have ever joined, for their join order.
  var joinCount = 0
  /// The item-level contact of each touching pair of shapes.
  var touching: [ShapePair: Touch] = [:]
  /// How many shape contacts each item-level contact has.
  var touchCounts: [TouchKey: Int] = [:]
  /// Contacts to report as ended at the next step (a shape left the world).
  var pendingEnds: [Touch] = []

  /// An animator working within `referenceBounds`.
  public init(referenceBounds: Rect) {
    self.referenceBounds = referenceBounds
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
  public func setReferenceBounds(_ bounds: Rect) {
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
