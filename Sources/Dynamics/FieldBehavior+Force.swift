import LibM
import Physics

// MARK: - What each field does

extension FieldBehavior {
  /// The acceleration, in points/s², the field gives an item at `point` moving at `velocity` (points/s), of UIKit
  /// mass `mass` and charge `charge`.
  ///
  /// Gravity-like fields (linear and radial gravity, vortex, noise) give
  /// every mass the same acceleration, 1000 points/s² × strength; spring,
  /// electric, magnetic and custom fields give a force, so a heavier item
  /// moves less (a force of 1 moves a mass of 1 by 100 points/s²).
  /// A velocity field acts by setting the velocity (see `velocity(at:)`), not here.
  public func acceleration(at point: Point, velocity: Vector, mass: Double = 1, charge: Double = 0) -> Vector {
    let offset = point - position
    guard region.contains(offset) else { return .zero }
    let distance = max(offset.length, minimumRadius)
    let decay = pow(Units.pointsPerUnit / distance, falloff)
    let away = offset.length > 0 ? offset * (1 / offset.length) : .zero
    let pull = Units.gravityPointsPerSecondSquared * strength * decay
    let perMass = mass > 0 ? Units.pointsPerUnit / mass : 0
    switch kind {
    case .linearGravity: return direction * pull
    case .radialGravity: return -away * pull
    case .spring: return offset * (-strength * decay * perMass / Units.pointsPerUnit)
    case .electric: return away * (pull * charge * perMass / Units.pointsPerUnit)
    case .magnetic: return Vector(dx: velocity.dy, dy: -velocity.dx) * (strength * decay * charge * perMass / 100)
    case .vortex:
      // Proportional to the distance, as UIKit's: (d / 100) · (100 / d)^f.
      let swirl = Units.gravityPointsPerSecondSquared * strength * pow(Units.pointsPerUnit / distance, falloff - 1)
      return Vector(dx: away.dy, dy: -away.dx) * swirl
    case .drag: return velocity * (-strength * decay)
    case .velocity: return .zero
    case .noise: return noiseDirection(at: point) * pull
    case .turbulence: return noiseDirection(at: point) * (strength * decay * velocity.length)
    case .custom:
      let force = evaluator?(self, point, velocity, mass, charge, Animator.timeStep) ?? .zero
      return force * perMass
    }
  }

  /// The velocity a velocity field gives an item at `point`, or nil outside its region (or for another kind).
  public func velocity(at point: Point) -> Vector? {
    let offset = point - position
    guard kind == .velocity, region.contains(offset) else { return nil }
    return direction * (strength * pow(Units.pointsPerUnit / max(offset.length, minimumRadius), falloff))
  }

  /// The unit direction of the noise at `point` now.
  private func noiseDirection(at point: Point) -> Vector {
    let cell = 100 + 900 * min(max(smoothness, 0), 1)
    let angle = 2 * Double.pi * Self.noise(point.x / cell, point.y / cell, time * animationSpeed)
    return Vector(angle: angle, magnitude: 1)
  }

  /// Gives every item in `animator` what the field does to it this step.
  func act(in animator: Animator, dt: Double) {
    for item in items {
      guard let body = animator.body(of: item), animator.world.type(of: body) == .dynamic else { continue }
      if let velocity = velocity(at: item.center) {
        animator.world.setLinearVelocity(Units.engine(velocity), of: body)
        continue
      }
      let acceleration = acceleration(
        at: item.center, velocity: animator.linearVelocity(of: item), mass: animator.mass(of: item),
        charge: animator.properties(of: item).charge)
      guard acceleration != .zero else { continue }
      animator.world.applyForce(Units.engine(acceleration) * animator.world.mass(of: body), to: body)
    }
    time += dt
  }
}
