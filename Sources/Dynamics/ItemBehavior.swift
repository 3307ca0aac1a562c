import Physics

/// Gives its items physical properties, as UIKit's `UIDynamicItemBehavior` does.
///
/// Where several item behaviours hold one item, the one added last wins.
public final class ItemBehavior: Behavior {
  /// The items that get these properties.
  public private(set) var items: [DynamicItem]
  /// The properties, with UIKit's defaults.
  public var properties: ItemProperties {
    didSet { refreshAll() }
  }
  private(set) weak var animator: Animator?

  /// An item behaviour giving `items` the default properties.
  public init(items: [DynamicItem] = []) {
    self.items = items
    properties = ItemProperties()
  }

  /// Mass per area.
  public var density: Double {
    get { properties.density }
    set { properties.density = newValue }
  }
  /// Bounciness, 0…1.
  public var elasticity: Double {
    get { properties.elasticity }
    set { properties.elasticity = newValue }
  }
  /// Coulomb friction.
  public var friction: Double {
    get { properties.friction }
    set { properties.friction = newValue }
  }
  /// Whether collisions may spin the items.
  public var allowsRotation: Bool {
    get { properties.allowsRotation }
    set { properties.allowsRotation = newValue }
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    animator?.refresh(item)
  }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) {
    items.removeAll { $0 === item }
    animator?.refresh(item)
  }

  /// Binds the behaviour to `animator`.
  public func didMove(to animator: Animator) { self.animator = animator }

  /// Unbinds the behaviour from `animator`.
  public func willLeave(_ animator: Animator) { self.animator = nil }

  private func refreshAll() {
    guard let animator else { return }
    for item in items { animator.refresh(item) }
  }
}

// MARK: - Velocities

extension ItemBehavior {
  /// Adds `velocity` (points/s) to `item`'s velocity, waking it.
  public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
    guard let animator, let body = item.body else { return }
    let current = animator.world.linearVelocity(of: body)
    animator.world.setLinearVelocity(current + Units.engine(velocity), of: body)
    animator.world.wake(body)
  }

  /// Adds `velocity` (radians/s, clockwise on screen) to `item`'s spin, waking it.
  public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
    guard let animator, let body = item.body else { return }
    animator.world.setAngularVelocity(animator.world.angularVelocity(of: body) + velocity, of: body)
    animator.world.wake(body)
  }
}
