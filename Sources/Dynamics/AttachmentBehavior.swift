import Physics

/// Ties an item to an anchor point or to another item, as UIKit's `UIAttachmentBehavior` does.
///
/// Each end may sit off its item's centre (`offsetFromCenter`, in the item's
/// own, unturned points). `frequency` 0 (the default) makes the attachment a
/// rigid rod of `length`; above 0 it is a spring of that frequency in hertz,
/// `damping` its damping ratio (1 = critical). `length` starts as the distance
/// between the two ends when the attachment is made. The `anchorPoint` of an
/// anchor attachment may move at any time (dragging with a finger, say).
/// iOS 9's kinds (sliding, limit, fixed, pin) come from the class methods of
/// `AttachmentBehavior+Kinds.swift`; `frictionTorque` resists the items'
/// turning about the attachment, for every kind.
public final class AttachmentBehavior: Behavior {
  /// What the attachment ties the item to.
  public enum Kind: Sendable {
    /// Another item.
    case items
    /// A point in the reference view.
    case anchor
  }

  /// Item to item or item to anchor.
  public let attachedBehaviorType: Kind
  /// The anchor, in points (item-to-anchor attachments).
  public var anchorPoint: Point {
    didSet { updateAnchors() }
  }
  /// The distance the attachment keeps between its ends, in points.
  public var length: Double {
    didSet { update { $0.setLength(max(length, 0) / Units.pointsPerUnit, of: $1) } }
  }
  /// The spring's frequency in hertz; 0 makes a rigid rod.
  public var frequency = 0.0 {
    didSet { update { $0.setFrequency(frequency, of: $1) } }
  }
  /// The spring's damping ratio (1 = critical); no effect on a rigid rod.
  public var damping = 0.0 {
    didSet { update { $0.setDampingRatio(damping, of: $1) } }
  }
  /// How much the items resist turning about the attachment (0, the default: not at all); see the README for its unit.
  public var frictionTorque = 0.0 {
    didSet { update { $0.setFrictionTorque(Self.engineTorque(frictionTorque), of: $1) } }
  }
  /// UIKit's `attachmentRange`, infinite by default: a sliding attachment's travel along its axis, in points
  /// from where it started; a pin's turn of the second item relative to the first, in radians from where it
  /// started (positive clockwise on screen).
  public var attachmentRange = FloatRange.infinite {
    didSet { updateRange() }
  }
  /// Which joint the attachment makes.
  let connection: Connection
  /// The offsets of the two ends from their items' centres.
  let offsets: (first: Vector, second: Vector)
  var joint: JointID?

  /// An attachment of `connection` between `items` (one, tied to `anchorPoint`, or two) at `offsets` from their centres.
  init(_ connection: Connection, items: [DynamicItem], offsets: (Vector, Vector), anchorPoint: Point, length: Double) {
    self.connection = connection
    attachedBehaviorType = items.count == 2 ? .items : .anchor
    self.anchorPoint = anchorPoint
    self.offsets = offsets
    self.length = length
    super.init(items: items)
  }

  /// Ties `item`, at `offset` from its centre, to the anchor `point`.
  public convenience init(item: DynamicItem, offsetFromCenter offset: Vector = .zero, attachedToAnchor point: Point) {
    let length = (item.center + offset.rotated(by: item.rotation) - point).length
    self.init(.distance, items: [item], offsets: (offset, .zero), anchorPoint: point, length: length)
  }

  /// Ties `item` (at `offset` from its centre) to `other` (at `otherOffset` from its centre).
  public convenience init(
    item: DynamicItem, offsetFromCenter offset: Vector = .zero, attachedTo other: DynamicItem,
    offsetFromCenter otherOffset: Vector = .zero
  ) {
    let first = item.center + offset.rotated(by: item.rotation)
    let length = (first - (other.center + otherOffset.rotated(by: other.rotation))).length
    self.init(.distance, items: [item, other], offsets: (offset, otherOffset), anchorPoint: first, length: length)
  }

  override func didMove(to animator: Animator) {
    guard connection == .distance else {
      joint = makeJoint(in: animator)
      return
    }
    guard let firstItem = items.first, let first = animator.body(of: firstItem) else { return }
    var definition: DistanceJointDefinition
    switch attachedBehaviorType {
    case .anchor:
      definition = DistanceJointDefinition(bodyA: animator.ground, bodyB: first)
      definition.localAnchorA = Units.engine(anchorPoint)
      definition.localAnchorB = Units.engine(offsets.first)
    case .items:
      guard let secondItem = items.last, let second = animator.body(of: secondItem) else { return }
      animator.forgetContact(between: firstItem, secondItem)
      definition = DistanceJointDefinition(bodyA: first, bodyB: second)
      definition.localAnchorA = Units.engine(offsets.first)
      definition.localAnchorB = Units.engine(offsets.second)
    }
    definition.length = max(length, 0) / Units.pointsPerUnit
    definition.frequency = frequency
    definition.dampingRatio = damping
    let made = animator.world.createDistanceJoint(definition)
    animator.world.setFrictionTorque(Self.engineTorque(frictionTorque), of: made)
    joint = made
  }

  override func willLeave(_ animator: Animator) {
    if let joint { animator.world.destroyJoint(joint) }
    joint = nil
  }

  /// Where the two ends are now, in points: for drawing the attachment.
  public var endPoints: (Point, Point) {
    let first = items.first.map { $0.center + offsets.first.rotated(by: $0.rotation) } ?? anchorPoint
    switch attachedBehaviorType {
    case .anchor: return (anchorPoint, first)
    case .items:
      let second = items.last.map { $0.center + offsets.second.rotated(by: $0.rotation) } ?? anchorPoint
      return (first, second)
    }
  }

  private func updateAnchors() {
    guard attachedBehaviorType == .anchor else { return }
    let anchor = Units.engine(anchorPoint)
    let offset = Units.engine(offsets.first)
    update { $0.setAnchors(anchor, offset, of: $1) }
  }

  func update(_ change: (World, JointID) -> Void) {
    guard let animator = dynamicAnimator, let joint else { return }
    change(animator.world, joint)
  }
}
