/// The soft-step contact solver: pure functions over the contact rows and the body states.
///
/// Each substep warm starts with the accumulated impulses, solves with a soft bias that pushes
/// overlapping shapes apart (speculative rows let closing shapes meet exactly), then relaxes
/// without the bias so pushing out adds no energy. After the substeps one restitution pass
/// gives approaching contacts their bounce.
enum ContactSolver {
  /// Applies each row's accumulated impulses.
  @inlinable static func warmStart(
    _ rows: UnsafeMutableBufferPointer<ContactRow>, _ states: UnsafeMutableBufferPointer<BodyState>
  ) {
    guard let rowBase = rows.baseAddress, let stateBase = states.baseAddress else { return }
    for index in 0..<rows.count {
      let row = rowBase + index
      let a = stateBase + Int(row.pointee.bodyA)
      let b = stateBase + Int(row.pointee.bodyB)
      let n = row.pointee.normal
      let normalImpulse = row.pointee.normalImpulse
      let tangentImpulse = row.pointee.tangentImpulse
      // tangent = (n.y, −n.x)
      let px = normalImpulse * n.x + tangentImpulse * n.y
      let py = normalImpulse * n.y - tangentImpulse * n.x
      let mA = a.pointee.invMass
      let iA = a.pointee.invInertia
      let mB = b.pointee.invMass
      let iB = b.pointee.invInertia
      a.pointee.v.x -= mA * px
      a.pointee.v.y -= mA * py
      a.pointee.w -= iA * (normalImpulse * row.pointee.normalArmA + tangentImpulse * row.pointee.tangentArmA)
      b.pointee.v.x += mB * px
      b.pointee.v.y += mB * py
      b.pointee.w += iB * (normalImpulse * row.pointee.normalArmB + tangentImpulse * row.pointee.tangentArmB)
    }
  }

  /// One Gauss–Seidel pass over the rows: non-penetration then friction.
  /// With `useBias` overlap is pushed out softly; without it the pass only removes approach velocity.
  @inlinable static func solve(
    _ rows: UnsafeMutableBufferPointer<ContactRow>, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Double, softness: Softness, staticSoftness: Softness, maximumPushSpeed: Double, useBias: Bool
  ) {
    guard let rowBase = rows.baseAddress, let stateBase = states.baseAddress else { return }
    for index in 0..<rows.count {
      let row = rowBase + index
      let a = stateBase + Int(row.pointee.bodyA)
      let b = stateBase + Int(row.pointee.bodyB)
      let n = row.pointee.normal
      let armA = row.pointee.normalArmA
      let armB = row.pointee.normalArmB
      let mA = a.pointee.invMass
      let iA = a.pointee.invInertia
      let mB = b.pointee.invMass
      let iB = b.pointee.invInertia
      var vA = a.pointee.v
      var wA = a.pointee.w
      var vB = b.pointee.v
      var wB = b.pointee.w
      // The separation now, from how far the bodies moved (linear in the turn).
      let dpA = a.pointee.dp
      let dpB = b.pointee.dp
      let s =
        (dpB.x - dpA.x) * n.x + (dpB.y - dpA.y) * n.y + b.pointee.dw * armB - a.pointee.dw * armA
        + row.pointee.separation
      var bias = 0.0
      var massScale = 1.0
      var impulseScale = 0.0
      if s > 0 {
        bias = s * inverseH
      } else if useBias {
        let soft = row.pointee.isStatic ? staticSoftness : softness
        bias = max(soft.biasRate * s, -maximumPushSpeed)
        massScale = soft.massScale
        impulseScale = soft.impulseScale
      }
      let vn = (vB.x - vA.x) * n.x + (vB.y - vA.y) * n.y + wB * armB - wA * armA
      let accumulated = row.pointee.normalImpulse
      let total = max(accumulated - row.pointee.normalMass * massScale * (vn + bias) - impulseScale * accumulated, 0)
      let impulse = total - accumulated
      row.pointee.normalImpulse = total
      if impulse > row.pointee.maximumNormalImpulse { row.pointee.maximumNormalImpulse = impulse }
      vA.x -= mA * impulse * n.x
      vA.y -= mA * impulse * n.y
      wA -= iA * impulse * armA
      vB.x += mB * impulse * n.x
      vB.y += mB * impulse * n.y
      wB += iB * impulse * armB

      // Friction along tangent (n.y, −n.x), bounded by the normal impulse.
      let tangentArmA = row.pointee.tangentArmA
      let tangentArmB = row.pointee.tangentArmB
      let vt = (vB.x - vA.x) * n.y - (vB.y - vA.y) * n.x + wB * tangentArmB - wA * tangentArmA
      let limit = row.pointee.friction * total
      let tangentAccumulated = row.pointee.tangentImpulse
      let tangentTotal = min(max(tangentAccumulated - row.pointee.tangentMass * vt, -limit), limit)
      let tangentImpulse = tangentTotal - tangentAccumulated
      row.pointee.tangentImpulse = tangentTotal
      vA.x -= mA * tangentImpulse * n.y
      vA.y += mA * tangentImpulse * n.x
      wA -= iA * tangentImpulse * tangentArmA
      vB.x += mB * tangentImpulse * n.y
      vB.y -= mB * tangentImpulse * n.x
      wB += iB * tangentImpulse * tangentArmB

      a.pointee.v = vA
      a.pointee.w = wA
      b.pointee.v = vB
      b.pointee.w = wB
    }
  }

  /// Gives rows that approached faster than `threshold` and were pushed their bounce:
  /// the separating speed becomes restitution × the approach speed.
  @inlinable static func applyRestitution(
    _ rows: UnsafeMutableBufferPointer<ContactRow>, _ bounces: UnsafeBufferPointer<ContactBounce>,
    _ states: UnsafeMutableBufferPointer<BodyState>, threshold: Double
  ) {
    guard let rowBase = rows.baseAddress, let stateBase = states.baseAddress else { return }
    for index in 0..<rows.count {
      let bounce = bounces[index]
      let row = rowBase + index
      if bounce.restitution == 0 || bounce.relativeVelocity > -threshold || row.pointee.maximumNormalImpulse == 0 {
        continue
      }
      let a = stateBase + Int(row.pointee.bodyA)
      let b = stateBase + Int(row.pointee.bodyB)
      let n = row.pointee.normal
      let armA = row.pointee.normalArmA
      let armB = row.pointee.normalArmB
      let vn =
        (b.pointee.v.x - a.pointee.v.x) * n.x + (b.pointee.v.y - a.pointee.v.y) * n.y + b.pointee.w * armB
        - a.pointee.w * armA
      let accumulated = row.pointee.normalImpulse
      let total = max(accumulated - row.pointee.normalMass * (vn + bounce.restitution * bounce.relativeVelocity), 0)
      let impulse = total - accumulated
      row.pointee.normalImpulse = total
      if impulse > row.pointee.maximumNormalImpulse { row.pointee.maximumNormalImpulse = impulse }
      let mA = a.pointee.invMass
      let mB = b.pointee.invMass
      a.pointee.v.x -= mA * impulse * n.x
      a.pointee.v.y -= mA * impulse * n.y
      a.pointee.w -= a.pointee.invInertia * impulse * armA
      b.pointee.v.x += mB * impulse * n.x
      b.pointee.v.y += mB * impulse * n.y
      b.pointee.w += b.pointee.invInertia * impulse * armB
    }
  }
}
