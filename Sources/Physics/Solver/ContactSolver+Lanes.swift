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
    let rows = (row, row + 1, row + 2, row + 3)
    @inline(__always) func lanes(_ field: (ContactRow) -> Float) -> Lanes {
      Lanes(field(rows.0.pointee), field(rows.1.pointee), field(rows.2.pointee), field(rows.3.pointee))
    }
    let a = (
      stateBase + Int(rows.0.pointee.bodyA), stateBase + Int(rows.1.pointee.bodyA),
      stateBase + Int(rows.2.pointee.bodyA), stateBase + Int(rows.3.pointee.bodyA)
    )
    let b = (
      stateBase + Int(rows.0.pointee.bodyB), stateBase + Int(rows.1.pointee.bodyB),
      stateBase + Int(rows.2.pointee.bodyB), stateBase + Int(rows.3.pointee.bodyB)
    )
    let stateA = (a.0.pointee, a.1.pointee, a.2.pointee, a.3.pointee)
    let stateB = (b.0.pointee, b.1.pointee, b.2.pointee, b.3.pointee)
    @inline(__always) func lanesA(_ field: (BodyState) -> Float) -> Lanes {
      Lanes(field(stateA.0), field(stateA.1), field(stateA.2), field(stateA.3))
    }
    @inline(__always) func lanesB(_ field: (BodyState) -> Float) -> Lanes {
      Lanes(field(stateB.0), field(stateB.1), field(stateB.2), field(stateB.3))
    }
    let nx = lanes { $0.normalX }
    let ny = lanes { $0.normalY }
    let armA = lanes { $0.normalArmA }
    let armB = lanes { $0.normalArmB }
    let mA = lanesA { $0.inverseMass }
    let iA = lanesA { $0.inverseInertia }
    let mB = lanesB { $0.inverseMass }
    let iB = lanesB { $0.inverseInertia }
    var vAx = lanesA { $0.vx }
    var vAy = lanesA { $0.vy }
    var wA = lanesA { $0.angularVelocity }
    var vBx = lanesB { $0.vx }
    var vBy = lanesB { $0.vy }
    var wB = lanesB { $0.angularVelocity }
    let s =
      (lanesB { $0.dpx } - lanesA { $0.dpx }) * nx + (lanesB { $0.dpy } - lanesA { $0.dpy }) * ny
      + lanesB { $0.turn } * armB - lanesA { $0.turn } * armA + lanes { $0.separation }
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
    let accumulated = lanes { $0.normalImpulse }
    let total = larger(
      accumulated - lanes { $0.normalMass } * rowMassScale * (vn + bias) - rowImpulseScale * accumulated,
      Lanes(repeating: 0))
    let tangentAccumulated = lanes { $0.tangentImpulse }
    // Rows that `solve` leaves as they are: their lanes are computed but not stored.
    let unchanged = total .== 0 .& accumulated .== 0 .& tangentAccumulated .== 0
    if all(unchanged) { return }
    let impulse = total - accumulated
    let maximumNormalImpulse = larger(lanes { $0.maximumNormalImpulse }, impulse)
    let pnx = impulse * nx
    let pny = impulse * ny
    vAx -= mA * pnx
    vAy -= mA * pny
    wA -= iA * impulse * armA
    vBx += mB * pnx
    vBy += mB * pny
    wB += iB * impulse * armB

    let tangentArmA = lanes { $0.tangentArmA }
    let tangentArmB = lanes { $0.tangentArmB }
    let vt = (vBx - vAx) * ny - (vBy - vAy) * nx + wB * tangentArmB - wA * tangentArmA
    let limit = lanes { $0.friction } * total
    let newTangent = smaller(larger(tangentAccumulated - lanes { $0.tangentMass } * vt, -limit), limit)
    let tangentImpulse = newTangent - tangentAccumulated
    let ptx = tangentImpulse * ny
    let pty = tangentImpulse * nx
    vAx -= mA * ptx
    vAy += mA * pty
    wA -= iA * tangentImpulse * tangentArmA
    vBx += mB * ptx
    vBy -= mB * pty
    wB += iB * tangentImpulse * tangentArmB

    @inline(__always) func finish(_ lane: Int, _ row: UnsafeMutablePointer<ContactRow>,
      _ a: UnsafeMutablePointer<BodyState>, _ b: UnsafeMutablePointer<BodyState>) {
      guard !unchanged[lane] else { return }
      row.pointee.normalImpulse = total[lane]
      row.pointee.maximumNormalImpulse = maximumNormalImpulse[lane]
      row.pointee.tangentImpulse = newTangent[lane]
      store(vAx[lane], vAy[lane], wA[lane], in: a)
      store(vBx[lane], vBy[lane], wB[lane], in: b)
    }
    finish(0, rows.0, a.0, b.0)
    finish(1, rows.1, a.1, b.1)
    finish(2, rows.2, a.2, b.2)
    finish(3, rows.3, a.3, b.3)
  }

  /// The standard library's `max(x, y)` in each lane: `y` where `y >= x`, else `x`.
  @inline(__always) static func larger(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .>= x) }

  /// The standard library's `min(x, y)` in each lane: `y` where `y < x`, else `x`.
  @inline(__always) static func smaller(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }
}
