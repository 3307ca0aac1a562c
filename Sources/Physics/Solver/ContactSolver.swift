/// The soft-step contact solver: pure functions over the contact rows and the body states.
///
/// Each substep warm starts with the accumulated impulses, solves with a soft bias that pushes
/// overlapping shapes apart (speculative rows let closing shapes meet exactly), then relaxes
/// without the bias so pushing out adds no energy. After the substeps one restitution pass
/// gives approaching contacts their bounce.
///
/// Every sum over body velocities is taken in double whatever the rows' precision, and each
/// impulse is applied in double to both bodies, each body's velocity then being stored in single
/// (see `BodyState`): momentum is kept to single precision, as in Box2D v3.
enum ContactSolver {
  /// The states of `row`'s bodies A and B, in the states from `stateBase`.
  @inlinable @inline(__always) static func bodies(
    of row: UnsafeMutablePointer<ContactRow>, in stateBase: UnsafeMutablePointer<BodyState>
  ) -> (UnsafeMutablePointer<BodyState>, UnsafeMutablePointer<BodyState>) {
    (stateBase + Int(row.pointee.bodyA), stateBase + Int(row.pointee.bodyB))
  }

  /// Writes velocity (`vx`, `vy`, `w`) to `body`, unless the solver does not move it (see
  /// `BodyState.isMovable`): such a body may sit in many groups of one colour, solved at once.
  @inlinable @inline(__always) static func store(
    _ vx: Double, _ vy: Double, _ w: Double, in body: UnsafeMutablePointer<BodyState>
  ) {
    guard body.pointee.isMovable else { return }
    body.pointee.v = Vector2(vx, vy)
    body.pointee.w = w
  }

  /// Applies each row's accumulated impulses.
  static func warmStart(_ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>) {
    guard let stateBase = states.baseAddress else { return }
    groups.forEachRow { row, _ in warmStart(row, stateBase) }
  }

  /// Applies `row`'s accumulated impulses.
  @inline(__always) static func warmStart(
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>
  ) {
    let (a, b) = bodies(of: row, in: stateBase)
    let nx = Double(row.pointee.normalX)
    let ny = Double(row.pointee.normalY)
    let normalImpulse = Double(row.pointee.normalImpulse)
    let tangentImpulse = Double(row.pointee.tangentImpulse)
    if normalImpulse == 0 && tangentImpulse == 0 { return }
    // tangent = (n.y, −n.x)
    let px = normalImpulse * nx + tangentImpulse * ny
    let py = normalImpulse * ny - tangentImpulse * nx
    let angularA = normalImpulse * Double(row.pointee.normalArmA) + tangentImpulse * Double(row.pointee.tangentArmA)
    let angularB = normalImpulse * Double(row.pointee.normalArmB) + tangentImpulse * Double(row.pointee.tangentArmB)
    let mA = a.pointee.invMass
    let iA = a.pointee.invInertia
    let mB = b.pointee.invMass
    let iB = b.pointee.invInertia
    store(a.pointee.v.x - mA * px, a.pointee.v.y - mA * py, a.pointee.w - iA * angularA, in: a)
    store(b.pointee.v.x + mB * px, b.pointee.v.y + mB * py, b.pointee.w + iB * angularB, in: b)
  }

  /// One Gauss–Seidel pass over the groups' rows, in order: non-penetration then friction. With
  /// `useBias` overlap is pushed out softly; without it the pass only removes approach velocity.
  static func solve(
    _ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double,
    softness: Softness, staticSoftness: Softness, maximumPushSpeed: Double, useBias: Bool
  ) {
    guard let stateBase = states.baseAddress else { return }
    let pass = SolvePass(
      inverseH: inverseH, softness: softness, staticSoftness: staticSoftness, maximumPushSpeed: maximumPushSpeed,
      useBias: useBias)
    groups.forEachRow { row, _ in solve(row, stateBase, pass) }
  }

  /// A pass without the bias over the rows of faces alone (see `ContactGroupRun.forEachFace`).
  static func relaxFaces(
    _ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>, inverseH: Double,
    softness: Softness, staticSoftness: Softness, maximumPushSpeed: Double
  ) {
    guard let stateBase = states.baseAddress else { return }
    let pass = SolvePass(
      inverseH: inverseH, softness: softness, staticSoftness: staticSoftness, maximumPushSpeed: maximumPushSpeed,
      useBias: false)
    groups.forEachFace { rows in
      for index in 0..<rows.count { solve(rows.baseAddress! + index, stateBase, pass) }
    }
  }

  /// `solve` for one row.
  @inline(__always) static func solve(
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>, _ pass: SolvePass
  ) {
    // The two softnesses as scalars: each row picks its three by selects (picking the whole
    // structure took a copy through memory per row).
    let biasRate = pass.biasRate
    let massScale = pass.massScale
    let impulseScale = pass.impulseScale
    let staticBiasRate = pass.staticBiasRate
    let staticMassScale = pass.staticMassScale
    let staticImpulseScale = pass.staticImpulseScale
    let (inverseH, maximumPushSpeed, useBias) = (pass.inverseH, pass.maximumPushSpeed, pass.useBias)
    let (a, b) = bodies(of: row, in: stateBase)
    let nx = Double(row.pointee.normalX)
    let ny = Double(row.pointee.normalY)
    let armA = Double(row.pointee.normalArmA)
    let armB = Double(row.pointee.normalArmB)
    let mA = a.pointee.invMass
    let iA = a.pointee.invInertia
    let mB = b.pointee.invMass
    let iB = b.pointee.invInertia
    var vAx = a.pointee.v.x
    var vAy = a.pointee.v.y
    var wA = a.pointee.w
    var vBx = b.pointee.v.x
    var vBy = b.pointee.v.y
    var wB = b.pointee.w
    // The separation now, from how far the bodies moved (linear in the turn).
    let s =
      (b.pointee.dp.x - a.pointee.dp.x) * nx + (b.pointee.dp.y - a.pointee.dp.y) * ny + b.pointee.dw * armB
      - a.pointee.dw * armA + Double(row.pointee.separation)
    // Apart, the row lets the gap close within the substep; overlapping, with the bias, it
    // pushes out softly. Which one a row takes is anyone's guess: written as selects, the
    // compiler still branches on `s > 0` but no longer on the rest.
    let toStatic = mA == 0 || mB == 0
    let soft = useBias && !(s > 0)
    let pushOut = max((toStatic ? staticBiasRate : biasRate) * s, -maximumPushSpeed)
    let bias = soft ? pushOut : (s > 0 ? s * inverseH : 0)
    let rowMassScale = soft ? (toStatic ? staticMassScale : massScale) : 1
    let rowImpulseScale = soft ? (toStatic ? staticImpulseScale : impulseScale) : 0
    let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * armB - wA * armA
    let accumulated = Double(row.pointee.normalImpulse)
    let newNormal = RowScalar(
      max(accumulated - Double(row.pointee.normalMass) * rowMassScale * (vn + bias) - rowImpulseScale * accumulated, 0))
    let total = Double(newNormal)
    // A row still apart that pushes nothing and held nothing changes nothing (friction is
    // bounded by a zero push): skip the rest of it.
    if total == 0 && accumulated == 0 && row.pointee.tangentImpulse == 0 { return }
    let impulse = total - accumulated
    row.pointee.normalImpulse = newNormal
    let maximum = row.pointee.maximumNormalImpulse
    row.pointee.maximumNormalImpulse = impulse > Double(maximum) ? RowScalar(impulse) : maximum
    let pnx = impulse * nx
    let pny = impulse * ny
    vAx -= mA * pnx
    vAy -= mA * pny
    wA -= iA * impulse * armA
    vBx += mB * pnx
    vBy += mB * pny
    wB += iB * impulse * armB

    // Friction along tangent (n.y, −n.x), bounded by the normal impulse.
    let tangentArmA = Double(row.pointee.tangentArmA)
    let tangentArmB = Double(row.pointee.tangentArmB)
    let vt = (vBx - vAx) * ny - (vBy - vAy) * nx + wB * tangentArmB - wA * tangentArmA
    let limit = Double(row.pointee.friction) * total
    let tangentAccumulated = Double(row.pointee.tangentImpulse)
    let newTangent = RowScalar(min(max(tangentAccumulated - Double(row.pointee.tangentMass) * vt, -limit), limit))
    let tangentImpulse = Double(newTangent) - tangentAccumulated
    row.pointee.tangentImpulse = newTangent
    let ptx = tangentImpulse * ny
    let pty = tangentImpulse * nx
    vAx -= mA * ptx
    vAy += mA * pty
    wA -= iA * tangentImpulse * tangentArmA
    vBx += mB * ptx
    vBy -= mB * pty
    wB += iB * tangentImpulse * tangentArmB

    store(vAx, vAy, wA, in: a)
    store(vBx, vBy, wB, in: b)
  }

  /// Gives rows that approached faster than `threshold` and were pushed their bounce:
  /// the separating speed becomes restitution × the approach speed.
  static func applyRestitution(
    _ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>, threshold: Double
  ) {
    guard let stateBase = states.baseAddress else { return }
    groups.forEachRow { row, bounce in
      let relativeVelocity = Double(bounce.pointee.relativeVelocity)
      if bounce.pointee.restitution == 0 || relativeVelocity > -threshold || row.pointee.maximumNormalImpulse == 0 {
        return
      }
      let (a, b) = bodies(of: row, in: stateBase)
      let nx = Double(row.pointee.normalX)
      let ny = Double(row.pointee.normalY)
      let armA = Double(row.pointee.normalArmA)
      let armB = Double(row.pointee.normalArmB)
      let vn =
        (b.pointee.v.x - a.pointee.v.x) * nx + (b.pointee.v.y - a.pointee.v.y) * ny + b.pointee.w * armB
        - a.pointee.w * armA
      let accumulated = Double(row.pointee.normalImpulse)
      let target = vn + Double(bounce.pointee.restitution) * relativeVelocity
      let newNormal = RowScalar(max(accumulated - Double(row.pointee.normalMass) * target, 0))
      let impulse = Double(newNormal) - accumulated
      row.pointee.normalImpulse = newNormal
      if impulse > Double(row.pointee.maximumNormalImpulse) { row.pointee.maximumNormalImpulse = RowScalar(impulse) }
      let mA = a.pointee.invMass
      let mB = b.pointee.invMass
      store(
        a.pointee.v.x - mA * impulse * nx, a.pointee.v.y - mA * impulse * ny,
        a.pointee.w - a.pointee.invInertia * impulse * armA, in: a)
      store(
        b.pointee.v.x + mB * impulse * nx, b.pointee.v.y + mB * impulse * ny,
        b.pointee.w + b.pointee.invInertia * impulse * armB, in: b)
    }
  }
}
