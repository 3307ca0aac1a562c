/// Four single-precision values, one a lane: SSE's width, which every x86-64 has.
typealias Lanes = SIMD4<Float>

// MARK: - The solve, four rows at once

/// The contact solve four rows at a time, as Box2D v3's wide solver: the rows' fields and their
/// bodies' states are loaded four lanes at once (16 bytes a record, turned into a field a
/// vector), solved lane by lane with the arithmetic of one row, and stored back.
///
/// Each lane's arithmetic is a row's, operation for operation (the selects pick as Swift's `min`
/// and `max` do), and the rows of a bundle move no body in common, so the bits are those of
/// solving the rows one after the other, however the rows fall into bundles: the same for every
/// thread count.
extension ContactSolver {
  /// Solves `count` rows from `rows`, in order: in bundles of up to four consecutive rows, a row
  /// joining the bundle unless it is between the same bodies as the row before it (a face's next
  /// point, which must see what the first did) or the rows are not `independent` (the overflow
  /// colour's rows may share bodies: one a bundle).
  @inline(__always) static func solve(
    _ rows: UnsafeMutablePointer<ContactRow>, count: Int, independent: Bool,
    _ stateBase: UnsafeMutablePointer<BodyState>, _ pass: SolvePass
  ) {
    var index = 0
    while index < count {
      var lanes = 1
      while independent && lanes < 4 && index + lanes < count
        && !sameBodies(rows[index + lanes - 1], rows[index + lanes])
      {
        lanes += 1
      }
      solve(rows + index, lanes: lanes, stateBase, pass)
      index += lanes
    }
  }

  /// Whether rows `a` and `b` are between the same two bodies.
  @inline(__always) static func sameBodies(_ a: ContactRow, _ b: ContactRow) -> Bool {
    a.bodyA == b.bodyA && a.bodyB == b.bodyB
  }

  /// Solves the `lanes` rows (1 to 4) from `rows` at once; the lanes past them repeat the last
  /// row, whose arithmetic they repeat to the same bits, so storing them too changes nothing.
  @inline(__always) static func solve(
    _ rows: UnsafeMutablePointer<ContactRow>, lanes: Int, _ stateBase: UnsafeMutablePointer<BodyState>,
    _ pass: SolvePass
  ) {
    let row = (rows, rows + min(1, lanes - 1), rows + min(2, lanes - 1), rows + min(3, lanes - 1))
    let bodyA = (
      stateBase + Int(row.0.pointee.bodyA), stateBase + Int(row.1.pointee.bodyA),
      stateBase + Int(row.2.pointee.bodyA), stateBase + Int(row.3.pointee.bodyA)
    )
    let bodyB = (
      stateBase + Int(row.0.pointee.bodyB), stateBase + Int(row.1.pointee.bodyB),
      stateBase + Int(row.2.pointee.bodyB), stateBase + Int(row.3.pointee.bodyB)
    )
    var a = LaneBodies(bodyA)
    var b = LaneBodies(bodyB)
    var contact = LaneRows(row)
    solve(&contact, &a, &b, pass)
    contact.store(row)
    a.store(bodyA)
    b.store(bodyB)
  }

  /// One row's solve (non-penetration, then friction) in each lane of `row`, between bodies `a`
  /// and `b`; a lane that pushes nothing, held nothing and has no friction keeps everything.
  @inline(__always) static func solve(
    _ row: inout LaneRows, _ a: inout LaneBodies, _ b: inout LaneBodies, _ pass: SolvePass
  ) {
    let (nx, ny, armA, armB) = (row.normalX, row.normalY, row.normalArmA, row.normalArmB)
    let (mA, iA, mB, iB) = (a.inverseMass, a.inverseInertia, b.inverseMass, b.inverseInertia)
    var (vAx, vAy, wA) = (a.vx, a.vy, a.w)
    var (vBx, vBy, wB) = (b.vx, b.vy, b.w)
    // The separation now, from how far the bodies moved (linear in the turn).
    let s = (b.dpx - a.dpx) * nx + (b.dpy - a.dpy) * ny + b.turn * armB - a.turn * armA + row.separation
    // Apart, the row lets the gap close within the substep; overlapping, with the bias, it
    // pushes out softly (see `SolvePass` for the two softnesses).
    let zero = Lanes(repeating: 0)
    let apart = s .> zero
    let toStatic = mA .== zero .| mB .== zero
    let soft = pass.useBias ? .!apart : SIMDMask(repeating: false)
    let rate = Lanes(repeating: pass.biasRate).replacing(with: pass.staticBiasRate, where: toStatic)
    let pushOut = maximum(rate * s, Lanes(repeating: -pass.maximumPushSpeed))
    let bias = (s * pass.inverseH).replacing(with: 0, where: .!apart).replacing(with: pushOut, where: soft)
    let massScale = Lanes(repeating: 1).replacing(
      with: Lanes(repeating: pass.massScale).replacing(with: pass.staticMassScale, where: toStatic), where: soft)
    let impulseScale = zero.replacing(
      with: Lanes(repeating: pass.impulseScale).replacing(with: pass.staticImpulseScale, where: toStatic), where: soft)
    let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * armB - wA * armA
    let accumulated = row.normalImpulse
    let total = maximum(accumulated - row.normalMass * massScale * (vn + bias) - impulseScale * accumulated, zero)
    // A row still apart that pushes nothing and held nothing changes nothing (friction is
    // bounded by a zero push).
    let still = total .== zero .& accumulated .== zero .& row.tangentImpulse .== zero
    let impulse = total - accumulated
    let pnx = impulse * nx
    let pny = impulse * ny
    vAx -= mA * pnx
    vAy -= mA * pny
    wA -= iA * impulse * armA
    vBx += mB * pnx
    vBy += mB * pny
    wB += iB * impulse * armB

    // Friction along tangent (n.y, −n.x), bounded by the normal impulse.
    let vt = (vBx - vAx) * ny - (vBy - vAy) * nx + wB * row.tangentArmB - wA * row.tangentArmA
    let limit = row.friction * total
    let tangentAccumulated = row.tangentImpulse
    let tangent = minimum(maximum(tangentAccumulated - row.tangentMass * vt, -limit), limit)
    let tangentImpulse = tangent - tangentAccumulated
    let ptx = tangentImpulse * ny
    let pty = tangentImpulse * nx
    vAx -= mA * ptx
    vAy += mA * pty
    wA -= iA * tangentImpulse * row.tangentArmA
    vBx += mB * ptx
    vBy -= mB * pty
    wB += iB * tangentImpulse * row.tangentArmB

    row.maximumNormalImpulse = row.maximumNormalImpulse.replacing(
      with: maximum(row.maximumNormalImpulse, impulse), where: .!still)
    row.normalImpulse = accumulated.replacing(with: total, where: .!still)
    row.tangentImpulse = tangentAccumulated.replacing(with: tangent, where: .!still)
    a.setVelocity(vAx, vAy, wA, where: .!still)
    b.setVelocity(vBx, vBy, wB, where: .!still)
  }

  /// Swift's `max(x, y)` in each lane: `y` where `y >= x`.
  @inline(__always) static func maximum(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .>= x) }

  /// Swift's `min(x, y)` in each lane: `y` where `y < x`.
  @inline(__always) static func minimum(_ x: Lanes, _ y: Lanes) -> Lanes { x.replacing(with: y, where: y .< x) }
}

/// Four vectors of four lanes turned into four of their lanes: the first holds each one's first
/// lane, and so on (a 4 × 4 transpose, in shuffles).
@inline(__always) func transposed(
  _ r0: Lanes, _ r1: Lanes, _ r2: Lanes, _ r3: Lanes
) -> (Lanes, Lanes, Lanes, Lanes) {
  let first = SIMD8(lowHalf: r0, highHalf: r1)
  let second = SIMD8(lowHalf: r2, highHalf: r3)
  // (r0.x r0.z r1.x r1.z), (r0.y r0.w r1.y r1.w), the same of r2 and r3.
  let even = SIMD8(lowHalf: first.evenHalf, highHalf: second.evenHalf)
  let odd = SIMD8(lowHalf: first.oddHalf, highHalf: second.oddHalf)
  return (even.evenHalf, odd.evenHalf, even.oddHalf, odd.oddHalf)
}

/// Four rows' pointers, one a lane.
typealias LanePointers<Record> = (
  UnsafeMutablePointer<Record>, UnsafeMutablePointer<Record>, UnsafeMutablePointer<Record>,
  UnsafeMutablePointer<Record>
)

/// The solver's fields of four contact rows, a vector each, loaded 16 bytes a row at a time from
/// the row's layout (`MemoryLayoutTests` checks the offsets).
struct LaneRows {
  var normalX: Lanes, normalY: Lanes, normalArmA: Lanes, normalArmB: Lanes
  var tangentArmA: Lanes, tangentArmB: Lanes, separation: Lanes, normalMass: Lanes
  var tangentMass: Lanes, friction: Lanes, normalImpulse: Lanes, tangentImpulse: Lanes
  var maximumNormalImpulse: Lanes

  /// The byte offset of `normalX` in a `ContactRow` (the next three follow it).
  static var normalXOffset: Int { 8 }
  /// The byte offset of `tangentArmA` (the next three follow it).
  static var tangentArmAOffset: Int { 24 }
  /// The byte offset of `tangentMass` (the next three follow it).
  static var tangentMassOffset: Int { 40 }
  /// The byte offset of `friction` (the three impulses follow it).
  static var frictionOffset: Int { 44 }

  /// The fields of `rows`.
  @inline(__always) init(_ rows: LanePointers<ContactRow>) {
    @inline(__always) func load(_ offset: Int) -> (Lanes, Lanes, Lanes, Lanes) {
      transposed(
        UnsafeRawPointer(rows.0).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(rows.1).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(rows.2).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(rows.3).loadUnaligned(fromByteOffset: offset, as: Lanes.self))
    }
    (normalX, normalY, normalArmA, normalArmB) = load(Self.normalXOffset)
    (tangentArmA, tangentArmB, separation, normalMass) = load(Self.tangentArmAOffset)
    (tangentMass, friction, normalImpulse, tangentImpulse) = load(Self.tangentMassOffset)
    maximumNormalImpulse = Lanes(
      rows.0.pointee.maximumNormalImpulse, rows.1.pointee.maximumNormalImpulse, rows.2.pointee.maximumNormalImpulse,
      rows.3.pointee.maximumNormalImpulse)
  }

  /// Stores the impulses into `rows` (16 bytes a row: the friction, unchanged, and the three).
  @inline(__always) func store(_ rows: LanePointers<ContactRow>) {
    let lane = transposed(friction, normalImpulse, tangentImpulse, maximumNormalImpulse)
    UnsafeMutableRawPointer(rows.0).storeBytes(of: lane.0, toByteOffset: Self.frictionOffset, as: Lanes.self)
    UnsafeMutableRawPointer(rows.1).storeBytes(of: lane.1, toByteOffset: Self.frictionOffset, as: Lanes.self)
    UnsafeMutableRawPointer(rows.2).storeBytes(of: lane.2, toByteOffset: Self.frictionOffset, as: Lanes.self)
    UnsafeMutableRawPointer(rows.3).storeBytes(of: lane.3, toByteOffset: Self.frictionOffset, as: Lanes.self)
  }
}

/// The states of four bodies, a vector a field, loaded 16 bytes at a time (`BodyState`'s two
/// halves: velocities and the x motion, then the rest of the motion and the inverse masses).
struct LaneBodies {
  var vx: Lanes, vy: Lanes, w: Lanes, dpx: Lanes
  var dpy: Lanes, turn: Lanes, inverseMass: Lanes, inverseInertia: Lanes

  /// The states at `states`.
  @inline(__always) init(_ states: LanePointers<BodyState>) {
    @inline(__always) func load(_ offset: Int) -> (Lanes, Lanes, Lanes, Lanes) {
      transposed(
        UnsafeRawPointer(states.0).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(states.1).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(states.2).loadUnaligned(fromByteOffset: offset, as: Lanes.self),
        UnsafeRawPointer(states.3).loadUnaligned(fromByteOffset: offset, as: Lanes.self))
    }
    (vx, vy, w, dpx) = load(0)
    (dpy, turn, inverseMass, inverseInertia) = load(16)
  }

  /// Sets the velocities of the lanes in `mask`.
  @inline(__always) mutating func setVelocity(_ vx: Lanes, _ vy: Lanes, _ w: Lanes, where mask: SIMDMask<SIMD4<Int32>>)
  {
    self.vx = self.vx.replacing(with: vx, where: mask)
    self.vy = self.vy.replacing(with: vy, where: mask)
    self.w = self.w.replacing(with: w, where: mask)
  }

  /// Stores the velocities of the bodies the solver moves into `states` (16 bytes a body: the
  /// velocities and the x motion, unchanged); one it does not move may be in several lanes, and
  /// in rows that other threads solve at once (see `BodyState.isMovable`).
  @inline(__always) func store(_ states: LanePointers<BodyState>) {
    let movable = inverseMass .!= 0 .| inverseInertia .!= 0
    let lane = transposed(vx, vy, w, dpx)
    if movable[0] { UnsafeMutableRawPointer(states.0).storeBytes(of: lane.0, as: Lanes.self) }
    if movable[1] { UnsafeMutableRawPointer(states.1).storeBytes(of: lane.1, as: Lanes.self) }
    if movable[2] { UnsafeMutableRawPointer(states.2).storeBytes(of: lane.2, as: Lanes.self) }
    if movable[3] { UnsafeMutableRawPointer(states.3).storeBytes(of: lane.3, as: Lanes.self) }
  }
}
