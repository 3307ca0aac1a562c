// MARK: - Slider and rope: the solver

extension World {
  /// The slider's limits along its axis, its angle, then its hold across the axis.
  func solveSlider(
    _ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, h: Double, useBias: Bool
  ) {
    let rA = Rotation(stateA.dw).apply(joint.anchorA)
    let rB = Rotation(stateB.dw).apply(joint.anchorB)
    let d = stateB.dp - stateA.dp + joint.deltaCenter + rB - rA
    let axis = Rotation(stateA.dw).apply(joint.constraint.axisA)
    let translation = axis.dot(d)
    let lower = joint.constraint.lowerTranslation
    let upper = joint.constraint.upperTranslation
    if lower.isFinite {
      solveAxial(
        joint, axis, d, rA, rB, &stateA, &stateB, error: translation - lower,
        accumulated: &joint.constraint.lowerImpulse,
        h: h, useBias: useBias)
    }
    if upper.isFinite {
      solveAxial(
        joint, -axis, d, rA, rB, &stateA, &stateB, error: upper - translation,
        accumulated: &joint.constraint.upperImpulse,
        h: h, useBias: useBias)
    }
    solveAngle(&joint, &stateA, &stateB, useBias: useBias)
    let across = axis.perpendicular
    let armA = (d + rA).cross(across)
    let armB = rB.cross(across)
    let k = stateA.invMass + stateB.invMass + stateA.invInertia * armA * armA + stateB.invInertia * armB * armB
    guard k > 0 else { return }
    let terms = rigidTerms(joint, error: across.dot(d), useBias: useBias)
    let cdot = across.dot(stateB.v - stateA.v) + armB * stateB.w - armA * stateA.w
    let impulse =
      -terms.massScale / k * (cdot + terms.bias) - terms.impulseScale * joint.constraint.perpendicularImpulse
    joint.constraint.perpendicularImpulse += impulse
    stateA.v -= stateA.invMass * impulse * across
    stateA.w -= stateA.invInertia * impulse * armA
    stateB.v += stateB.invMass * impulse * across
    stateB.w += stateB.invInertia * impulse * armB
  }

  /// A one-sided limit along `axis` (which points the way the error grows): pushes only, never pulls.
  private func solveAxial(
    _ joint: Joint, _ axis: Vector2, _ d: Vector2, _ rA: Vector2, _ rB: Vector2, _ stateA: inout BodyState,
    _ stateB: inout BodyState, error: Double, accumulated: inout Double, h: Double, useBias: Bool
  ) {
    let armA = (d + rA).cross(axis)
    let armB = rB.cross(axis)
    let k = stateA.invMass + stateB.invMass + stateA.invInertia * armA * armA + stateB.invInertia * armB * armB
    guard k > 0 else { return }
    let terms = rigidTerms(joint, error: error, useBias: useBias, speculative: true, h: h)
    let cdot = axis.dot(stateB.v - stateA.v) + armB * stateB.w - armA * stateA.w
    let old = accumulated
    accumulated = max(old - terms.massScale / k * (cdot + terms.bias) - terms.impulseScale * old, 0)
    let impulse = accumulated - old
    stateA.v -= stateA.invMass * impulse * axis
    stateA.w -= stateA.invInertia * impulse * armA
    stateB.v += stateB.invMass * impulse * axis
    stateB.w += stateB.invInertia * impulse * armB
  }

  /// The rope: taut at its length, slack when nearer.
  func solveRope(
    _ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, h: Double, useBias: Bool
  ) {
    let rA = Rotation(stateA.dw).apply(joint.anchorA)
    let rB = Rotation(stateB.dw).apply(joint.anchorB)
    let d = stateB.dp - stateA.dp + joint.deltaCenter + rB - rA
    let inward = -d.normalized
    solveAxial(
      joint, inward, d, rA, rB, &stateA, &stateB, error: joint.length - d.length,
      accumulated: &joint.constraint.upperImpulse, h: h, useBias: useBias)
  }

  /// The pin's limits on B's angle relative to A: each pushes only, never pulls.
  func solveAngleLimits(
    _ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, h: Double, useBias: Bool
  ) {
    let angle = joint.constraint.deltaAngle + stateB.dw - stateA.dw
    let limits = [
      (joint.constraint.lowerAngle, angle - joint.constraint.lowerAngle, 1.0),
      (joint.constraint.upperAngle, joint.constraint.upperAngle - angle, -1.0),
    ]
    for (limit, error, sign) in limits where limit.isFinite {
      let terms = rigidTerms(joint, error: error, useBias: useBias, speculative: true, h: h)
      let cdot = sign * (stateB.w - stateA.w)
      let old = sign > 0 ? joint.constraint.lowerImpulse : joint.constraint.upperImpulse
      let total = max(
        old - joint.constraint.angularMass * terms.massScale * (cdot + terms.bias) - terms.impulseScale * old, 0)
      if sign > 0 { joint.constraint.lowerImpulse = total } else { joint.constraint.upperImpulse = total }
      stateA.w -= stateA.invInertia * sign * (total - old)
      stateB.w += stateB.invInertia * sign * (total - old)
    }
  }

  /// Friction at a joint: resists the bodies' relative turning with at most its friction torque.
  func solveFriction(_ joint: inout Joint, _ stateA: inout BodyState, _ stateB: inout BodyState, h: Double) {
    let maximum = joint.constraint.maximumFrictionTorque * h
    guard maximum > 0 else { return }
    let old = joint.constraint.frictionImpulse
    let total = min(max(old - joint.constraint.angularMass * (stateB.w - stateA.w), -maximum), maximum)
    joint.constraint.frictionImpulse = total
    stateA.w -= stateA.invInertia * (total - old)
    stateB.w += stateB.invInertia * (total - old)
  }
}
