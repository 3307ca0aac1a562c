// MARK: - One body's motion in a substep

extension World {
  /// Runs `update` on each awake body's state with the body's slot and its acceleration from
  /// the step's `AccelerationField`: in blocks of the awake list on the step's threads (each
  /// update touches its own body alone).
  @inline(__always)
  func forEachAwakeState(
    _ update: @escaping (_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2, _ slot: Int) -> Void
  ) {
    let field = accelerationField
    let awake = stepContext.awakeBodies
    bodies.state.withUnsafeMutableBufferPointer { states in
      guard let stateBase = states.baseAddress else { return }
      let list = awake.unsafeBase
      forEachBlock(of: awake.count, grain: 1024) { range in
        for index in range {
          let body = Int(list[index])
          update(stateBase + body, field.acceleration(ofAwake: body), body)
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
