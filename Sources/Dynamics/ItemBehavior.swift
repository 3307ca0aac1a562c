import Physics

/// Gives its items physical properties, as UIKit's `UIDynamicItemBehavior` does.
///
/// Its properties (`density`, `elasticity`, `friction`, `resistance`,
/// `angularResistance`, `allowsRotation`, `isAnchored`; see `ItemProperties`)
/// read and set by name on the behaviour. Where several item behaviours hold
/// one item, the one added last wins.
@dynamicMemberLookup
public final class ItemBehavior: Behavior {
  /// The properties, with UIKit's defaults.
  public var properties: ItemProperties {
    didSet {
      guard let animator = dynamicAnimator else { return }
      for item in items { animator.refresh(item) }
    }
  }

  /// An item behaviour giving `items` the default properties.
  public override init(items: [DynamicItem] = []) {
    properties = ItemProperties()
    super.init(items: items)
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) { remove(item) }
}

// MARK: - Properties by name

extension ItemBehavior {
  /// Each of `properties` by its own name: `behavior.elasticity = 0.8`, `behavior.isAnchored = true`.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<ItemProperties, Value>) -> Value {
    get { properties[keyPath: keyPath] }
    set { properties[keyPath: keyPath] = newValue }
  }
}

// MARK: - Velocities

extension ItemBehavior {
  /// Adds `velocity` (points/s) to `item`'s velocity, waking it.
  public func addLinearVelocity(_ velocity: Vector, for item: DynamicItem) {
    guard let animator = dynamicAnimator, let body = animator.body(of: item) else { return }
    let current = animator.world.linearVelocity(of: body)
    animator.world.setLinearVelocity(current + Units.engine(velocity), of: body)
    animator.wake(body)
  }

  /// Adds `velocity` (radians/s, clockwise on screen) to `item`'s spin, waking it.
  public func addAngularVelocity(_ velocity: Double, for item: DynamicItem) {
    guard let animator = dynamicAnimator, let body = animator.body(of: item) else { return }
    animator.world.setAngularVelocity(animator.world.angularVelocity(of: body) + velocity, of: body)
    animator.wake(body)
  }

  /// `item`'s velocity in points/s.
  public func linearVelocity(for item: DynamicItem) -> Vector {
    dynamicAnimator?.linearVelocity(of: item) ?? .zero
  }

  /// `item`'s spin in radians/s, clockwise on screen.
  public func angularVelocity(for item: DynamicItem) -> Double {
    dynamicAnimator?.angularVelocity(of: item) ?? 0
  }
}
