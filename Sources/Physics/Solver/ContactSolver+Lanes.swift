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
    _ row: UnsafeMutablePointer<ContactRow>, _ stateBase: UnsafeMutablePointer<BodyState>, _ pass: SolvePass,
    scratch: UnsafeMutablePointer<BodyState>
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
    let rate = Lanes(repeating: pass.biasRate).blended(with: pass.staticBiasRate, where: toStatic)
    let pushOut = larger(rate * s, Lanes(repeating: -pass.maximumPushSpeed))
    let bias = (s * pass.inverseH).blended(with: 0, where: .!apart).blended(with: pushOut, where: soft)
    let rowMassScale = Lanes(repeating: 1).blended(
      with: Lanes(repeating: pass.massScale).blended(with: pass.staticMassScale, where: toStatic), where: soft)
    let rowImpulseScale = Lanes(repeating: 0).blended(
      with: Lanes(repeating: pass.impulseScale).blended(with: pass.staticImpulseScale, where: toStatic),
      where: soft)
    let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * armB - wA * armA
    let accumulated = four.lanes { $0.normalImpulse }
    let total = larger(
      accumulated - four.lanes { $0.normalMass } * rowMassScale * (vn + bias) - rowImpulseScale * accumulated,
      Lanes(repeating: 0))
    let tangentAccumulated = four.lanes { $0.tangentImpulse }
    // Rows that `solve` leaves as they are: their lanes are computed, and store what they read.
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

    let normalTotal = total.blended(with: accumulated, where: unchanged)
    let tangentTotal = newTangent.blended(with: tangentAccumulated, where: unchanged)
    let maximum = maximumNormalImpulse.blended(with: four.lanes { $0.maximumNormalImpulse }, where: unchanged)
    for lane in 0..<4 {
      let row = four.row + lane
      row.pointee.normalImpulse = normalTotal[lane]
      row.pointee.maximumNormalImpulse = maximum[lane]
      row.pointee.tangentImpulse = tangentTotal[lane]
    }
    four.store(vAx, vAy, wA, vBx, vBy, wB, except: unchanged, scratch: scratch)
  }

  /// The standard library's `max(x, y)` in each lane: `y` where `y >= x`, else `x`.
  @inline(__always) static func larger(_ x: Lanes, _ y: Lanes) -> Lanes { x.blended(with: y, where: y .>= x) }

  /// The standard library's `min(x, y)` in each lane: `y` where `y < x`, else `x`.
  @inline(__always) static func smaller(_ x: Lanes, _ y: Lanes) -> Lanes { x.blended(with: y, where: y .< x) }
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

  /// Writes the velocities to the rows' bodies, but in the lanes `unchanged`, which write the
  /// velocities read: every lane is written, and no lane's arithmetic waits on a branch of its own.
  /// A body the solver does not move is written to `scratch` instead (see `ContactSolver.store`).
  @inline(__always) func store(
    _ vAx: SIMD4<Float>, _ vAy: SIMD4<Float>, _ wA: SIMD4<Float>, _ vBx: SIMD4<Float>, _ vBy: SIMD4<Float>,
    _ wB: SIMD4<Float>, except unchanged: SIMDMask<SIMD4<Int32>>, scratch: UnsafeMutablePointer<BodyState>
  ) {
    let vAx = vAx.blended(with: lanesA { $0.vx }, where: unchanged)
    let vAy = vAy.blended(with: lanesA { $0.vy }, where: unchanged)
    let wA = wA.blended(with: lanesA { $0.angularVelocity }, where: unchanged)
    let vBx = vBx.blended(with: lanesB { $0.vx }, where: unchanged)
    let vBy = vBy.blended(with: lanesB { $0.vy }, where: unchanged)
    let wB = wB.blended(with: lanesB { $0.angularVelocity }, where: unchanged)
    let movableA = lanesA { $0.inverseMass } .!= 0 .| lanesA { $0.inverseInertia } .!= 0
    let movableB = lanesB { $0.inverseMass } .!= 0 .| lanesB { $0.inverseInertia } .!= 0
    // Lane `lane`'s velocities, written at `a` and `b`.
    @inline(__always) func write(
      _ lane: Int, _ a: UnsafeMutablePointer<BodyState>, _ b: UnsafeMutablePointer<BodyState>
    ) {
      a.pointee.vx = vAx[lane]
      a.pointee.vy = vAy[lane]
      a.pointee.angularVelocity = wA[lane]
      b.pointee.vx = vBx[lane]
      b.pointee.vy = vBy[lane]
      b.pointee.angularVelocity = wB[lane]
    }
    // Most fours move all their eight bodies: one test for them, not one a body.
    if all(movableA .& movableB) {
      for lane in 0..<4 { write(lane, stateBase + Int(bodyA[lane]), stateBase + Int(bodyB[lane])) }
    } else {
      for lane in 0..<4 {
        write(
          lane, movableA[lane] ? stateBase + Int(bodyA[lane]) : scratch,
          movableB[lane] ? stateBase + Int(bodyB[lane]) : scratch)
      }
    }
  }
}

// MARK: - Picking lanes

extension SIMD4 where Scalar == Float {
  /// `replacing(with:where:)`, in bitwise operations over the whole vector: the standard library's
  /// picks lane by lane, which the compiler may turn into a branch a lane and take the arithmetic
  /// that feeds it apart lane by lane.
  @inline(__always) func blended(with other: Self, where mask: SIMDMask<SIMD4<Int32>>) -> Self {
    // The lanes' bits as a mask's, whose operations are the vector's (SIMD4<Int32>'s go lane by lane).
    let own = unsafeBitCast(self, to: SIMDMask<SIMD4<Int32>>.self)
    let others = unsafeBitCast(other, to: SIMDMask<SIMD4<Int32>>.self)
    return unsafeBitCast(own.replacing(with: others, where: mask), to: Self.self)
  }

  /// `replacing(with:where:)` with one value for every lane (see `blended(with:where:)`).
  @inline(__always) func blended(with other: Float, where mask: SIMDMask<SIMD4<Int32>>) -> Self {
    blended(with: Self(repeating: other), where: mask)
  }
}
