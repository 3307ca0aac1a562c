// MARK: - One body's motion in a substep

extension World {
  /// Runs `update` on each awake body's state, in the order of the awake list, with the body's
  /// acceleration from the step's `AccelerationField`.
  @inline(__always)
  func forEachAwakeState(_ update: (_ state: UnsafeMutablePointer<BodyState>, _ a: Vector2) -> Void) {
    let field = accelerationField
    stepContext.awakeBodies.withUnsafeBufferPointer { awake in
      bodies.state.withUnsafeMutableBufferPointer { states in
        guard let stateBase = states.baseAddress else { return }
        for body in awake {
          update(stateBase + Int(body), field.acceleration(ofAwake: Int(body)))
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
