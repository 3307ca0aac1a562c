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
    for index in 0..<rows.count {
      let row = rows[index]
      let a = Int(row.bodyA)
      let b = Int(row.bodyB)
      var stateA = states[a]
      var stateB = states[b]
      let n = row.normal
      let normalImpulse = row.normalImpulse
      let tangentImpulse = row.tangentImpulse
      // tangent = (n.y, −n.x)
      let px = normalImpulse * n.x + tangentImpulse * n.y
      let py = normalImpulse * n.y - tangentImpulse * n.x
      stateA.v.x -= stateA.invMass * px
      stateA.v.y -= stateA.invMass * py
      stateA.w -= stateA.invInertia * (normalImpulse * row.normalArmA + tangentImpulse * row.tangentArmA)
      stateB.v.x += stateB.invMass * px
      stateB.v.y += stateB.invMass * py
      stateB.w += stateB.invInertia * (normalImpulse * row.normalArmB + tangentImpulse * row.tangentArmB)
      states[a] = stateA
      states[b] = stateB
    }
  }

  /// One Gauss–Seidel pass over the rows: non-penetration then friction.
  /// With `useBias` overlap is pushed out softly; without it the pass only removes approach velocity.
  @inlinable static func solve(
    _ rows: UnsafeMutableBufferPointer<ContactRow>, _ states: UnsafeMutableBufferPointer<BodyState>,
    inverseH: Double, softness: Softness, staticSoftness: Softness, maximumPushSpeed: Double, useBias: Bool
  ) {
    for index in 0..<rows.count {
      var row = rows[index]
      let a = Int(row.bodyA)
      let b = Int(row.bodyB)
      var stateA = states[a]
      var stateB = states[b]
      let n = row.normal
      // The separation now, from how far the bodies moved (linear in the turn).
      let s =
        (stateB.dp.x - stateA.dp.x) * n.x + (stateB.dp.y - stateA.dp.y) * n.y + stateB.dw * row.normalArmB
        - stateA.dw * row.normalArmA + row.separation
      var bias = 0.0
      var massScale = 1.0
      var impulseScale = 0.0
      if s > 0 {
        bias = s * inverseH
      } else if useBias {
        let soft = row.isStatic ? staticSoftness : softness
        bias = max(soft.biasRate * s, -maximumPushSpeed)
        massScale = soft.massScale
        impulseScale = soft.impulseScale
      }
      let dvx = stateB.v.x - stateA.v.x
      let dvy = stateB.v.y - stateA.v.y
      let vn = dvx * n.x + dvy * n.y + stateB.w * row.normalArmB - stateA.w * row.normalArmA
      var impulse = -row.normalMass * massScale * (vn + bias) - impulseScale * row.normalImpulse
      let total = max(row.normalImpulse + impulse, 0)
      impulse = total - row.normalImpulse
      row.normalImpulse = total
      row.maximumNormalImpulse = max(row.maximumNormalImpulse, impulse)
      stateA.v.x -= stateA.invMass * impulse * n.x
      stateA.v.y -= stateA.invMass * impulse * n.y
      stateA.w -= stateA.invInertia * impulse * row.normalArmA
      stateB.v.x += stateB.invMass * impulse * n.x
      stateB.v.y += stateB.invMass * impulse * n.y
      stateB.w += stateB.invInertia * impulse * row.normalArmB

      // Friction along tangent (n.y, −n.x), bounded by the normal impulse.
      let tvx = stateB.v.x - stateA.v.x
      let tvy = stateB.v.y - stateA.v.y
      let vt = tvx * n.y - tvy * n.x + stateB.w * row.tangentArmB - stateA.w * row.tangentArmA
      let limit = row.friction * row.normalImpulse
      let tangentTotal = min(max(row.tangentImpulse - row.tangentMass * vt, -limit), limit)
      let tangentImpulse = tangentTotal - row.tangentImpulse
      row.tangentImpulse = tangentTotal
      stateA.v.x -= stateA.invMass * tangentImpulse * n.y
      stateA.v.y += stateA.invMass * tangentImpulse * n.x
      stateA.w -= stateA.invInertia * tangentImpulse * row.tangentArmA
      stateB.v.x += stateB.invMass * tangentImpulse * n.y
      stateB.v.y -= stateB.invMass * tangentImpulse * n.x
      stateB.w += stateB.invInertia * tangentImpulse * row.tangentArmB

      states[a] = stateA
      states[b] = stateB
      rows[index] = row
    }
  }

  /// Gives rows that approached faster than `threshold` and were pushed their bounce:
  /// the separating speed becomes restitution × the approach speed.
  @inlinable static func applyRestitution(
    _ rows: UnsafeMutableBufferPointer<ContactRow>, _ states: UnsafeMutableBufferPointer<BodyState>,
    threshold: Double
  ) {
    for index in 0..<rows.count {
      var row = rows[index]
      if row.restitution == 0 || row.relativeVelocity > -threshold || row.maximumNormalImpulse == 0 { continue }
      let a = Int(row.bodyA)
      let b = Int(row.bodyB)
      var stateA = states[a]
      var stateB = states[b]
      let n = row.normal
      let vn =
        (stateB.v.x - stateA.v.x) * n.x + (stateB.v.y - stateA.v.y) * n.y + stateB.w * row.normalArmB
        - stateA.w * row.normalArmA
      var impulse = -row.normalMass * (vn + row.restitution * row.relativeVelocity)
      let total = max(row.normalImpulse + impulse, 0)
      impulse = total - row.normalImpulse
      row.normalImpulse = total
      row.maximumNormalImpulse = max(row.maximumNormalImpulse, impulse)
      stateA.v.x -= stateA.invMass * impulse * n.x
      stateA.v.y -= stateA.invMass * impulse * n.y
      stateA.w -= stateA.invInertia * impulse * row.normalArmA
      stateB.v.x += stateB.invMass * impulse * n.x
      stateB.v.y += stateB.invMass * impulse * n.y
      stateB.w += stateB.invInertia * impulse * row.normalArmB
      states[a] = stateA
      states[b] = stateB
      rows[index] = row
    }
  }
}
