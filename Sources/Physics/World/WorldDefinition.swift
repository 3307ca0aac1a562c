/// The settings a world is created with.
public struct WorldDefinition: Sendable {
  /// The gravity acceleration vector (y-down screens use a positive y).
  public var gravity = Vector2(0, 10)
  /// Solver substeps per `step(by:)`.
  public var substeps = 4
  /// Approach speeds below this do not bounce.
  public var restitutionThreshold: Double = 1
  /// The stiffness of contacts in hertz (capped at a quarter of the substep rate).
  public var contactHertz: Double = 60
  /// The damping ratio of contacts.
  public var contactDampingRatio: Double = 10
  /// The fastest speed at which overlapping shapes are pushed apart.
  public var contactPushMaximumSpeed: Double = 3
  /// The stiffness of rigid joints in hertz.
  public var jointHertz: Double = 60
  /// The damping ratio of rigid joints.
  public var jointDampingRatio: Double = 2
  /// Whether bodies at rest fall asleep.
  public var enableSleep = true
  /// Bodies slower than this (and turning slower at their rim) count as resting.
  public var sleepSpeed: Double = 0.05
  /// Seconds an island must rest before it falls asleep.
  public var timeToSleep: Double = 0.5
  /// No body moves faster than this.
  public var maximumLinearSpeed: Double = 4000
  /// The most a shape's bounds grow for its motion (bullets grow without limit); faster bodies
  /// rely on continuous collision against static shapes and on pushing apart.
  public var maximumBoundsMargin: Double = 0.1
  /// The distance within which shapes count as touching; also the size of the contact margin.
  public var linearSlop: Double = 0.005

  /// The default definition: gravity (0, 10), 4 substeps.
  public init() {}
}
