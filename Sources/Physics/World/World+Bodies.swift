// MARK: - Bodies

extension World {
  /// Creates a body from `definition` and returns its handle; add shapes to give it mass.
  ///
  /// The definition's numbers are checked (see `InputCheck`): in release builds a non-finite one
  /// takes its default and one beyond the limit is clamped; the velocity is capped at the world's
  /// maximum linear speed.
  public func createBody(_ definition: BodyDefinition) -> BodyID {
    var definition = definition.checked()
    definition.linearVelocity = definition.linearVelocity.limited(to: settings.maximumLinearSpeed)
    let index = bodies.allocate(definition)
    if definition.type == .dynamic && bodies.awake[Int(index)] {
      // A dynamic body without shapes still falls: unit mass, no rotation.
      bodies.state[Int(index)].invMass = 1
    }
    return bodyID(index)
  }

  /// Destroys a body with its shapes and joints; a stale handle is ignored.
  public func destroyBody(_ id: BodyID) {
    guard isValid(id) else { return }
    let index = id.index
    wakeTouching(index)
    for joint in joints.indices where joints.isAlive(joint) {
      if joints[joint].bodyA == index || joints[joint].bodyB == index { releaseJoint(Int32(joint)) }
    }
    var shape = bodies.firstShape[Int(index)]
    while shape >= 0 {
      let next = shapes.next[Int(shape)]
      releaseShape(shape)
      shape = next
    }
    removeFromSleepRing(index)
    bodies.release(index)
  }

  /// Whether `id` names a live body.
  public func isValid(_ id: BodyID) -> Bool {
    id.world == number && bodies.slots.contains(id.index, generation: id.generation)
  }

  /// The slot of a live body; traps on a stale handle, which is a programming error.
  func slot(_ id: BodyID) -> Int {
    precondition(isValid(id), "stale or foreign BodyID \(id)")
    return Int(id.index)
  }

  /// The body's origin in world coordinates.
  public func position(of id: BodyID) -> Vector2 { bodies.origin(at: slot(id)) }

  /// The body's angle in radians.
  public func angle(of id: BodyID) -> Double { bodies.angle[slot(id)] }

  /// The body's origin and angle, read together (a layer that copies both out every step checks the handle
  /// once).
  public func placement(of id: BodyID) -> (position: Vector2, angle: Double) {
    let index = slot(id)
    return (bodies.origin(at: index), bodies.angle[index])
  }

  /// The body's centre of mass in world coordinates.
  public func worldCenter(of id: BodyID) -> Vector2 { bodies.center[slot(id)] }

  /// Moves the body's origin to `position`, keeping its angle, and wakes it (checked: a
  /// non-finite position is ignored, one beyond the limit clamped; see `InputCheck`).
  public func setPosition(_ position: Vector2, of id: BodyID) {
    setTransform(position: position, angle: bodies.angle[slot(id)], of: id)
  }

  /// Places the body's origin at `position` turned by `angle`, and wakes it (checked: the call is
  /// ignored when either is not finite, a value beyond the limit clamped; see `InputCheck`).
  public func setTransform(position: Vector2, angle: Double, of id: BodyID) {
    let call = "World.setTransform(position:angle:of:)"
    guard let position = InputCheck.checked(position, "position", in: call),
      let angle = InputCheck.checked(angle, "angle", in: call)
    else { return }
    let index = slot(id)
    bodies.setOrigin(position, at: index)
    bodies.angle[index] = angle
    bodies.rotation.set(Rotation(angle), at: index)
    bodies.center[index] = position + bodies.rotation[index].apply(bodies.localCenter[index])
    updateBounds(ofBody: index, dt: 0)
    wakeBody(Int32(index))
  }

  /// The velocity of the body's centre of mass.
  public func linearVelocity(of id: BodyID) -> Vector2 { bodies.state[slot(id)].v }

  /// Sets the velocity of the body's centre of mass and wakes it (ignored for static bodies).
  ///
  /// Checked (see `InputCheck`): a non-finite velocity is ignored; any velocity is capped at the
  /// world's maximum linear speed.
  public func setLinearVelocity(_ velocity: Vector2, of id: BodyID) {
    let index = slot(id)
    guard let velocity = InputCheck.checked(velocity, "velocity", in: "World.setLinearVelocity(_:of:)"),
      bodies.type[index] != .static
    else { return }
    wakeBody(Int32(index))
    bodies.state[index].v = velocity.limited(to: settings.maximumLinearSpeed)
  }

  /// The angular velocity in radians per second.
  public func angularVelocity(of id: BodyID) -> Double { bodies.state[slot(id)].w }

  /// Sets the angular velocity and wakes the body (ignored for static and fixed-rotation bodies;
  /// checked: ignored when not finite, clamped beyond the limit; see `InputCheck`).
  public func setAngularVelocity(_ velocity: Double, of id: BodyID) {
    let index = slot(id)
    guard let velocity = InputCheck.checked(velocity, "velocity", in: "World.setAngularVelocity(_:of:)"),
      bodies.type[index] != .static, !bodies.fixedRotation[index]
    else { return }
    wakeBody(Int32(index))
    bodies.state[index].w = velocity
  }

  /// The body's mass (0 unless dynamic).
  public func mass(of id: BodyID) -> Double { massProperties(ofBody: slot(id)).mass }

  /// The body's rotational inertia about its centre of mass.
  public func inertia(of id: BodyID) -> Double { massProperties(ofBody: slot(id)).inertia }

  /// How the body moves.
  public func type(of id: BodyID) -> BodyType { bodies.type[slot(id)] }

  /// The caller's value stored with the body.
  public func userData(of id: BodyID) -> Int { bodies.userData[slot(id)] }

  /// Stores a caller's value with the body.
  public func setUserData(_ value: Int, of id: BodyID) {
    bodies.userData.set(value, at: slot(id))
  }

  /// Adds a force for the next step at `worldPoint` (nil = the centre of mass), and wakes the body
  /// (checked: ignored when either is not finite, clamped beyond the limit; see `InputCheck`).
  public func applyForce(_ force: Vector2, at worldPoint: Vector2? = nil, to id: BodyID) {
    let index = slot(id)
    guard let (force, point) = checked(force, at: worldPoint, in: "World.applyForce(_:at:to:)") else { return }
    addingForces(to: index) {
      bodies.force.set(bodies.force[index] + force, at: index)
      if let point {
        bodies.torque.set(bodies.torque[index] + (point - bodies.center[index]).cross(force), at: index)
      }
    }
  }

  /// Adds a torque for the next step and wakes the body (checked: ignored when not finite, clamped
  /// beyond the limit; see `InputCheck`).
  public func applyTorque(_ torque: Double, to id: BodyID) {
    let index = slot(id)
    guard let torque = InputCheck.checked(torque, "torque", in: "World.applyTorque(_:to:)") else { return }
    addingForces(to: index) {
      bodies.torque.set(bodies.torque[index] + torque, at: index)
    }
  }

  /// Wakes the body in slot `index` and lets `add` change its force and torque; nothing when the
  /// body is not dynamic.
  private func addingForces(to index: Int, _ add: () -> Void) {
    guard bodies.type[index] == .dynamic else { return }
    wakeBody(Int32(index))
    add()
    forcesApplied = true
  }

  /// Changes the velocity at once by `impulse / mass`, applied at `worldPoint` (nil = centre of mass); wakes the body.
  ///
  /// Checked (see `InputCheck`): ignored when either is not finite, clamped beyond the limit; the
  /// velocity is then capped at the world's maximum linear speed.
  public func applyLinearImpulse(_ impulse: Vector2, at worldPoint: Vector2? = nil, to id: BodyID) {
    let index = slot(id)
    guard let (impulse, point) = checked(impulse, at: worldPoint, in: "World.applyLinearImpulse(_:at:to:)"),
      bodies.type[index] == .dynamic
    else { return }
    wakeBody(Int32(index))
    bodies.state[index].v += bodies.state[index].invMass * impulse
    bodies.state[index].v = bodies.state[index].v.limited(to: settings.maximumLinearSpeed)
    if let point {
      bodies.state[index].w += bodies.state[index].invInertia * (point - bodies.center[index]).cross(impulse)
    }
  }

  /// Changes the angular velocity at once by `impulse / inertia`; wakes the body (checked: ignored
  /// when not finite, clamped beyond the limit; see `InputCheck`).
  public func applyAngularImpulse(_ impulse: Double, to id: BodyID) {
    let index = slot(id)
    guard let impulse = InputCheck.checked(impulse, "impulse", in: "World.applyAngularImpulse(_:to:)"),
      bodies.type[index] == .dynamic
    else { return }
    wakeBody(Int32(index))
    bodies.state[index].w += bodies.state[index].invInertia * impulse
  }

  /// Sets the linear damping per second (checked: ignored when not finite; see `InputCheck`).
  public func setLinearDamping(_ damping: Double, of id: BodyID) {
    let index = slot(id)
    guard let damping = InputCheck.checked(damping, "damping", in: "World.setLinearDamping(_:of:)") else { return }
    bodies.linearDamping.set(damping, at: index)
  }

  /// Sets the angular damping per second (checked: ignored when not finite; see `InputCheck`).
  public func setAngularDamping(_ damping: Double, of id: BodyID) {
    let index = slot(id)
    guard let damping = InputCheck.checked(damping, "damping", in: "World.setAngularDamping(_:of:)") else { return }
    bodies.angularDamping.set(damping, at: index)
  }

  /// Sets the factor on gravity for this body and wakes it (checked: ignored when not finite,
  /// clamped beyond the limit; see `InputCheck`).
  public func setGravityScale(_ scale: Double, of id: BodyID) {
    let index = slot(id)
    guard let scale = InputCheck.checked(scale, "scale", in: "World.setGravityScale(_:of:)") else { return }
    bodies.gravityScale.set(scale, at: index)
    wakeBody(Int32(index))
  }

  /// Locks or frees the body's rotation, and wakes it.
  public func setFixedRotation(_ fixed: Bool, of id: BodyID) {
    let index = slot(id)
    bodies.fixedRotation.set(fixed, at: index)
    if fixed { bodies.state[index].w = 0 }
    updateMass(ofBody: index)
    wakeBody(Int32(index))
  }

  /// Marks the body as fast, for continuous collision against static shapes.
  public func setBullet(_ isBullet: Bool, of id: BodyID) { bodies.isBullet[slot(id)] = isBullet }

  /// Changes how the body moves; its mass is recomputed and it wakes.
  public func setType(_ type: BodyType, of id: BodyID) {
    let index = slot(id)
    guard bodies.type[index] != type else { return }
    wakeTouching(Int32(index))
    removeFromSleepRing(Int32(index))
    bodies.type[index] = type
    if type == .static {
      bodies.state[index] = BodyState()
      bodies.awake[index] = false
    } else {
      bodies.awake[index] = true
      bodies.sleepTime[index] = 0
    }
    updateMass(ofBody: index)
    wakeTouching(Int32(index))
  }

  /// Whether the body is awake (simulated); static bodies never are.
  public func isAwake(_ id: BodyID) -> Bool { bodies.awake[slot(id)] }

  /// Wakes the body and every body asleep with it.
  public func wake(_ id: BodyID) { wakeBody(Int32(slot(id))) }

  /// Puts the body and everything touching it that sleeps with it to sleep at once.
  public func sleep(_ id: BodyID) {
    let index = slot(id)
    guard bodies.awake[index] else { return }
    putToSleep([Int32(index)])
  }
}

// MARK: - Bookkeeping

extension World {
  /// A force's or impulse's `vector` and its optional `point`, checked for `call` (see
  /// `InputCheck`); nil when either is not finite.
  private func checked(_ vector: Vector2, at point: Vector2?, in call: String) -> (Vector2, Vector2?)? {
    guard let vector = InputCheck.checked(vector, "vector", in: call) else { return nil }
    guard let point else { return (vector, nil) }
    guard let point = InputCheck.checked(point, "point", in: call) else { return nil }
    return (vector, point)
  }

  /// Wakes a body and its sleeping island; static bodies stay as they are.
  func wakeBody(_ index: Int32) {
    let i = Int(index)
    guard bodies.slots.alive[i], bodies.type[i] != .static else { return }
    bodies.sleepTime[i] = 0
    guard !bodies.awake[i] else { return }
    var current = index
    repeat {
      let c = Int(current)
      bodies.awake[c] = true
      bodies.sleepTime[c] = 0
      (bodies.state[c].invMass, bodies.state[c].invInertia) = inverseMass(ofBody: c)
      let next = bodies.sleepNext[c]
      bodies.sleepNext.set(-1, at: c)
      current = next
    } while current >= 0 && current != index
  }

  /// Takes a body out of its sleeping ring without waking the others.
  func removeFromSleepRing(_ index: Int32) {
    let i = Int(index)
    guard bodies.sleepNext[i] >= 0 else { return }
    let next = bodies.sleepNext[i]
    var previous = index
    while bodies.sleepNext[Int(previous)] != index { previous = bodies.sleepNext[Int(previous)] }
    // In a ring of two the other body is left alone.
    bodies.sleepNext.set(previous == next ? -1 : next, at: Int(previous))
    bodies.sleepNext.set(-1, at: i)
  }

  /// Wakes every body touching a shape of `index` (before it changes or goes away).
  func wakeTouching(_ index: Int32) {
    for contact in contacts {
      let bodyA = shapes.body[Int(contact.shapeA)]
      let bodyB = shapes.body[Int(contact.shapeB)]
      guard bodyA == index || bodyB == index else { continue }
      wakeBody(bodyA)
      wakeBody(bodyB)
    }
  }

  /// Puts the bodies in `island` to sleep together: velocities zeroed, linked in a ring.
  func putToSleep(_ island: [Int32]) {
    for (position, body) in island.enumerated() {
      let i = Int(body)
      bodies.awake[i] = false
      bodies.sleepTime[i] = 0
      bodies.state[i] = BodyState()
      bodies.sleepNext.set(island.count > 1 ? island[(position + 1) % island.count] : -1, at: i)
    }
  }
}
