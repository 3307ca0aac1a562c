// MARK: - Joints

extension World {
  /// Creates a distance joint (a rod, or a spring when its frequency is above 0) and wakes both bodies.
  ///
  /// Checked (see `InputCheck`): in release builds a non-finite anchor is the body's origin, a
  /// non-finite length the linear slop, a non-finite frequency or damping ratio 0.
  public func createDistanceJoint(_ definition: DistanceJointDefinition) -> JointID {
    let call = "World.createDistanceJoint(_:)"
    var definition = definition
    definition.localAnchorA = InputCheck.checked(definition.localAnchorA, "localAnchorA", in: call) ?? .zero
    definition.localAnchorB = InputCheck.checked(definition.localAnchorB, "localAnchorB", in: call) ?? .zero
    definition.length = InputCheck.checked(definition.length, "length", in: call) ?? 0
    definition.frequency = InputCheck.checked(definition.frequency, "frequency", in: call) ?? 0
    definition.dampingRatio = InputCheck.checked(definition.dampingRatio, "dampingRatio", in: call) ?? 0
    let a = slot(definition.bodyA)
    let b = slot(definition.bodyB)
    let joint = Joint(
      kind: .distance, bodyA: Int32(a), bodyB: Int32(b), localAnchorA: definition.localAnchorA,
      localAnchorB: definition.localAnchorB, length: max(definition.length, settings.linearSlop),
      frequency: max(definition.frequency, 0), dampingRatio: max(definition.dampingRatio, 0), maximumForce: 0,
      target: .zero, collideConnected: definition.collideConnected)
    return addJoint(joint)
  }

  /// Creates a target ("mouse") joint pulling a body's point towards a world target, and wakes the body.
  ///
  /// Checked (see `InputCheck`): in release builds a non-finite anchor is the body's origin, a
  /// non-finite target the body's position, a non-finite frequency, damping ratio or force 0.
  public func createTargetJoint(_ definition: TargetJointDefinition) -> JointID {
    let call = "World.createTargetJoint(_:)"
    var definition = definition
    definition.localAnchor = InputCheck.checked(definition.localAnchor, "localAnchor", in: call) ?? .zero
    definition.target =
      InputCheck.checked(definition.target, "target", in: call) ?? bodies.origin(at: slot(definition.body))
    definition.frequency = InputCheck.checked(definition.frequency, "frequency", in: call) ?? 0
    definition.dampingRatio = InputCheck.checked(definition.dampingRatio, "dampingRatio", in: call) ?? 0
    definition.maximumForce = InputCheck.checked(definition.maximumForce, "maximumForce", in: call) ?? 0
    let b = slot(definition.body)
    let joint = Joint(
      kind: .target, bodyA: Int32(b), bodyB: Int32(b), localAnchorA: .zero, localAnchorB: definition.localAnchor,
      length: 0, frequency: max(definition.frequency, 0), dampingRatio: max(definition.dampingRatio, 0),
      maximumForce: max(definition.maximumForce, 0), target: definition.target, collideConnected: true)
    return addJoint(joint)
  }

  /// Destroys a joint and wakes its bodies; a stale handle is ignored.
  public func destroyJoint(_ id: JointID) {
    guard isValid(id) else { return }
    releaseJoint(id.index)
  }

  /// Whether `id` names a live joint.
  public func isValid(_ id: JointID) -> Bool {
    id.world == number && joints.slots.contains(id.index, generation: id.generation)
  }

  /// Moves a target joint's target and wakes its body (checked: ignored when not finite; see `InputCheck`).
  public func setTarget(_ target: Vector2, of id: JointID) {
    let index = jointSlot(id)
    guard let target = InputCheck.checked(target, "target", in: "World.setTarget(_:of:)") else { return }
    joints[index].target = target
    wakeJointBodies(index)
  }

  /// A target joint's target.
  public func target(of id: JointID) -> Vector2 { joints[jointSlot(id)].target }

  /// Sets a distance joint's rest length (checked: ignored when not finite; see `InputCheck`).
  public func setLength(_ length: Double, of id: JointID) {
    setJointValue(\.length, of: id, length, atLeast: settings.linearSlop, named: "length", in: "World.setLength(_:of:)")
  }

  /// Sets a joint's spring frequency in hertz (0 makes a distance joint rigid; checked: ignored
  /// when not finite; see `InputCheck`).
  public func setFrequency(_ frequency: Double, of id: JointID) {
    setJointValue(\.frequency, of: id, frequency, atLeast: 0, named: "frequency", in: "World.setFrequency(_:of:)")
  }

  /// Sets a joint's spring damping ratio (checked: ignored when not finite; see `InputCheck`).
  public func setDampingRatio(_ ratio: Double, of id: JointID) {
    setJointValue(\.dampingRatio, of: id, ratio, atLeast: 0, named: "ratio", in: "World.setDampingRatio(_:of:)")
  }

  /// Sets a target joint's largest force (checked: ignored when not finite; see `InputCheck`).
  public func setMaximumForce(_ force: Double, of id: JointID) {
    setJointValue(\.maximumForce, of: id, force, atLeast: 0, named: "force", in: "World.setMaximumForce(_:of:)")
  }

  /// Sets the joint's `key` to `value`, at least `floor`, and wakes its bodies; ignored when `value`
  /// is not finite (`named` and `function` say which, see `InputCheck`).
  private func setJointValue(
    _ key: WritableKeyPath<Joint, Double>, of id: JointID, _ value: Double, atLeast floor: Double, named name: String,
    in function: String
  ) {
    let index = jointSlot(id)
    guard let value = InputCheck.checked(value, name, in: function) else { return }
    joints[index][keyPath: key] = max(value, floor)
    wakeJointBodies(index)
  }

  /// Moves a joint's anchors (body-local, relative to each origin; a target joint uses `anchorB`).
  ///
  /// Checked (see `InputCheck`): ignored when either is not finite.
  public func setAnchors(_ anchorA: Vector2, _ anchorB: Vector2, of id: JointID) {
    let index = jointSlot(id)
    let call = "World.setAnchors(_:_:of:)"
    guard let anchorA = InputCheck.checked(anchorA, "anchorA", in: call),
      let anchorB = InputCheck.checked(anchorB, "anchorB", in: call)
    else { return }
    joints[index].localAnchorA = anchorA
    joints[index].localAnchorB = anchorB
    wakeJointBodies(index)
  }
}

// MARK: - Bookkeeping

extension World {
  /// The slot of a live joint; traps on a stale handle.
  func jointSlot(_ id: JointID) -> Int {
    precondition(isValid(id), "stale or foreign JointID \(id)")
    return Int(id.index)
  }

  /// Stores a joint in a free slot and wakes its bodies.
  func addJoint(_ joint: Joint) -> JointID {
    let index = Int(joints.allocate(joint))
    wakeJointBodies(index)
    if !joint.collideConnected {
      let shapeBodies = shapes.body
      contacts.removeAll {
        let bodyA = shapeBodies[Int($0.shapeA)]
        let bodyB = shapeBodies[Int($0.shapeB)]
        return (bodyA == joint.bodyA && bodyB == joint.bodyB) || (bodyA == joint.bodyB && bodyB == joint.bodyA)
      }
    }
    return JointID(index: Int32(index), generation: joints.slots.generation[index], world: number)
  }

  /// Frees a joint slot and wakes its bodies.
  func releaseJoint(_ index: Int32) {
    let i = Int(index)
    wakeJointBodies(i)
    joints.release(index)
  }

  /// Wakes both bodies of a joint.
  func wakeJointBodies(_ index: Int) {
    wakeBody(joints[index].bodyA)
    wakeBody(joints[index].bodyB)
  }

  /// Whether a joint that forbids collision links the two bodies.
  func jointPreventsCollision(_ a: Int32, _ b: Int32) -> Bool {
    for index in joints.indices where joints.isAlive(index) && !joints[index].collideConnected {
      let joint = joints[index]
      if (joint.bodyA == a && joint.bodyB == b) || (joint.bodyA == b && joint.bodyB == a) { return true }
    }
    return false
  }
}
