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

// MARK: - Checks

extension ShapeDefinition {
  /// This definition with its numbers checked for `World.createShape` (see `InputCheck`): a
  /// non-finite one takes its default; density within 0 and the limit, the others within ±limit.
  func checked() -> ShapeDefinition {
    let call = "World.createShape(on:_:_:)"
    let defaults = ShapeDefinition()
    var checked = self
    checked.density =
      InputCheck.checked(density, "density", in: call, range: 0...InputCheck.limit) ?? defaults.density
    checked.friction = InputCheck.checked(friction, "friction", in: call) ?? defaults.friction
    checked.restitution = InputCheck.checked(restitution, "restitution", in: call) ?? defaults.restitution
    return checked
  }
}
