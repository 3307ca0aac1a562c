import Physics

/// Pushes its items with a force, continuously or once, as UIKit's `UIPushBehavior` does.
///
/// A push of magnitude 1 gives a 100×100-point item of density 1 an
/// acceleration of 100 points/s² (continuous) or a change of speed of
/// 100 points/s (instantaneous); the item's mass is its density times the
/// area of its bounds in units of 100×100 points, as in UIKit. A push aimed
/// off the centre (`setTargetOffsetFromCenter(_:for:)`) also spins the item.
/// An instantaneous push acts when it becomes active and turns itself off.
public final class PushBehavior: Behavior, AngleAndMagnitude {
  /// How a push acts.
  public enum Mode: Sendable {
    /// A steady force, every step while active.
    case continuous
    /// One impulse, when the push becomes active.
    case instantaneous
  }

  /// Continuous or instantaneous.
  public let mode: Mode
  /// Whether the push acts; an instantaneous push pushes when this turns true, then turns it false.
  public var active = true {
    didSet {
      pushOnceIfDue()
      wakeItems()
    }
  }
  /// The direction, radians: 0 right, π/2 down.
  public var angle = 0.0 {
    didSet {
      angle = checked(angle, "angle", old: oldValue)
      wakeItems()
    }
  }
  /// The strength: 1 gives a 100×100-point item of density 1 100 points/s² (or 100 points/s at once).
  public var magnitude = 0.0 {
    didSet {
      magnitude = checked(magnitude, "magnitude", old: oldValue)
      wakeItems()
    }
  }
  /// Where on each item the push acts, from its centre in the item's own (unturned) points.
  private var offsets: [ObjectIdentifier: Vector] = [:]

  /// A push on `items` in `mode`, active, with magnitude 0.
  public init(items: [DynamicItem] = [], mode: Mode) {
    self.mode = mode
    super.init(items: items)
  }

  /// The push as a vector: (1, 0) is magnitude 1 to the right.
  public var pushDirection: Vector {
    get { angleAndMagnitude }
    set { angleAndMagnitude = newValue }
  }

  /// Makes the push act on `item` at `offset` from its centre (in the item's own points), so that it spins it.
  public func setTargetOffsetFromCenter(_ offset: Vector, for item: DynamicItem) {
    offsets[ObjectIdentifier(item)] = offset
  }

  /// Where the push acts on `item`, from its centre.
  public func targetOffsetFromCenter(for item: DynamicItem) -> Vector {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) {
    remove(item)
    offsets[ObjectIdentifier(item)] = nil
  }

  // MARK: - Hooks

  override func didMove(to animator: Animator) { pushOnceIfDue() }

  override func itemWasAdded(_ item: DynamicItem, in animator: Animator) { pushOnceIfDue() }

  override func willStep(_ animator: Animator, dt: Double) {
    guard mode == .continuous, active else { return }
    for item in items { apply(to: item, in: animator) { animator.world.applyForce($0, at: $1, to: $2) } }
  }

  /// Gives an active instantaneous push's impulse to every item, then turns the push off.
  private func pushOnceIfDue() {
    guard mode == .instantaneous, active, let animator = dynamicAnimator, !items.isEmpty else { return }
    for item in items { apply(to: item, in: animator) { animator.world.applyLinearImpulse($0, at: $1, to: $2) } }
    active = false
  }

  /// Calls `push` with the engine force for `item`, the world point it acts at and the body.
  private func apply(
    to item: DynamicItem, in animator: Animator, _ push: (Vector2, Vector2?, BodyID) -> Void
  ) {
    guard let body = animator.body(of: item), magnitude != 0 else { return }
    let force = animator.engineForce(pushDirection, on: item)
    let offset = targetOffsetFromCenter(for: item)
    guard offset != .zero else { return push(force, nil, body) }
    push(force, Units.engine(item.center + offset.rotated(by: item.rotation)), body)
  }
}
