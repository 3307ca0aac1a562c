/// What a collision behaviour's items collide with, as UIKit's `UICollisionBehavior.Mode`.
public struct CollisionMode: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// A mode from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Items collide with the other items of the behaviour.
  public static let items = CollisionMode(rawValue: 1 << 0)
  /// Items collide with the behaviour's boundaries (and the reference bounds, when they are one).
  public static let boundaries = CollisionMode(rawValue: 1 << 1)
  /// Both.
  public static let everything: CollisionMode = [.items, .boundaries]
}
