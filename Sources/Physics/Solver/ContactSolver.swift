/// The soft-step contact solver: pure functions over the contact rows and the body states.
///
/// Each substep warm starts with the accumulated impulses, solves with a soft bias that pushes
/// overlapping shapes apart (speculative rows let closing shapes meet exactly), then relaxes
/// without the bias so pushing out adds no energy. After the substeps one restitution pass
/// gives approaching contacts their bounce.
///
/// It computes in single precision, the precision the rows and the body states are stored in,
/// as Box2D v3 does: nothing is converted on the way. Each impulse is applied to both bodies
/// alike, so momentum is kept to single precision.
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
    _ vx: Float, _ vy: Float, _ w: Float, in body: UnsafeMutablePointer<BodyState>
  ) {
    guard body.pointee.isMovable else { return }
    body.pointee.vx = vx
    body.pointee.vy = vy
    body.pointee.angularVelocity = w
  }

  /// Applies each row's accumulated impulses, a row at a time: a row's few steps wait on little, so
  /// rows in a row overlap without lanes, whose gathers and blends cost more instructions.
  static func warmStart(_ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>) {
    guard let stateBase = states.baseAddress else { return }
    groups.forEachRow { row in warmStart(row, stateBase) }
  }

  /// Applies `row`'s accumulated impulses.
  @inline(__always) static func warmStart(
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>
  ) {
    let (a, b) = bodies(of: row, in: stateBase)
    let nx = row.pointee.normalX
    let ny = row.pointee.normalY
    let normalImpulse = row.pointee.normalImpulse
    let tangentImpulse = row.pointee.tangentImpulse
    if normalImpulse == 0 && tangentImpulse == 0 { return }
    // tangent = (n.y, −n.x)
    let px = normalImpulse * nx + tangentImpulse * ny
    let py = normalImpulse * ny - tangentImpulse * nx
    let angularA = normalImpulse * row.pointee.normalArmA + tangentImpulse * row.pointee.tangentArmA
    let angularB = normalImpulse * row.pointee.normalArmB + tangentImpulse * row.pointee.tangentArmB
    let mA = a.pointee.inverseMass
    let iA = a.pointee.inverseInertia
    let mB = b.pointee.inverseMass
    let iB = b.pointee.inverseInertia
    store(a.pointee.vx - mA * px, a.pointee.vy - mA * py, a.pointee.angularVelocity - iA * angularA, in: a)
    store(b.pointee.vx + mB * px, b.pointee.vy + mB * py, b.pointee.angularVelocity + iB * angularB, in: b)
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
    var scratch = BodyState()
    groups.forEachRow(
      byFours: { row in solveFour(row, stateBase, pass, scratch: &scratch) }, { row in solve(row, stateBase, pass) })
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
    let nx = row.pointee.normalX
    let ny = row.pointee.normalY
    let armA = row.pointee.normalArmA
    let armB = row.pointee.normalArmB
    let mA = a.pointee.inverseMass
    let iA = a.pointee.inverseInertia
    let mB = b.pointee.inverseMass
    let iB = b.pointee.inverseInertia
    var vAx = a.pointee.vx
    var vAy = a.pointee.vy
    var wA = a.pointee.angularVelocity
    var vBx = b.pointee.vx
    var vBy = b.pointee.vy
    var wB = b.pointee.angularVelocity
    // The separation now, from how far the bodies moved (linear in the turn).
    let s =
      (b.pointee.dpx - a.pointee.dpx) * nx + (b.pointee.dpy - a.pointee.dpy) * ny + b.pointee.turn * armB
      - a.pointee.turn * armA + row.pointee.separation
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
    let accumulated = row.pointee.normalImpulse
    let total = max(
      accumulated - row.pointee.normalMass * rowMassScale * (vn + bias) - rowImpulseScale * accumulated, 0)
    // A row still apart that pushes nothing and held nothing changes nothing (friction is
    // bounded by a zero push): skip the rest of it.
    if total == 0 && accumulated == 0 && row.pointee.tangentImpulse == 0 { return }
    let impulse = total - accumulated
    row.pointee.normalImpulse = total
    row.pointee.maximumNormalImpulse = max(row.pointee.maximumNormalImpulse, impulse)
    let pnx = impulse * nx
    let pny = impulse * ny
    vAx -= mA * pnx
    vAy -= mA * pny
    wA -= iA * impulse * armA
    vBx += mB * pnx
    vBy += mB * pny
    wB += iB * impulse * armB

    // Friction along tangent (n.y, −n.x), bounded by the normal impulse.
    let tangentArmA = row.pointee.tangentArmA
    let tangentArmB = row.pointee.tangentArmB
    let vt = (vBx - vAx) * ny - (vBy - vAy) * nx + wB * tangentArmB - wA * tangentArmA
    let limit = row.pointee.friction * total
    let tangentAccumulated = row.pointee.tangentImpulse
    let newTangent = min(max(tangentAccumulated - row.pointee.tangentMass * vt, -limit), limit)
    let tangentImpulse = newTangent - tangentAccumulated
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
  /// the separating speed becomes restitution × the approach speed. Only rows with a bounce
  /// record are read: the search gives one to every row that may bounce.
  static func applyRestitution(
    _ groups: ContactGroupRun, _ states: UnsafeMutableBufferPointer<BodyState>, threshold: Double
  ) {
    guard let stateBase = states.baseAddress else { return }
    let threshold = Float(threshold)
    groups.forEachBounce { row, bounce in
      let relativeVelocity = bounce.pointee.relativeVelocity
      guard
        ContactBounce.mayBounce(
          relativeVelocity: relativeVelocity, restitution: bounce.pointee.restitution, threshold: threshold),
        row.pointee.maximumNormalImpulse != 0
      else { return }
      let (a, b) = bodies(of: row, in: stateBase)
      let nx = row.pointee.normalX
      let ny = row.pointee.normalY
      let armA = row.pointee.normalArmA
      let armB = row.pointee.normalArmB
      let vn =
        (b.pointee.vx - a.pointee.vx) * nx + (b.pointee.vy - a.pointee.vy) * ny + b.pointee.angularVelocity * armB
        - a.pointee.angularVelocity * armA
      let accumulated = row.pointee.normalImpulse
      let target = vn + bounce.pointee.restitution * relativeVelocity
      let newNormal = max(accumulated - row.pointee.normalMass * target, 0)
      let impulse = newNormal - accumulated
      row.pointee.normalImpulse = newNormal
      row.pointee.maximumNormalImpulse = max(row.pointee.maximumNormalImpulse, impulse)
      let mA = a.pointee.inverseMass
      let mB = b.pointee.inverseMass
      store(
        a.pointee.vx - mA * impulse * nx, a.pointee.vy - mA * impulse * ny,
        a.pointee.angularVelocity - a.pointee.inverseInertia * impulse * armA, in: a)
      store(
        b.pointee.vx + mB * impulse * nx, b.pointee.vy + mB * impulse * ny,
        b.pointee.angularVelocity + b.pointee.inverseInertia * impulse * armB, in: b)
    }
  }
}
