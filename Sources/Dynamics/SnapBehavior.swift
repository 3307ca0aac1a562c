import Physics

/// Moves an item to a point, where it settles with a springy finish, as UIKit's `UISnapBehavior` does.
///
/// `damping` runs from 0 (the item overshoots and wobbles most before it
/// settles) to 1 (it comes straight in), 0.5 by default, as UIKit has it. While snapped
/// the item feels no gravity, so it settles at the point itself.
public final class SnapBehavior: Behavior {
  /// Where the item settles, in points.
  public var snapPoint: Point {
    didSet { update() }
  }
  /// How little the item wobbles as it arrives: 0 (most) … 1 (none).
  public var damping = 0.5 {
    didSet { update() }
  }
  /// The item snapped.
  public let item: DynamicItem
  private var joint: JointID?

  /// Snaps `item` to `point`.
  public init(item: DynamicItem, snapTo point: Point) {
    self.item = item
    snapPoint = point
    super.init(items: [item])
  }

  /// How fast the spring pulls, in hertz.
  static let frequency = 2.5

  /// The spring's damping ratio for UIKit's `damping`: 0.15 at 0, 1 (critical) at 1.
  var dampingRatio: Double { 0.15 + 0.85 * min(max(damping, 0), 1) }

  override func didMove(to animator: Animator) {
    guard let body = animator.body(of: item) else { return }
    var definition = TargetJointDefinition(body: body, target: Units.engine(snapPoint))
    definition.frequency = Self.frequency
    definition.dampingRatio = dampingRatio
    definition.maximumForce = 1000 * max(animator.world.mass(of: body), 1)
    joint = animator.world.createTargetJoint(definition)
  }

  override func willLeave(_ animator: Animator) {
    if let joint { animator.world.destroyJoint(joint) }
    joint = nil
  }

  private func update() {
    guard let animator = dynamicAnimator, let joint else { return }
    animator.world.setTarget(Units.engine(snapPoint), of: joint)
    animator.world.setDampingRatio(dampingRatio, of: joint)
  }
}
