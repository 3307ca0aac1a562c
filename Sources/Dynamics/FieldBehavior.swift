import LibM
import Physics

/// A force field over a region that acts on its items, as UIKit's `UIFieldBehavior` does.
///
/// Make one with a factory: a linear gravity field pulls along `direction`, a
/// radial gravity field towards `position`, a vortex turns items clockwise
/// about `position`, a drag field slows them, a noise field shoves them about
/// smoothly. Strength 1 is 1000 points/s², the same as gravity magnitude 1
/// (for drag: 1 takes away the item's speed at 1/s). The field acts only in
/// `region` around `position`, and with `falloff` f it weakens as
/// 1 / (distance in 100 points)^f, never nearer than `minimumRadius`.
public final class FieldBehavior: Behavior {
  /// The kinds of field.
  public enum Kind: Hashable, Sendable {
    /// A uniform pull along the field's `direction`.
    case linearGravity
    /// A pull towards the field's position.
    case radialGravity
    /// A push around the field's position, clockwise on screen for positive strength.
    case vortex
    /// A force against each item's velocity.
    case drag
    /// A smoothly changing random push: `smoothness` 0…1 (1 varies slowest in space), `animationSpeed` in changes a second.
    case noise(smoothness: Double, animationSpeed: Double)
  }

  /// The kind of field.
  public let kind: Kind
  /// The centre of the field and of its region, in points.
  public var position = Point.zero {
    didSet { wakeItems() }
  }
  /// Where the field acts.
  public var region = FieldRegion.infinite {
    didSet { wakeItems() }
  }
  /// How strong it is: 1 is 1000 points/s².
  public var strength = 1.0 {
    didSet { wakeItems() }
  }
  /// How fast it weakens with distance: 0 not at all, 2 as 1 / distance².
  public var falloff = 0.0 {
    didSet { wakeItems() }
  }
  /// The distance, in points, nearer than which the falloff no longer grows.
  public var minimumRadius = 10.0 {
    didSet { wakeItems() }
  }
  /// The direction of a linear gravity field: (0, 1) is down.
  public var direction = Vector(dx: 0, dy: 1) {
    didSet { wakeItems() }
  }
  /// Simulated seconds the field has acted, for the noise.
  private var time = 0.0

  private init(kind: Kind) {
    self.kind = kind
    super.init(items: [])
  }

  /// A uniform pull along `direction`.
  public static func linearGravityField(direction: Vector) -> FieldBehavior {
    let field = FieldBehavior(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// A pull towards `position`.
  public static func radialGravityField(position: Point) -> FieldBehavior {
    let field = FieldBehavior(kind: .radialGravity)
    field.position = position
    return field
  }

  /// A swirl around the field's position.
  public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

  /// A drag against motion.
  public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

  /// A smooth random push.
  public static func noiseField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
    FieldBehavior(kind: .noise(smoothness: smoothness, animationSpeed: animationSpeed))
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) { remove(item) }

  /// The acceleration, in points/s², the field gives an item at `point` moving at `velocity` (points/s).
  public func acceleration(at point: Point, velocity: Vector) -> Vector {
    let offset = point - position
    guard region.contains(offset) else { return .zero }
    let distance = max(offset.length, minimumRadius, 1)
    let scale = strength * pow(Units.pointsPerUnit / distance, falloff)
    let away = offset.length > 0 ? offset * (1 / offset.length) : .zero
    let pull = Units.gravityPointsPerSecondSquared * scale
    switch kind {
    case .linearGravity: return direction * pull
    case .radialGravity: return -away * pull
    case .vortex: return Vector(dx: -away.dy, dy: away.dx) * pull
    case .drag: return velocity * -scale
    case .noise(let smoothness, let animationSpeed):
      let cell = 100 + 900 * min(max(smoothness, 0), 1)
      let angle = 2 * Double.pi * Self.noise(point.x / cell, point.y / cell, time * animationSpeed)
      return Vector(angle: angle, magnitude: pull)
    }
  }

  override func willStep(_ animator: Animator, dt: Double) {
    for item in items {
      guard let body = item.body, animator.world.type(of: body) == .dynamic else { continue }
      let acceleration = acceleration(at: item.center, velocity: animator.linearVelocity(of: item))
      guard acceleration != .zero else { continue }
      animator.world.applyForce(Units.engine(acceleration) * animator.world.mass(of: body), to: body)
    }
    time += dt
  }

  /// Smooth value noise in 0…1 over (x, y, z): a hashed lattice blended with smoothstep.
  static func noise(_ x: Double, _ y: Double, _ z: Double) -> Double {
    let cell = (Int(floor(x)), Int(floor(y)), Int(floor(z)))
    let blend = [x - floor(x), y - floor(y), z - floor(z)].map { $0 * $0 * (3 - 2 * $0) }
    var total = 0.0
    for corner in 0..<8 {
      let step = (corner & 1, (corner >> 1) & 1, (corner >> 2) & 1)
      let weight =
        (step.0 == 1 ? blend[0] : 1 - blend[0]) * (step.1 == 1 ? blend[1] : 1 - blend[1])
        * (step.2 == 1 ? blend[2] : 1 - blend[2])
      total += weight * lattice(cell.0 + step.0, cell.1 + step.1, cell.2 + step.2)
    }
    return total
  }

  /// A fixed pseudo-random value in 0…1 for a lattice point (SplitMix64 of its coordinates).
  private static func lattice(_ x: Int, _ y: Int, _ z: Int) -> Double {
    var value = UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
    value ^= UInt64(bitPattern: Int64(z)) &* 0x1656_67B1_9E37_79F9
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Double(value >> 11) / Double(1 << 53)
  }
}
