// MARK: - Pin, weld, slider and rope: the solver

extension World {
  /// Computes a pin's, weld's, slider's or rope's anchors, angles and axis for this step.
  func prepareConstraint(_ joint: inout Joint, h: Double) {
    let a = Int(joint.bodyA)
    let b = Int(joint.bodyB)
    joint.anchorA = Rotation(bodies.angle[a]).apply(joint.localAnchorA - bodies.localCenter[a])
    joint.deltaCenter = bodies.center[b] - bodies.center[a]
    var delta = bodies.angle[b] - bodies.angle[a] - joint.constraint.referenceAngle
    delta -= 2 * Double.pi * (delta / (2 * Double.pi)).rounded()
    joint.constraint.deltaAngle = delta
    joint.constraint.axisA = Rotation(bodies.angle[a]).apply(joint.constraint.localAxisA)
    joint.softness = Softness(hertz: settings.jointHertz, dampingRatio: settings.jointDampingRatio, h: h)
  }

  /// The effective mass against the relative turning of two bodies.
  static func angularMass(_ stateA: BodyState, _ stateB: BodyState) -> Double {
    let k = stateA.invInertia + stateB.invInertia
    return k > 0 ? 1 / k : 0
  }

  /// Applies a pin's, weld's, slider's or rope's accumulated impulses.
  func warmStartConstraint(_ joint: Joint, _ stateA: inout BodyState, _ stateB: inout BodyState) {
    let rA = Rotation(stateA.dw).apply(joint.anchorA)
    let rB = Rotation(stateB.dw).apply(joint.anchorB)
    let c = joint.constraint
    switch joint.kind {
    case .revolute, .weld:
      Self.apply(c.pointImpulse, rA, rB, &stateA, &stateB)
      stateA.w -= stateA.invInertia * (c.lowerImpulse - c.upperImpulse)
      stateB.w += stateB.invInertia * (c.lowerImpulse - c.upperImpulse)
    case .prismatic:
      let d = stateB.dp - stateA.dp + joint.deltaCenter + rB - rA
      let axis = Rotation(stateA.dw).apply(c.axisA)
      let perpendicular = axis.perpendicular
      let axial = c.lowerImpulse - c.upperImpulse
      let impulse = axial * axis + c.perpendicularImpulse * perpendicular
      let angularA = axial * (d + rA).cross(axis) + c.perpendicularImpulse * (d + rA).cross(perpendicular)
      let angularB = axial * rB.cross(axis) + c.perpendicularImpulse * rB.cross(perpendicular)
      stateA.v -= stateA.invMass * impulse
      stateA.w -= stateA.invInertia * angularA
      stateB.v += stateB.invMass * impulse
      stateB.w += stateB.invInertia * angularB
    case .rope:
      let axis = (stateB.dp - stateA.dp + joint.deltaCenter + rB - rA).normalized
      Self.apply(-c.upperImpulse * axis, rA, rB, &stateA, &stateB)
    case .distance, .target:
      return
    }
    if joint.kind == .weld || joint.kind == .prismatic {
      stateA.w -= stateA.invInertia * c.angularImpulse
      stateB.w += stateB.invInertia * c.angularImpulse
    }
  }

  /// One pass over a pin, weld, slider or rope; rigid parts correct drift only when `useBias`.
  func solveConstraint(
    _ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, h: Double, useBias: Bool
  ) {
    switch joint.kind {
    case .revolute:
      solveAngleLimits(&joint, &stateA, &stateB, h: h, useBias: useBias)
      solvePoint(&joint, &stateA, &stateB, useBias: useBias)
    case .weld:
      solveAngle(&joint, &stateA, &stateB, useBias: useBias)
      solvePoint(&joint, &stateA, &stateB, useBias: useBias)
    case .prismatic:
      solveSlider(&joint, &stateA, &stateB, h: h, useBias: useBias)
    case .rope:
      solveRope(&joint, &stateA, &stateB, h: h, useBias: useBias)
    case .distance, .target:
      return
    }
  }

  /// Gives the impulse `p` at `rA` to A (against) and at `rB` to B.
  static func apply(_ p: Vector2, _ rA: Vector2, _ rB: Vector2, _ stateA: inout BodyState, _ stateB: inout BodyState) {
    stateA.v -= stateA.invMass * p
    stateA.w -= stateA.invInertia * rA.cross(p)
    stateB.v += stateB.invMass * p
    stateB.w += stateB.invInertia * rB.cross(p)
  }

  /// The bias, mass scale and impulse scale of a rigid part with error `error`; a limit not reached
  /// (`speculative`, error above 0) only stops what would reach it within the substep.
  func rigidTerms(
    _ joint: Joint, error: Double, useBias: Bool, speculative: Bool = false, h: Double = 1
  ) -> (bias: Double, massScale: Double, impulseScale: Double) {
    if speculative && error > 0 { return (error / h, 1, 0) }
    guard useBias else { return (0, 1, 0) }
    return (joint.softness.biasRate * error, joint.softness.massScale, joint.softness.impulseScale)
  }

  /// Holds the two anchors together (pin, weld).
  func solvePoint(_ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, useBias: Bool) {
    let rA = Rotation(stateA.dw).apply(joint.anchorA)
    let rB = Rotation(stateB.dw).apply(joint.anchorB)
    let separation = stateB.dp - stateA.dp + joint.deltaCenter + rB - rA
    var bias = Vector2.zero
    var massScale = 1.0
    var impulseScale = 0.0
    if useBias {
      bias = joint.softness.biasRate * separation
      massScale = joint.softness.massScale
      impulseScale = joint.softness.impulseScale
    }
    let cdot = stateB.v + stateB.w * rB.perpendicular - stateA.v - stateA.w * rA.perpendicular
    let (mA, mB, iA, iB) = (stateA.invMass, stateB.invMass, stateA.invInertia, stateB.invInertia)
    let k11 = mA + mB + rA.y * rA.y * iA + rB.y * rB.y * iB
    let k12 = -rA.y * rA.x * iA - rB.y * rB.x * iB
    let k22 = mA + mB + rA.x * rA.x * iA + rB.x * rB.x * iB
    let determinant = k11 * k22 - k12 * k12
    guard determinant != 0 else { return }
    let rhs = cdot + bias
    let solved = Vector2(k22 * rhs.x - k12 * rhs.y, k11 * rhs.y - k12 * rhs.x) / determinant
    let impulse = -massScale * solved - impulseScale * joint.constraint.pointImpulse
    joint.constraint.pointImpulse += impulse
    Self.apply(impulse, rA, rB, &stateA, &stateB)
  }

  /// Holds the relative angle (weld, slider).
  func solveAngle(_ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, useBias: Bool) {
    let error = joint.constraint.deltaAngle + stateB.dw - stateA.dw
    let terms = rigidTerms(joint, error: error, useBias: useBias)
    let cdot = stateB.w - stateA.w
    let impulse =
      -joint.constraint.angularMass * terms.massScale * (cdot + terms.bias)
      - terms.impulseScale * joint.constraint.angularImpulse
    joint.constraint.angularImpulse += impulse
    stateA.w -= stateA.invInertia * impulse
    stateB.w += stateB.invInertia * impulse
  }
}
