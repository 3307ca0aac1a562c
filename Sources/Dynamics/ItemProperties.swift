/// The physical properties an `ItemBehavior` gives its items, with UIKit's defaults.
public struct ItemProperties: Hashable, Sendable {
  /// Mass per area; 1 on a 100×100-point item is a mass of 1.
  public var density = 1.0
  /// Bounciness: 0 does not bounce, 1 bounces back to the height it fell from.
  public var elasticity = 0.0
  /// Coulomb friction against what it slides on.
  public var friction = 0.0
  /// Linear damping: 0 none; 1 stops the item soon after no force acts.
  public var resistance = 0.0
  /// Angular damping.
  public var angularResistance = 0.0
  /// Whether collisions may spin the item.
  public var allowsRotation = true
  /// Whether the item stays where it is (a static body), whatever acts on it.
  public var isAnchored = false
  /// Electric charge, for electric and magnetic fields (0: they do not act on it).
  public var charge = 0.0

  /// The defaults.
  public init() {}
}
