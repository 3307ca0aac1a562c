// MARK: - Four rows at once

extension ContactSolver {
  /// Four lanes of single precision, one row each.
  typealias Lanes = SIMD4<Float>

  /// `solve` for the four rows from `row` on, which move no body in common (see
  /// `ContactGroupRun.forEachRow(byFours:_:)`), in four lanes: each lane takes the same steps in
  /// the same order as `solve` takes for its row (`max` and `min` as the standard library picks),
  /// so every row and body ends with the same bits, as Box2D v3 solves a colour's rows side by side.
  /// The rows' chains of arithmetic, each waiting on the step before, overlap.
  @inline(__always) static func solveFour(
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>, _ pass: SolvePass
  ) {
    let four = FourRows(row, stateBase)
    let nx = four.lanes { $0.normalX }
    let ny = four.lanes { $0.normalY }
    let armA = four.lanes { $0.normalArmA }
    let armB = four.lanes { $0.normalArmB }
    let mA = four.lanesA { $0.inverseMass }
    let iA = four.lanesA { $0.inverseInertia }
    let mB = four.lanesB { $0.inverseMass }
    let iB = four.lanesB { $0.inverseInertia }
    var vAx = four.lanesA { $0.vx }
    var vAy = four.lanesA { $0.vy }
    var wA = four.lanesA { $0.angularVelocity }
    var vBx = four.lanesB { $0.vx }
    var vBy = four.lanesB { $0.vy }
    var wB = four.lanesB { $0.angularVelocity }
    let s =
      (four.lanesB { $0.dpx } - four.lanesA { $0.dpx }) * nx + (four.lanesB { $0.dpy } - four.lanesA { $0.dpy }) * ny
      + four.lanesB { $0.turn } * armB - four.lanesA { $0.turn } * armA + four.lanes { $0.separation }
    let toStatic = mA .== 0 .| mB .== 0
    let apart = s .> 0
    let soft = pass.useBias ? .!apart : SIMDMask(repeating: false)
    let rate = Lanes(repeating: pass.biasRate).replacing(with: pass.staticBiasRate, where: toStatic)
    let pushOut = larger(rate * s, Lanes(repeating: -pass.maximumPushSpeed))
    let bias = (s * pass.inverseH).replacing(with: 0, where: .!apart).replacing(with: pushOut, where: soft)
    let rowMassScale = Lanes(repeating: 1).replacing(
      with: Lanes(repeating: pass.massScale).replacing(with: pass.staticMassScale, where: toStatic), where: soft)
    let rowImpulseScale = Lanes(repeating: 0).replacing(
      with: Lanes(repeating: pass.impulseScale).replacing(with: pass.staticImpulseScale, where: toStatic),
      where: soft)
    let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * armB - wA * armA
    let accumulated = four.lanes { $0.normalImpulse }
    let total = larger(
      accumulated - four.lanes { $0.normalMass } * rowMassScale * (vn + bias) - rowImpulseScale * accumulated,
      Lanes(repeating: 0))
    let tangentAccumulated = four.lanes { $0.tangentImpulse }
    // Rows that `solve` leaves as they are: their lanes are computed but not stored.
    let unchanged = total .== 0 .& accumulated .== 0 .& tangentAccumulated .== 0
    if all(unchanged) { return }
    let impulse = total - accumulated
    let maximumNormalImpulse = larger(four.lanes { $0.maximumNormalImpulse }, impulse)
    let pnx = impulse * nx
    let pny = impulse * ny
    vAx -= mA * pnx
    vAy -= mA * pny
    wA -= iA * impulse * armA
    vBx += mB * pnx
    vBy += mB * pny
    wB += iB * impulse * armB

    let tangentArmA = four.lanes { $0.tangentArmA }
    let tangentArmB = four.lanes { $0.tangentArmB }
    let vt = (vBx - vAx) * ny - (vBy - vAy) * nx + wB * tangentArmB - wA * tangentArmA
    let limit = four.lanes { $0.friction } * total
    let newTangent = smaller(larger(tangentAccumulated - four.lanes { $0.tangentMass } * vt, -limit), limit)
    let tangentImpulse = newTangent - tangentAccumulated
    let ptx = tangentImpulse * ny
    let pty = tangentImpulse * nx
    vAx -= mA * ptx
    vAy += mA * pty
    wA -= iA * tangentImpulse * tangentArmA
    vBx += mB * ptx
    vBy -= mB * pty
    wB += iB * tangentImpulse * tangentArmB

    for lane in 0..<4 where !unchanged[lane] {
      let row = four.row + lane
      row.pointee.normalImpulse = total[lane]
      row.pointee.maximumNormalImpulse = maximumNormalImpulse[lane]
      row.pointee.tangentImpulse = newTangent[lane]
      four.store(lane, vAx, vAy, wA, vBx, vBy, wB)
    }
  }

  /// `warmStart` for the four rows from `row` on, which move no body in common, in four lanes
  /// (see `solveFour`).
  @inline(__always) static func warmStartFour(
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>
  ) {
    let four = FourRows(row, stateBase)
    let normalImpulse = four.lanes { $0.normalImpulse }
    let tangentImpulse = four.lanes { $0.tangentImpulse }
    let unchanged = normalImpulse .== 0 .& tangentImpulse .== 0
    if all(unchanged) { return }
    let nx = four.lanes { $0.normalX }
    let ny = four.lanes { $0.normalY }
    let px = normalImpulse * nx + tangentImpulse * ny
    let py = normalImpulse * ny - tangentImpulse * nx
    let angularA = normalImpulse * four.lanes { $0.normalArmA } + tangentImpulse * four.lanes { $0.tangentArmA }
    let angularB = normalImpulse * four.lanes { $0.normalArmB } + tangentImpulse * four.lanes { $0.tangentArmB }
    let mA = four.lanesA { $0.inverseMass }
    let mB = four.lanesB { $0.inverseMass }
    let vAx = four.lanesA { $0.vx } - mA * px
    let vAy = four.lanesA { $0.vy } - mA * py
    let wA = four.lanesA { $0.angularVelocity } - four.lanesA { $0.inverseInertia } * angularA
    let vBx = four.lanesB { $0.vx } + mB * px
    let vBy = four.lanesB { $0.vy } + mB * py
    let wB = four.lanesB { $0.angularVelocity } + four.lanesB { $0.inverseInertia } * angularB
    for lane in 0..<4 where !unchanged[lane] { four.store(lane, vAx, vAy, wA, vBx, vBy, wB) }
  }

  /// The standard library's `max(x, y)` in each lane: `y` where `y >= x`, else `x`.
  @inline(__always) static func larger(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .>= x) }

  /// The standard library's `min(x, y)` in each lane: `y` where `y < x`, else `x`.
  @inline(__always) static func smaller(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }
}

/// Four rows in a row that move no body in common and their bodies' states as read, for the
/// solver's lanes (see `ContactSolver.solveFour`): each row's fields and each body's, a row a lane.
struct FourRows {
  /// The first row.
  let row: UnsafeMutablePointer<ContactRow>
  /// The first body state.
  let stateBase: UnsafeMutablePointer<BodyState>
  /// Each row's body A and body B.
  let bodyA: SIMD4<Int32>, bodyB: SIMD4<Int32>
  /// Each row's body A's state and body B's.
  let stateA: (BodyState, BodyState, BodyState, BodyState), stateB: (BodyState, BodyState, BodyState, BodyState)

  /// The four rows from `row` on, whose bodies' states are in the states from `stateBase`.
  @inline(__always) init(_ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>) {
    self.row = row
    self.stateBase = stateBase
    bodyA = SIMD4(row[0].bodyA, row[1].bodyA, row[2].bodyA, row[3].bodyA)
    bodyB = SIMD4(row[0].bodyB, row[1].bodyB, row[2].bodyB, row[3].bodyB)
    let (a, b) = (bodyA, bodyB)
    stateA = (stateBase[Int(a[0])], stateBase[Int(a[1])], stateBase[Int(a[2])], stateBase[Int(a[3])])
    stateB = (stateBase[Int(b[0])], stateBase[Int(b[1])], stateBase[Int(b[2])], stateBase[Int(b[3])])
  }

  /// A field of each row.
  @inline(__always) func lanes(_ field: (ContactRow) -> Float) -> SIMD4<Float> {
    SIMD4(field(row[0]), field(row[1]), field(row[2]), field(row[3]))
  }

  /// A field of each row's body A.
  @inline(__always) func lanesA(_ field: (BodyState) -> Float) -> SIMD4<Float> {
    SIMD4(field(stateA.0), field(stateA.1), field(stateA.2), field(stateA.3))
  }

  /// A field of each row's body B.
  @inline(__always) func lanesB(_ field: (BodyState) -> Float) -> SIMD4<Float> {
    SIMD4(field(stateB.0), field(stateB.1), field(stateB.2), field(stateB.3))
  }

  /// Writes lane `lane`'s velocities to its row's bodies (see `ContactSolver.store`).
  @inline(__always) func store(
    _ lane: Int, _ vAx: SIMD4<Float>, _ vAy: SIMD4<Float>, _ wA: SIMD4<Float>, _ vBx: SIMD4<Float>,
    _ vBy: SIMD4<Float>, _ wB: SIMD4<Float>
  ) {
    ContactSolver.store(vAx[lane], vAy[lane], wA[lane], in: stateBase + Int(bodyA[lane]))
    ContactSolver.store(vBx[lane], vBy[lane], wB[lane], in: stateBase + Int(bodyB[lane]))
  }
}
