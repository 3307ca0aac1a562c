/// The settings a world is created with.
///
/// `World.init` checks every number (see `InputCheck`): a non-finite one takes its default and one
/// out of range is clamped (gravity within the limit, the rest within 0 and the limit, substeps
/// within 1…64).
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
  /// Bodies slower than this (and turning slower at their rim) count as resting; so do bodies
  /// slower than the speed gravity adds in one step, when that is more (Chipmunk's idle speed).
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

// MARK: - Length units

extension WorldDefinition {
  /// The lengths tolerated, sized for bodies about `size` units across: `linearSlop` (which also
  /// sizes the contact margin) and `maximumBoundsMargin`, whose defaults suit bodies a unit across,
  /// are scaled by `size`, as Box2D v3 scales them by its length units per meter (speeds stay).
  ///
  /// Checked (see `InputCheck`): `size` must be finite and within 0.001…1000; in release builds a
  /// non-finite size leaves the definition as it is and one out of range is clamped.
  public mutating func scaleLengthTolerances(toBodySize size: Double) {
    let call = "WorldDefinition.scaleLengthTolerances(toBodySize:)"
    guard let size = InputCheck.checked(size, "size", in: call, range: 0.001...1000) else { return }
    linearSlop *= size
    maximumBoundsMargin *= size
  }
}

// MARK: - Checks

extension WorldDefinition {
  /// This definition with its numbers checked for `World.init(_:)` (see the type's summary).
  func checked() -> WorldDefinition {
    let call = "World.init(_:)"
    let defaults = WorldDefinition()
    var checked = self
    checked.gravity = InputCheck.checked(gravity, "gravity", in: call) ?? defaults.gravity
    if !(1...64).contains(substeps) {
      InputCheck.reject("\(call): substeps is \(substeps), not in 1…64")
      checked.substeps = min(max(substeps, 1), 64)
    }
    // Each setting by name rather than through a list of key paths: making the first key path
    // paged in the standard library's key path machinery, which a world has no other use for.
    func checkedSetting(_ value: Double, _ name: String, _ fallback: Double) -> Double {
      InputCheck.checked(value, name, in: call, range: 0...InputCheck.limit) ?? fallback
    }
    checked.restitutionThreshold =
      checkedSetting(restitutionThreshold, "restitutionThreshold", defaults.restitutionThreshold)
    checked.contactHertz = checkedSetting(contactHertz, "contactHertz", defaults.contactHertz)
    checked.contactDampingRatio = checkedSetting(
      contactDampingRatio, "contactDampingRatio", defaults.contactDampingRatio)
    checked.contactPushMaximumSpeed =
      checkedSetting(contactPushMaximumSpeed, "contactPushMaximumSpeed", defaults.contactPushMaximumSpeed)
    checked.jointHertz = checkedSetting(jointHertz, "jointHertz", defaults.jointHertz)
    checked.jointDampingRatio = checkedSetting(jointDampingRatio, "jointDampingRatio", defaults.jointDampingRatio)
    checked.sleepSpeed = checkedSetting(sleepSpeed, "sleepSpeed", defaults.sleepSpeed)
    checked.timeToSleep = checkedSetting(timeToSleep, "timeToSleep", defaults.timeToSleep)
    checked.maximumLinearSpeed = checkedSetting(maximumLinearSpeed, "maximumLinearSpeed", defaults.maximumLinearSpeed)
    checked.maximumBoundsMargin =
      checkedSetting(maximumBoundsMargin, "maximumBoundsMargin", defaults.maximumBoundsMargin)
    checked.linearSlop = checkedSetting(linearSlop, "linearSlop", defaults.linearSlop)
    return checked
  }
}
