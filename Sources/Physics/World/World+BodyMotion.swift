// MARK: - One body's motion in a substep

extension World {
  /// Runs `update` on each awake body's state with the body's slot and its acceleration from
  /// the step's `AccelerationField` (rounded to single precision, the state's; from the body's type alone
  /// when every dynamic body's is the same, see `AccelerationField.uniform`): in blocks of the awake list on the step's threads (each
  /// update touches its own body alone). Generic, so that each update is compiled into the loop.
  @inline(__always)
  func forEachAwakeState<Update: AwakeStateUpdate>(_ update: Update) {
    let field = accelerationField
    let uniform = field.uniform
    let types = bodies.type.unsafeBase
    let awake = stepContext.awakeBodies
    bodies.state.withUnsafeMutableBufferPointer { states in
      guard let stateBase = states.baseAddress else { return }
      let list = awake.unsafeBase
      forEachBlock(of: awake.count, grain: 1024) { range in
        // Two loops, not a test of `uniform` a body.
        if let uniform {
          for index in range {
            let body = Int(list[index])
            update.update(stateBase + body, types[body] == .dynamic ? uniform : .zero, body)
          }
        } else {
          for index in range {
            let body = Int(list[index])
            let acceleration = field.acceleration(ofAwake: body)
            update.update(stateBase + body, SIMD2(Float(acceleration.x), Float(acceleration.y)), body)
          }
        }
      }
    }
  }

  /// The square of the world's maximum linear speed, which the velocity updates compare with.
  var maximumSpeedSquared: Double { settings.maximumLinearSpeed * settings.maximumLinearSpeed }

  /// Adds `h · a` to the velocity at `state`; whether the new speed's square is over `maximumSpeedSquared`.
  @inline(__always)
  static func accelerate(
    _ state: UnsafeMutablePointer<BodyState>, by a: SIMD2<Float>, h: Float, maximumSpeedSquared: Float
  ) -> Bool {
    let vx = state.pointee.vx + h * a.x
    let vy = state.pointee.vy + h * a.y
    state.pointee.vx = vx
    state.pointee.vy = vy
    return vx * vx + vy * vy > maximumSpeedSquared
  }

  /// Moves the body at `state` by its velocity over `h` seconds less half the substep's change
  /// `h · a` (see `integratePositions`), at most `maximumMove`, and turns it by its angular velocity.
  @inline(__always)
  static func move(
    _ state: UnsafeMutablePointer<BodyState>, by a: SIMD2<Float>, h: Float, halfH: Float, maximumMove: Float
  ) {
    let moveX = h * (state.pointee.vx - halfH * a.x)
    let moveY = h * (state.pointee.vy - halfH * a.y)
    if moveX * moveX + moveY * moveY <= maximumMove * maximumMove {
      state.pointee.dpx += moveX
      state.pointee.dpy += moveY
    } else {
      let move = Vector2(Double(moveX), Double(moveY)).limited(to: Double(maximumMove))
      state.pointee.dpx += Float(move.x)
      state.pointee.dpy += Float(move.y)
    }
    state.pointee.turn += h * state.pointee.angularVelocity
  }
}

/// What a substep pass does to one awake body (see `World.forEachAwakeState`).
protocol AwakeStateUpdate {
  /// Updates the state at `state` of body `slot`, whose acceleration is `a`.
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: SIMD2<Float>, _ slot: Int)
}

/// A substep's velocity update of one body: its acceleration; then, for a dynamic body, damping
/// and torque (when some awake body has them) and the cap at the maximum linear speed.
///
/// Body by body, as one pass: the cap applies to the damped velocity, and damping never makes a
/// body faster, so a body over the speed after damping was over it before.
struct VelocityUpdate {
  /// The substep.
  let h: Float
  /// The maximum linear speed, and its square.
  let maximumSpeed: Double, maximumSpeedSquared: Float
  /// Each body's type.
  let types: UnsafePointer<BodyType>
  /// The damping and torque columns, nil when no awake dynamic body has either.
  let damping: Damping?

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: SIMD2<Float>, _ slot: Int) {
    let tooFast = World.accelerate(state, by: a, h: h, maximumSpeedSquared: maximumSpeedSquared)
    guard types[slot] == .dynamic else { return }
    damping?.apply(to: state, slot, h: Double(h))
    if tooFast { state.pointee.v = state.pointee.v.limited(to: maximumSpeed) }
  }
}

/// The bodies' damping and torque, for `VelocityUpdate`.
struct Damping {
  /// Linear damping per second.
  let linear: LazyColumn<Double>
  /// Angular damping per second.
  let angular: LazyColumn<Double>
  /// Torque for the step.
  let torque: LazyColumn<Double>

  /// Damps the velocity at `state` of dynamic body `i` over `h` seconds and turns it by its torque.
  func apply(to state: UnsafeMutablePointer<BodyState>, _ i: Int, h: Double) {
    let linearDamping = linear[i]
    let angularDamping = angular[i]
    if linearDamping > 0 { state.pointee.v = state.pointee.v * (1 / (1 + h * linearDamping)) }
    var w = state.pointee.w
    if angularDamping > 0 { w *= 1 / (1 + h * angularDamping) }
    w += h * state.pointee.invInertia * torque[i]
    state.pointee.w = w
  }
}

/// The velocity update of a substep's start, keeping the velocity in `remembered` (when given)
/// for the next substep's warm start of the bodies.
struct UpdateAndRemember: AwakeStateUpdate {
  /// The velocity update.
  let velocity: VelocityUpdate
  /// Per body slot, the velocity kept; nil with joints.
  let remembered: UnsafeMutablePointer<BodyVelocity>?

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: SIMD2<Float>, _ slot: Int) {
    velocity.update(state, a, slot)
    remembered?[slot] = BodyVelocity(of: state.pointee)
  }
}

/// Moves a body over a substep (see `World.move`).
struct Move: AwakeStateUpdate {
  /// The substep, and half of it.
  let h: Float, halfH: Float
  /// The farthest a body moves in the substep.
  let maximumMove: Float

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: SIMD2<Float>, _ slot: Int) {
    World.move(state, by: a, h: h, halfH: halfH, maximumMove: maximumMove)
  }
}

/// The end of a substep and the start of the next for one body, without joints: moves it (unless
/// `move` is nil), updates its velocity for the next substep and warm starts it with what the
/// contacts changed of its velocity in the substep (since `remembered` was kept), keeping the
/// updated velocity in `remembered` for the substep after.
struct MoveAndWarmStart: AwakeStateUpdate {
  /// The move, nil when the body has moved already.
  let move: Move?
  /// The next substep's velocity update.
  let velocity: VelocityUpdate
  /// Per body slot, the velocity before the substep's warm start.
  let remembered: UnsafeMutablePointer<BodyVelocity>

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: SIMD2<Float>, _ slot: Int) {
    let before = remembered + slot
    move?.update(state, a, slot)
    let changeX = state.pointee.vx - before.pointee.vx
    let changeY = state.pointee.vy - before.pointee.vy
    let turnChange = state.pointee.angularVelocity - before.pointee.angularVelocity
    velocity.update(state, a, slot)
    before.pointee = BodyVelocity(of: state.pointee)
    state.pointee.vx += changeX
    state.pointee.vy += changeY
    state.pointee.angularVelocity += turnChange
  }
}
