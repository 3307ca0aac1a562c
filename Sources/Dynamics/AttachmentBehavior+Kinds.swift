import Physics

/// The joint an attachment makes.
enum Connection: Equatable {
  /// A rod or a spring of `length` (iOS 7's attachments).
  case distance
  /// A slider along `axis` (in the first item's points when made), without turning.
  case sliding(axis: Vector)
  /// A rope: at most `length`.
  case limit
  /// A weld.
  case fixed
  /// A pin the items turn about.
  case pin
}

// MARK: - iOS 9's attachments

extension AttachmentBehavior {
  /// Lets `item2` slide along `axis` relative to `item1`, through `point`, neither turning (UIKit's
  /// `slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`).
  public static func slidingAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: Point,
    axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      .sliding(axis: axis.rotated(by: -item1.rotation)), items: [item1, item2],
      offsets: (offset(of: point, from: item1), offset(of: point, from: item2)), anchorPoint: point, length: 0)
  }

  /// Lets `item` slide along `axis` through `point`, without turning
  /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`).
  public static func slidingAttachment(
    with item: DynamicItem, attachmentAnchor point: Point, axisOfTranslation axis: Vector
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      .sliding(axis: axis), items: [item], offsets: (offset(of: point, from: item), .zero), anchorPoint: point,
      length: 0)
  }

  /// Keeps the two points at most their present distance apart, like a rope (`limitAttachment`); `length` changes it.
  public static func limitAttachment(
    with item1: DynamicItem, offsetFromCenter offset1: Vector, attachedTo item2: DynamicItem,
    offsetFromCenter offset2: Vector
  ) -> AttachmentBehavior {
    let first = item1.center + offset1.rotated(by: item1.rotation)
    let length = (first - (item2.center + offset2.rotated(by: item2.rotation))).length
    return AttachmentBehavior(
      .limit, items: [item1, item2], offsets: (offset1, offset2), anchorPoint: first, length: length)
  }

  /// Welds the two items together at `point` (`fixedAttachment`).
  public static func fixedAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: Point
  ) -> AttachmentBehavior {
    joining(item1, item2, at: point, as: .fixed)
  }

  /// Pins the two items together at `point`; they turn about it against `frictionTorque` (`pinAttachment`).
  public static func pinAttachment(
    with item1: DynamicItem, attachedTo item2: DynamicItem, attachmentAnchor point: Point
  ) -> AttachmentBehavior {
    joining(item1, item2, at: point, as: .pin)
  }

  /// A `connection` joining the two items at `point`, with no length.
  private static func joining(
    _ item1: DynamicItem, _ item2: DynamicItem, at point: Point, as connection: Connection
  ) -> AttachmentBehavior {
    AttachmentBehavior(
      connection, items: [item1, item2], offsets: (offset(of: point, from: item1), offset(of: point, from: item2)),
      anchorPoint: point, length: 0)
  }

  /// Where `point` is on `item`, from its centre in the item's own, unturned points.
  private static func offset(of point: Point, from item: DynamicItem) -> Vector {
    (point - item.center).rotated(by: -item.rotation)
  }

  /// The engine torque for UIKit's `frictionTorque`: taken as it is (a force of 1 at 100 points).
  static func engineTorque(_ frictionTorque: Double) -> Double { max(frictionTorque, 0) }

  /// The joint of an iOS 9 attachment, in `animator`'s world.
  func makeJoint(in animator: Animator) -> JointID? {
    guard let firstItem = items.first, let first = animator.body(of: firstItem) else { return nil }
    let world = animator.world
    let second = items.count == 2 ? animator.body(of: items[1]) : nil
    let anchorA = Units.engine(offsets.first)
    let anchorB = Units.engine(offsets.second)
    let torque = Self.engineTorque(frictionTorque)
    if case .sliding(let axis) = connection {
      // Alone, the item slides along a line of the reference view: the ground carries the axis.
      var definition = PrismaticJointDefinition(bodyA: second == nil ? animator.ground : first, bodyB: second ?? first)
      definition.localAnchorA = second == nil ? Units.engine(anchorPoint) : anchorA
      definition.localAnchorB = second == nil ? anchorA : anchorB
      definition.localAxisA = Vector2(axis.dx, axis.dy)
      definition.lowerTranslation = attachmentRange.minimum / Units.pointsPerUnit
      definition.upperTranslation = attachmentRange.maximum / Units.pointsPerUnit
      definition.maximumFrictionTorque = torque
      return world.createPrismaticJoint(definition)
    }
    guard let second else { return nil }
    animator.forgetContact(between: firstItem, items[1])
    switch connection {
    case .limit:
      var definition = RopeJointDefinition(bodyA: first, bodyB: second)
      (definition.localAnchorA, definition.localAnchorB) = (anchorA, anchorB)
      definition.maximumLength = max(length, 0) / Units.pointsPerUnit
      definition.maximumFrictionTorque = torque
      return world.createRopeJoint(definition)
    case .fixed:
      var definition = WeldJointDefinition(bodyA: first, bodyB: second)
      (definition.localAnchorA, definition.localAnchorB) = (anchorA, anchorB)
      return world.createWeldJoint(definition)
    default:
      var definition = RevoluteJointDefinition(bodyA: first, bodyB: second)
      (definition.localAnchorA, definition.localAnchorB) = (anchorA, anchorB)
      definition.maximumFrictionTorque = torque
      (definition.lowerAngle, definition.upperAngle) = (attachmentRange.minimum, attachmentRange.maximum)
      return world.createRevoluteJoint(definition)
    }
  }

  /// Gives a sliding attachment's or a pin's joint its range.
  func updateRange() {
    if connection == .pin {
      let range = attachmentRange
      update { $0.setAngleLimits(lower: range.minimum, upper: range.maximum, of: $1) }
    }
    guard case .sliding = connection else { return }
    let lower = attachmentRange.minimum / Units.pointsPerUnit
    let upper = attachmentRange.maximum / Units.pointsPerUnit
    update { $0.setTranslationLimits(lower: lower, upper: upper, of: $1) }
  }
}
