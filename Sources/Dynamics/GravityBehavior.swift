import LibM
import Physics

/// Pulls its items in one direction, as UIKit's `UIGravityBehavior` does.
///
/// `angle` 0 points right and π/2 down; `magnitude` 1.0 is 1000 points/s².
/// Setting `angle` and `magnitude` updates `gravityDirection`, and the other
/// way round. The first gravity behaviour of an animator drives the world's
/// gravity; any further one pushes its items with a force.
public final class GravityBehavior: Behavior, AngleAndMagnitude {
  /// The direction, radians: 0 right, π/2 down, π left, −π/2 up.
  public var angle: Double {
    didSet {
      angle = checked(angle, "angle", old: oldValue)
      changed()
    }
  }
  /// The strength: 1.0 is 1000 points/s²; 0 also sets `angle` to 0, as UIKit does.
  public var magnitude: Double {
    didSet {
      magnitude = checked(magnitude, "magnitude", old: oldValue)
      if magnitude == 0 && angle != 0 { angle = 0 }
      changed()
    }
  }

  /// Gravity straight down at magnitude 1 on `items`.
  public override init(items: [DynamicItem] = []) {
    angle = Double.pi / 2
    magnitude = 1
    super.init(items: items)
  }

  /// Gravity as a vector: (0, 1) is straight down at magnitude 1.
  public var gravityDirection: Vector {
    get { angleAndMagnitude }
    set { angleAndMagnitude = newValue }
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) { remove(item) }

  /// The acceleration in engine units/s².
  var acceleration: Vector2 {
    let unitsPerSecondSquared = magnitude * Units.gravityPointsPerSecondSquared / Units.pointsPerUnit
    return Vector2(unitsPerSecondSquared * cos(angle), unitsPerSecondSquared * sin(angle))
  }

  override func didMove(to animator: Animator) { changed() }

  override func willLeave(_ animator: Animator) {
    if isDrivingWorld(of: animator) { animator.world.gravity = .zero }
  }

  /// Pushes the items of a gravity that does not drive the world's gravity.
  override func willStep(_ animator: Animator, dt: Double) {
    guard !isDrivingWorld(of: animator) else { return }
    let acceleration = acceleration
    for item in items where !animator.isSnapped(item) {
      guard let body = animator.body(of: item) else { continue }
      animator.world.applyForce(acceleration * animator.world.mass(of: body), to: body)
    }
  }

  /// Whether this is the animator's first gravity behaviour, the one that sets the world's gravity.
  private func isDrivingWorld(of animator: Animator) -> Bool {
    animator.activeBehaviors.first { $0 is GravityBehavior } === self
  }

  /// Sets the world's gravity (waking what sleeps) when this behaviour drives it.
  private func changed() {
    guard let animator = dynamicAnimator, isDrivingWorld(of: animator) else { return }
    animator.world.gravity = acceleration
  }
}
