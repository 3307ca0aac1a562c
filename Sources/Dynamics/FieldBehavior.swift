import Physics

/// A force field over a region that acts on its items, as UIKit's `UIFieldBehavior` does.
///
/// Make one with a factory, one for each of UIKit's ten kinds and a custom
/// field from a closure. The field acts only in `region` around `position`;
/// with `falloff` f its effect at distance d is scaled by (100 / d)^f,
/// d counted from `minimumRadius` (nearer counts as that radius). Strength 1
/// is 1000 points/s² for the gravity-like fields (as gravity magnitude 1);
/// `FieldBehavior+Force.swift` says what each kind does, and the README how
/// each was checked.
public final class FieldBehavior: Behavior {
  /// The kinds of field.
  public enum Kind: Sendable {
    /// A uniform pull along `direction`.
    case linearGravity
    /// A pull towards `position`.
    case radialGravity
    /// A pull towards `position` growing with the distance (Hooke's law), the same force whatever the mass.
    case spring
    /// A push on charged items away from `position` (towards it for opposite signs of charge and strength).
    case electric
    /// A push on moving charged items across their velocity: counter-clockwise for positive strength.
    case magnetic
    /// A push around `position`, counter-clockwise on screen for positive strength, growing with the distance.
    case vortex
    /// A force against each item's velocity.
    case drag
    /// Sets each item's velocity to `direction` × `strength` (points/s).
    case velocity
    /// A smoothly changing random push.
    case noise
    /// A smoothly changing random push, growing with the item's speed.
    case turbulence
    /// A force from the caller's closure.
    case custom
  }

  /// What a custom field's closure gets: the field, the item's position (points) and velocity (points/s),
  /// its mass and charge, and the step's time (s); it returns the force, in UIKit's units.
  public typealias Evaluator = (FieldBehavior, Point, Vector, Double, Double, Double) -> Vector

  /// The kind of field.
  public let kind: Kind
  /// The centre of the field and of its region, in points.
  public var position = Point.zero {
    didSet { wakeItems() }
  }
  /// Where the field acts (everywhere by default).
  public var region = FieldRegion.infinite {
    didSet { wakeItems() }
  }
  /// How strong it is (1 by default).
  public var strength = 1.0 {
    didSet { wakeItems() }
  }
  /// How fast it weakens with distance: 0 (the default) not at all, 2 as 1 / distance².
  public var falloff = 0.0 {
    didSet { wakeItems() }
  }
  /// The distance, in points, nearer than which distances count as this one; very small but not zero, as UIKit's.
  public var minimumRadius = 1e-3 {
    didSet { wakeItems() }
  }
  /// The direction of a linear gravity or velocity field; its length counts.
  public var direction = Vector(dx: 0, dy: 1) {
    didSet { wakeItems() }
  }
  /// How smooth a noise or turbulence field is: 0 (most random) … 1 (smoothest).
  public var smoothness = 0.0 {
    didSet { wakeItems() }
  }
  /// How fast a noise or turbulence field changes, in hertz (0: it stands still).
  public var animationSpeed = 0.0 {
    didSet { wakeItems() }
  }
  /// A custom field's closure.
  let evaluator: Evaluator?
  /// Simulated seconds the field has acted, for the noise.
  var time = 0.0

  private init(kind: Kind, evaluator: Evaluator? = nil) {
    self.kind = kind
    self.evaluator = evaluator
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

  /// A spring towards the field's position.
  public static func springField() -> FieldBehavior { FieldBehavior(kind: .spring) }

  /// A field acting on charged items by their charge.
  public static func electricField() -> FieldBehavior { FieldBehavior(kind: .electric) }

  /// A magnetic field out of the screen, turning moving charged items.
  public static func magneticField() -> FieldBehavior { FieldBehavior(kind: .magnetic) }

  /// A swirl around the field's position.
  public static func vortexField() -> FieldBehavior { FieldBehavior(kind: .vortex) }

  /// A drag against motion.
  public static func dragField() -> FieldBehavior { FieldBehavior(kind: .drag) }

  /// A field giving items the velocity `direction` × `strength`.
  public static func velocityField(direction: Vector) -> FieldBehavior {
    let field = FieldBehavior(kind: .velocity)
    field.direction = direction
    return field
  }

  /// A smooth random push.
  public static func noiseField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
    let field = FieldBehavior(kind: .noise)
    (field.smoothness, field.animationSpeed) = (smoothness, animationSpeed)
    return field
  }

  /// A smooth random push on moving items, growing with their speed.
  public static func turbulenceField(smoothness: Double, animationSpeed: Double) -> FieldBehavior {
    let field = FieldBehavior(kind: .turbulence)
    (field.smoothness, field.animationSpeed) = (smoothness, animationSpeed)
    return field
  }

  /// A field whose force on an item `evaluationBlock` computes, as UIKit's `field(evaluationBlock:)`.
  public static func field(evaluationBlock: @escaping Evaluator) -> FieldBehavior {
    FieldBehavior(kind: .custom, evaluator: evaluationBlock)
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) { remove(item) }

  override func willStep(_ animator: Animator, dt: Double) { act(in: animator, dt: dt) }
}
