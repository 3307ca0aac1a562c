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
///
/// An animator is used from one thread, and its own bookkeeping is never lent out while it changes, so its
/// stored properties skip Swift's run-time exclusivity checks (`@exclusivity(unchecked)`): checked, they
/// cost about a sixth of the layer's time per step.
public final class Animator {
  /// The fixed step, in seconds.
  public static let timeStep = 1.0 / 60.0

  /// The area the animator works in, in points; collision behaviours can make it a boundary.
  public private(set) var referenceBounds: Rect
  /// The behaviours, in the order they were added (their children are in them).
  public private(set) var behaviors: [Behavior] = []
  /// Every behaviour at work: each one added followed by its children, depth first.
  @exclusivity(unchecked) var activeBehaviors: [Behavior] = []
  /// Every item a behaviour holds, in the order they came.
  @exclusivity(unchecked) public internal(set) var items: [DynamicItem] = []
  /// Simulated seconds the animator has run.
  @exclusivity(unchecked) public private(set) var elapsedTime = 0.0
  /// Whether the animator is running; false while every item is at rest.
  public private(set) var isRunning = false
  /// Hears the animator pause and resume.
  public weak var delegate: (any AnimatorDelegate)?
  /// The contacts that began or ended in the last step, in the engine's order.
  @exclusivity(unchecked) public internal(set) var contactEvents: [ContactEvent] = []
  /// The engine world; behaviours in this module drive it.
  let world: World
  /// A static body at the origin, for anchors that are points in the reference view.
  let ground: BodyID
  /// The body of each of `items`, in the same order (the step writes them back without a look-up).
  @exclusivity(unchecked) var itemBodies: ContiguousArray<BodyID> = []
  /// Each of `items` that is a `DynamicView`, in the same order (nil for the caller's own item types).
  @exclusivity(unchecked) var itemViews: ContiguousArray<DynamicView?> = []
  /// How many of `items` are of the caller's own types (not views).
  var ownItemCount = 0
  /// The body, shapes and join order of each item in the world (looked up, never iterated).
  @exclusivity(unchecked) var records: [ObjectIdentifier: ItemRecord] = [:]
  /// Which item or boundary each shape belongs to.
  @exclusivity(unchecked) var shapeOwners = ShapeOwners()
  /// The collision behaviours at work, in the order they were added (from `activeBehaviors`).
  @exclusivity(unchecked) var collisionBehaviors: [CollisionBehavior] = []
  /// How many items have ever joined, for their join order.
  var joinCount = 0
  /// Whether a gravity behaviour has ever been at work: from then on each item's body carries its gravity
  /// scale (see `refreshGravityScale(of:body:)`).
  var carriesGravityScales = false
  /// The pairs of shapes touching whose contact is an item's (their item-level contact is found again
  /// from `shapeOwners` when it ends).
  @exclusivity(unchecked) var touching = ShapePairSet()
  /// How many shape contacts each counted item-level contact has (see `Touch.isCounted`).
  @exclusivity(unchecked) var touchCounts: [TouchKey: Int] = [:]
  /// Contacts to report as ended at the next step (a shape left the world).
  @exclusivity(unchecked) var pendingEnds: [Touch] = []

  /// An animator working within `referenceBounds` (checked as `setReferenceBounds` checks them;
  /// bounds it would ignore are taken as an empty rectangle at the origin).
  ///
  /// `itemSize`, when given, is about how many points across its items are: the engine's length
  /// tolerances, sized for items of one unit (100 points), are scaled to it (see
  /// `WorldDefinition.scaleLengthTolerances(toBodySize:)`), so that a pile of small items costs what
  /// one of large items does.
  public init(referenceBounds: Rect, itemSize: Double? = nil) {
    self.referenceBounds =
      referenceBounds.checked(in: "Animator.init(referenceBounds:)") ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var definition = WorldDefinition()
    definition.gravity = .zero
    if let itemSize { definition.scaleLengthTolerances(toBodySize: itemSize / Units.pointsPerUnit) }
    world = World(definition)
    var groundDefinition = BodyDefinition()
    groundDefinition.type = .static
    ground = world.createBody(groundDefinition)
  }

  /// Adds `behavior` and its children, bringing their items into the world.
  public func addBehavior(_ behavior: Behavior) {
    guard behavior.dynamicAnimator == nil, behavior.parent == nil else { return }
    behaviors.append(behavior)
    install(behavior)
  }

  /// Removes `behavior` and its children; items no other behaviour holds leave the world.
  public func removeBehavior(_ behavior: Behavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    uninstall(behavior) { behaviors.remove(at: index) }
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
    for behavior in activeBehaviors { behavior.willStep(self, dt: Self.timeStep) }
    world.step(by: Self.timeStep)
    elapsedTime += Self.timeStep
    placeItems()
    collectContactEvents()
    for behavior in activeBehaviors { behavior.action?() }
    if isResting {
      isRunning = false
      delegate?.dynamicAnimatorDidPause(self)
    }
  }

  /// Writes each item's centre and rotation from its body, as the step left it.
  ///
  /// The views first, on the world's threads (each view its own object, written by this module alone),
  /// then, in order on this thread, the items of the caller's own types, whose setters are the caller's code.
  private func placeItems() {
    itemViews.withUnsafeBufferPointer { views in
      world.forEachPlacement(of: itemBodies, inParallel: true) { index, position, angle in
        guard let view = views[index] else { return }
        view.center = Units.point(position)
        view.turn(to: angle)
      }
    }
    guard ownItemCount > 0 else { return }
    world.forEachPlacement(of: itemBodies) { index, position, angle in
      guard itemViews[index] == nil else { return }
      let item = items[index]
      item.center = Units.point(position)
      item.transform = AffineTransform(rotationAngle: angle)
    }
  }

  /// Moves the reference bounds (the terminal was resized, say); boundaries follow and items stay inside.
  ///
  /// Checked (see `InputCheck`): bounds with a non-finite corner or size are ignored; a negative
  /// width or height is taken as 0 and values beyond the limit are clamped.
  public func setReferenceBounds(_ bounds: Rect) {
    guard let bounds = bounds.checked(in: "Animator.setReferenceBounds(_:)") else { return }
    referenceBounds = bounds
    for case let collision as CollisionBehavior in activeBehaviors { collision.referenceBoundsDidChange() }
    for item in items {
      guard let body = body(of: item) else { continue }
      let margin = min(min(item.size.width, item.size.height) / 2, min(bounds.size.width, bounds.size.height) / 2)
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
    guard let body = body(of: item) else { return }
    world.setTransform(position: Units.engine(item.center), angle: item.rotation, of: body)
    wake(body)
  }

  /// The item's velocity in points/s.
  public func linearVelocity(of item: DynamicItem) -> Vector {
    guard let body = body(of: item) else { return .zero }
    return Units.vector(world.linearVelocity(of: body))
  }

  /// The item's spin in radians/s, clockwise on screen.
  public func angularVelocity(of item: DynamicItem) -> Double {
    guard let body = body(of: item) else { return 0 }
    return world.angularVelocity(of: body)
  }

  /// Whether every item is at rest (asleep in the engine, or anchored).
  public var isResting: Bool {
    itemBodies.allSatisfy { !world.isAwake($0) }
  }

  /// The items whose collision bounds contain `point`, last joined first (the one drawn on top).
  public func items(at point: Point) -> [DynamicItem] {
    items.reversed().filter { $0.collisionBoundsContain(point) }
  }
}
