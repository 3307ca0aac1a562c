// MARK: - One body's motion in a substep

extension World {
  /// Runs `update` on each awake body's state with the body's slot and its acceleration from
  /// the step's `AccelerationField`: in blocks of the awake list on the step's threads (each
  /// update touches its own body alone). Generic, so that each update is compiled into the loop.
  @inline(__always)
  func forEachAwakeState<Update: AwakeStateUpdate>(_ update: Update) {
    let field = accelerationField
    let awake = stepContext.awakeBodies
    bodies.state.withUnsafeMutableBufferPointer { states in
      guard let stateBase = states.baseAddress else { return }
      let list = awake.unsafeBase
      forEachBlock(of: awake.count, grain: 1024) { range in
        for index in range {
          let body = Int(list[index])
          update.update(stateBase + body, field.acceleration(ofAwake: body), body)
        }
      }
    }
  }

  /// The square of the world's maximum linear speed, which the velocity updates compare with.
  var maximumSpeedSquared: Double { settings.maximumLinearSpeed * settings.maximumLinearSpeed }

  /// Adds `h · a` to the velocity at `state`; whether the new speed's square is over `maximumSpeedSquared`.
  @inline(__always)
  static func accelerate(
    _ state: UnsafeMutablePointer<BodyState>, by a: Vector2, h: Double, maximumSpeedSquared: Double
  ) -> Bool {
    let vx = state.pointee.v.x + h * a.x
    let vy = state.pointee.v.y + h * a.y
    state.pointee.v = Vector2(vx, vy)
    return vx * vx + vy * vy > maximumSpeedSquared
  }

  /// Moves the body at `state` by its velocity over `h` seconds less half the substep's change
  /// `h · a` (see `integratePositions`), at most `maximumMove`, and turns it by its angular velocity.
  @inline(__always)
  static func move(
    _ state: UnsafeMutablePointer<BodyState>, by a: Vector2, h: Double, halfH: Double, maximumMove: Double
  ) {
    let move = Vector2(h * (state.pointee.v.x - halfH * a.x), h * (state.pointee.v.y - halfH * a.y))
    state.pointee.dp += move.limited(to: maximumMove)
    state.pointee.dw += h * state.pointee.w
  }
}

/// What a substep pass does to one awake body (see `World.forEachAwakeState`).
protocol AwakeStateUpdate {
  /// Updates the state at `state` of body `slot`, whose acceleration is `a`.
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int)
}

/// Keeps a body's velocity in `remembered`.
struct RememberVelocity: AwakeStateUpdate {
  /// Per body slot, the velocity kept.
  let remembered: UnsafeMutablePointer<BodyVelocity>

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) {
    remembered[slot] = BodyVelocity(v: state.pointee.v, w: state.pointee.w)
  }
}

/// Adds to a body's velocity the change kept in `remembered`, and keeps the velocity it had.
struct AddRememberedChange: AwakeStateUpdate {
  /// Per body slot, the change, then the velocity kept.
  let remembered: UnsafeMutablePointer<BodyVelocity>

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) {
    let change = remembered[slot]
    let v = state.pointee.v
    let w = state.pointee.w
    remembered[slot] = BodyVelocity(v: v, w: w)
    state.pointee.v = Vector2(v.x + change.v.x, v.y + change.v.y)
    state.pointee.w = w + change.w
  }
}

/// Adds a substep's acceleration to a body's velocity, raising `tooFast` past the speed limit.
struct Accelerate: AwakeStateUpdate {
  /// The substep.
  let h: Double
  /// The square of the maximum linear speed.
  let maximumSpeedSquared: Double
  /// Raised when a body goes faster than the limit.
  let tooFast: RaisedFlag

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) {
    if World.accelerate(state, by: a, h: h, maximumSpeedSquared: maximumSpeedSquared) { tooFast.raise() }
  }
}

/// Moves a body over a substep (see `World.move`).
struct Move: AwakeStateUpdate {
  /// The substep, and half of it.
  let h: Double, halfH: Double
  /// The farthest a body moves in the substep.
  let maximumMove: Double

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) {
    World.move(state, by: a, h: h, halfH: halfH, maximumMove: maximumMove)
  }
}

/// Moves a body over a substep (unless `move` is nil), keeps what its velocity changed since
/// `remembered` was taken, and accelerates it for the next substep (`Move`, then `Accelerate`).
struct MoveAndAccelerate: AwakeStateUpdate {
  /// The move, nil when the body has moved already.
  let move: Move?
  /// The next substep's acceleration.
  let accelerate: Accelerate
  /// Per body slot, the velocity at the warm start, replaced by the change since.
  let remembered: UnsafeMutablePointer<BodyVelocity>

  @inline(__always)
  func update(_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) {
    let before = remembered + slot
    move?.update(state, a, slot)
    before.pointee = BodyVelocity(
      v: Vector2(state.pointee.v.x - before.pointee.v.x, state.pointee.v.y - before.pointee.v.y),
      w: state.pointee.w - before.pointee.w)
    accelerate.update(state, a, slot)
  }
}
