/// Which shapes may collide: categories and masks, and groups that always or never collide.
public struct CollisionFilter: Sendable, Hashable {
  /// The categories this shape belongs to.
  public var categoryBits: UInt32 = 1
  /// The categories this shape collides with.
  public var maskBits: UInt32 = .max
  /// Shapes of the same positive group always collide, of the same negative group never; 0 = no group.
  public var groupIndex: Int32 = 0

  /// The default filter: category 1, colliding with everything, no group.
  public init() {}

  /// A filter from its parts.
  public init(categoryBits: UInt32, maskBits: UInt32, groupIndex: Int32 = 0) {
    self.categoryBits = categoryBits
    self.maskBits = maskBits
    self.groupIndex = groupIndex
  }

  /// Whether shapes with these two filters should collide.
  @inlinable public func shouldCollide(with other: CollisionFilter) -> Bool {
    if groupIndex == other.groupIndex && groupIndex != 0 { return groupIndex > 0 }
    return (maskBits & other.categoryBits) != 0 && (categoryBits & other.maskBits) != 0
  }
}
