/// The material and filtering a shape is created with.
///
/// When two shapes touch, the contact's restitution is the larger of the two and its
/// friction is the geometric mean `sqrt(a · b)`.
public struct ShapeDefinition: Sendable {
  /// Mass per unit area.
  public var density: Double = 1
  /// The Coulomb friction coefficient (mixed by geometric mean).
  public var friction: Double = 0.6
  /// The restitution (elasticity), 0 = no bounce, 1 = perfectly elastic (mixed by maximum).
  public var restitution: Double = 0
  /// Which shapes this one collides with.
  public var filter = CollisionFilter()
  /// A sensor detects nothing and is never touched: it takes no part in contacts.
  public var isSensor = false
  /// Free for the caller.
  public var userData: Int = 0

  /// The default definition: density 1, friction 0.6, no restitution.
  public init() {}
}
