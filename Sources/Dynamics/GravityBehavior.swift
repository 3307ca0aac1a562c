import Foundation
import Physics

/// Pulls its items in one direction, as UIKit's `UIGravityBehavior` does.
///
/// `angle` 0 points right and π/2 down; `magnitude` 1.0 is 1000 points/s².
/// Setting `angle` and `magnitude` updates `gravityDirection`, and the other
/// way round. The first gravity behaviour of an animator drives the world's
/// gravity; any further one pushes its items with a force.
public final class GravityBehavior: Behavior {
  /// The items gravity pulls.
  public private(set) var items: [DynamicItem]
  /// The direction, radians: 0 right, π/2 down, π left, −π/2 up.
  public var angle: Double {
    didSet { changed() }
  }
  /// The strength: 1.0 is 1000 points/s².
  public var magnitude: Double {
    didSet { changed() }
  }
  private weak var animator: Animator?

  /// Gravity straight down at magnitude 1 on `items`.
  public init(items: [DynamicItem] = []) {
    self.items = items
    angle = Double.pi / 2
    magnitude = 1
  }

  /// Gravity as a vector: (0, 1) is straight down at magnitude 1.
  public var gravityDirection: Vector {
    get { Vector(dx: magnitude * cos(angle), dy: magnitude * sin(angle)) }
    set {
      let length = (newValue.dx * newValue.dx + newValue.dy * newValue.dy).squareRoot()
      if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
      magnitude = length
    }
  }

  /// Sets angle and magnitude together.
  public func setAngle(_ angle: Double, magnitude: Double) {
    self.angle = angle
    self.magnitude = magnitude
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

  /// The acceleration in engine units/s².
  var acceleration: Vector2 {
    let unitsPerSecondSquared = magnitude * Units.gravityPointsPerSecondSquared / Units.pointsPerUnit
    return Vector2(unitsPerSecondSquared * cos(angle), unitsPerSecondSquared * sin(angle))
  }

  /// Binds the behaviour to `animator`.
  public func didMove(to animator: Animator) {
    self.animator = animator
    changed()
  }

  /// Unbinds the behaviour from `animator`.
  public func willLeave(_ animator: Animator) {
    if isDrivingWorld(of: animator) { animator.world.gravity = .zero }
    self.animator = nil
  }

  /// Pushes the items of a gravity that does not drive the world's gravity.
  public func willStep(_ animator: Animator, dt: Double) {
    guard !isDrivingWorld(of: animator) else { return }
    let acceleration = acceleration
    for item in items {
      guard let body = item.body else { continue }
      animator.world.applyForce(acceleration * animator.world.mass(of: body), to: body)
    }
  }

  /// Whether this is the animator's first gravity behaviour, the one that sets the world's gravity.
  private func isDrivingWorld(of animator: Animator) -> Bool {
    animator.behaviors.first { $0 is GravityBehavior } === self
  }

  /// Sets the world's gravity (waking what sleeps) when this behaviour drives it.
  private func changed() {
    guard let animator, isDrivingWorld(of: animator) else { return }
    animator.world.gravity = acceleration
  }
}
