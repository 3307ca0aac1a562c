// MARK: - Pin, weld, slider and rope joints

extension World {
  /// Creates a revolute joint (a pin, with friction torque) and wakes both bodies.
  public func createRevoluteJoint(_ definition: RevoluteJointDefinition) -> JointID {
    var joint = constraintJoint(
      .revolute, definition.bodyA, definition.bodyB, definition.localAnchorA, definition.localAnchorB,
      definition.collideConnected)
    joint.constraint.maximumFrictionTorque = max(definition.maximumFrictionTorque, 0)
    joint.constraint.lowerAngle = min(definition.lowerAngle, definition.upperAngle)
    joint.constraint.upperAngle = max(definition.lowerAngle, definition.upperAngle)
    return addJoint(joint)
  }

  /// Creates a weld joint, keeping the bodies' present relative angle, and wakes both bodies.
  public func createWeldJoint(_ definition: WeldJointDefinition) -> JointID {
    let joint = constraintJoint(
      .weld, definition.bodyA, definition.bodyB, definition.localAnchorA, definition.localAnchorB,
      definition.collideConnected)
    return addJoint(joint)
  }

  /// Creates a prismatic joint (a slider along A's axis, keeping the present relative angle) and wakes both bodies.
  public func createPrismaticJoint(_ definition: PrismaticJointDefinition) -> JointID {
    var joint = constraintJoint(
      .prismatic, definition.bodyA, definition.bodyB, definition.localAnchorA, definition.localAnchorB,
      definition.collideConnected)
    let axis = definition.localAxisA.normalized
    joint.constraint.localAxisA = axis.lengthSquared > 0 ? axis : Vector2(1, 0)
    joint.constraint.lowerTranslation = min(definition.lowerTranslation, definition.upperTranslation)
    joint.constraint.upperTranslation = max(definition.lowerTranslation, definition.upperTranslation)
    joint.constraint.maximumFrictionTorque = max(definition.maximumFrictionTorque, 0)
    return addJoint(joint)
  }

  /// Creates a rope joint (the anchors at most `maximumLength` apart) and wakes both bodies; `setLength` changes it.
  public func createRopeJoint(_ definition: RopeJointDefinition) -> JointID {
    var joint = constraintJoint(
      .rope, definition.bodyA, definition.bodyB, definition.localAnchorA, definition.localAnchorB,
      definition.collideConnected)
    joint.length = max(definition.maximumLength, settings.linearSlop)
    joint.constraint.maximumFrictionTorque = max(definition.maximumFrictionTorque, 0)
    return addJoint(joint)
  }

  /// Sets the largest torque friction at a joint resists the bodies' relative turning with (any kind of joint).
  public func setFrictionTorque(_ torque: Double, of id: JointID) {
    let index = jointSlot(id)
    joints[index].constraint.maximumFrictionTorque = max(torque, 0)
    wakeJointBodies(index)
  }

  /// Sets a prismatic joint's limits on its translation.
  public func setTranslationLimits(lower: Double, upper: Double, of id: JointID) {
    let index = jointSlot(id)
    joints[index].constraint.lowerTranslation = min(lower, upper)
    joints[index].constraint.upperTranslation = max(lower, upper)
    wakeJointBodies(index)
  }

  /// Sets a revolute joint's limits on B's angle relative to A (from where they were when it was made).
  public func setAngleLimits(lower: Double, upper: Double, of id: JointID) {
    let index = jointSlot(id)
    joints[index].constraint.lowerAngle = min(lower, upper)
    joints[index].constraint.upperAngle = max(lower, upper)
    wakeJointBodies(index)
  }

  /// A joint of `kind` between two bodies' anchors, its reference angle their present relative angle.
  private func constraintJoint(
    _ kind: Joint.Kind, _ bodyA: BodyID, _ bodyB: BodyID, _ anchorA: Vector2, _ anchorB: Vector2,
    _ collideConnected: Bool
  ) -> Joint {
    let a = slot(bodyA)
    let b = slot(bodyB)
    var joint = Joint(
      kind: kind, bodyA: Int32(a), bodyB: Int32(b), localAnchorA: anchorA, localAnchorB: anchorB, length: 0,
      frequency: 0, dampingRatio: 0, maximumForce: 0, target: .zero, collideConnected: collideConnected)
    joint.constraint.referenceAngle = bodies.angle[b] - bodies.angle[a]
    return joint
  }
}
