// MARK: - Joint solver

extension World {
  /// Computes each joint's anchors, effective mass and softness for this step.
  func prepareJoints(h: Double) {
    let rigid = Softness(hertz: settings.jointHertz, dampingRatio: settings.jointDampingRatio, h: h)
    for index in joints.indices where joints.isAlive(index) {
      var joint = joints[index]
      let a = Int(joint.bodyA)
      let b = Int(joint.bodyB)
      guard bodies.awake[a] || bodies.awake[b] else {
        joints[index].impulse = 0
        joints[index].linearImpulse = .zero
        continue
      }
      let stateA = bodies.state[a]
      let stateB = bodies.state[b]
      joint.anchorB = Rotation(bodies.angle[b]).apply(joint.localAnchorB - bodies.localCenter[b])
      switch joint.kind {
      case .distance:
        joint.anchorA = Rotation(bodies.angle[a]).apply(joint.localAnchorA - bodies.localCenter[a])
        joint.deltaCenter = bodies.center[b] - bodies.center[a]
        let axis = (joint.deltaCenter + joint.anchorB - joint.anchorA).normalized
        let crossA = joint.anchorA.cross(axis)
        let crossB = joint.anchorB.cross(axis)
        let k =
          stateA.invMass + stateB.invMass + stateA.invInertia * crossA * crossA + stateB.invInertia * crossB * crossB
        joint.axialMass = k > 0 ? 1 / k : 0
        joint.softness =
          joint.frequency > 0 ? Softness(hertz: joint.frequency, dampingRatio: joint.dampingRatio, h: h) : rigid
      case .target:
        joint.deltaCenter = bodies.center[b] - joint.target
        let r = joint.anchorB
        let m = stateB.invMass
        let i = stateB.invInertia
        let k11 = m + i * r.y * r.y
        let k12 = -i * r.x * r.y
        let k22 = m + i * r.x * r.x
        let determinant = k11 * k22 - k12 * k12
        let inverse = determinant != 0 ? 1 / determinant : 0
        joint.linearMass = (inverse * k22, -inverse * k12, -inverse * k12, inverse * k11)
        joint.softness = Softness(hertz: joint.frequency, dampingRatio: joint.dampingRatio, h: h)
      case .revolute, .weld, .prismatic, .rope:
        prepareConstraint(&joint, h: h)
      }
      joint.constraint.angularMass = Self.angularMass(stateA, stateB)
      joints[index] = joint
    }
  }

  /// Applies each joint's accumulated impulse.
  func warmStartJoints() {
    updateAwakeJoints { joint, stateA, stateB, rA, rB in
      switch joint.kind {
      case .distance:
        let axis = (stateB.dp - stateA.dp + joint.deltaCenter + rB - rA).normalized
        let impulse = joint.impulse * axis
        stateA.v -= stateA.invMass * impulse
        stateA.w -= stateA.invInertia * rA.cross(impulse)
        stateB.v += stateB.invMass * impulse
        stateB.w += stateB.invInertia * rB.cross(impulse)
      case .target:
        stateB.v += stateB.invMass * joint.linearImpulse
        stateB.w += stateB.invInertia * rB.cross(joint.linearImpulse)
      case .revolute, .weld, .prismatic, .rope:
        warmStartConstraint(joint, &stateA, &stateB)
      }
      if joint.kind != .target && joint.constraint.frictionImpulse != 0 {
        stateA.w -= stateA.invInertia * joint.constraint.frictionImpulse
        stateB.w += stateB.invInertia * joint.constraint.frictionImpulse
      }
    }
  }

  /// One pass over the joints; rigid rods correct drift only when `useBias`, springs always act.
  func solveJoints(h: Double, useBias: Bool) {
    updateAwakeJoints { joint, stateA, stateB, rA, rB in
      switch joint.kind {
      case .distance:
        let d = stateB.dp - stateA.dp + joint.deltaCenter + rB - rA
        let length = d.length
        let axis = d.normalized
        let relative = stateB.v + stateB.w * rB.perpendicular - stateA.v - stateA.w * rA.perpendicular
        let cdot = axis.dot(relative)
        let error = length - joint.length
        var bias = 0.0
        var massScale = 1.0
        var impulseScale = 0.0
        if joint.frequency > 0 || useBias {
          bias = joint.softness.biasRate * error
          massScale = joint.softness.massScale
          impulseScale = joint.softness.impulseScale
        }
        let impulse = -massScale * joint.axialMass * (cdot + bias) - impulseScale * joint.impulse
        joint.impulse += impulse
        let p = impulse * axis
        stateA.v -= stateA.invMass * p
        stateA.w -= stateA.invInertia * rA.cross(p)
        stateB.v += stateB.invMass * p
        stateB.w += stateB.invInertia * rB.cross(p)
      case .target:
        let error = stateB.dp + joint.deltaCenter + rB
        let soft = joint.softness
        let cdot = stateB.v + stateB.w * rB.perpendicular
        let rhs = cdot + soft.biasRate * error
        let m = joint.linearMass
        var impulse = Vector2(
          -soft.massScale * (m.0 * rhs.x + m.1 * rhs.y) - soft.impulseScale * joint.linearImpulse.x,
          -soft.massScale * (m.2 * rhs.x + m.3 * rhs.y) - soft.impulseScale * joint.linearImpulse.y)
        let old = joint.linearImpulse
        var total = old + impulse
        let maximum = joint.maximumForce * h
        let magnitude = total.length
        if magnitude > maximum && magnitude > 0 { total = total * (maximum / magnitude) }
        impulse = total - old
        joint.linearImpulse = total
        stateB.v += stateB.invMass * impulse
        stateB.w += stateB.invInertia * rB.cross(impulse)
      case .revolute, .weld, .prismatic, .rope:
        solveConstraint(&joint, &stateA, &stateB, h: h, useBias: useBias)
      }
      if joint.kind != .target && joint.constraint.maximumFrictionTorque > 0 {
        solveFriction(&joint, &stateA, &stateB, h: h)
      }
    }
  }

  /// Runs `update` on each live joint with an awake body, with its bodies' states (the same
  /// state twice for a target joint, whose bodies are one) and its anchors turned by the motion
  /// of the step so far; then stores the joint and the states it changed (body A's for every
  /// joint but a target joint, whose body A is body B).
  func updateAwakeJoints(
    _ update: (inout Joint, inout BodyState, inout BodyState, _ rA: Vector2, _ rB: Vector2) -> Void
  ) {
    for index in joints.indices where joints.isAlive(index) {
      var joint = joints[index]
      let a = Int(joint.bodyA)
      let b = Int(joint.bodyB)
      guard bodies.awake[a] || bodies.awake[b] else { continue }
      var stateA = bodies.state[a]
      var stateB = bodies.state[b]
      let rA = Rotation(stateA.dw).apply(joint.anchorA)
      let rB = Rotation(stateB.dw).apply(joint.anchorB)
      update(&joint, &stateA, &stateB, rA, rB)
      if joint.kind != .target { bodies.state[a] = stateA }
      bodies.state[b] = stateB
      joints[index] = joint
    }
  }
}
