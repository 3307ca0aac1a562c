// MARK: - Mass

extension World {
  /// A body's mass, rotational inertia about its centre of mass and centre of mass (body-local),
  /// from its shapes' densities and its type, and whether it is one circle (on its centre of mass,
  /// whatever its angle).
  ///
  /// Worked out when asked rather than stored: only the inverses take part in a step, so the mass
  /// and inertia were 16 cold bytes a body.
  func massProperties(
    ofBody index: Int
  ) -> (
    mass: Double, inertia: Double, localCenter: Vector2, onlyCenteredCircle: Bool
  ) {
    var mass = 0.0
    var weighted = Vector2.zero
    var inertiaAboutOrigin = 0.0
    var shape = bodies.firstShape[index]
    var onlyCenteredCircle = bodies.shapeCount[index] == 1
    while shape >= 0 {
      let s = Int(shape)
      let data = massData(ofShape: s)
      mass += data.mass
      weighted += data.mass * data.center
      inertiaAboutOrigin += data.inertia + data.mass * data.center.lengthSquared
      if shapes.kind[s] != .circle { onlyCenteredCircle = false }
      shape = shapes.next[s]
    }
    let isDynamic = bodies.type[index] == .dynamic
    var localCenter = Vector2.zero
    var inertia = 0.0
    if isDynamic && mass > 0 {
      localCenter = weighted / mass
      inertia = max(inertiaAboutOrigin - mass * localCenter.lengthSquared, 0)
    } else if isDynamic {
      mass = 1
    } else {
      mass = 0
    }
    if !isDynamic || bodies.fixedRotation[index] { inertia = 0 }
    if !isDynamic, bodies.firstShape[index] >= 0 {
      localCenter = .zero
    }
    // A lone circle's centre is the centre of mass whatever the body's angle.
    if onlyCenteredCircle {
      localCenter = shapes.localPoint[Int(bodies.firstShape[index])]
    }
    return (mass, inertia, localCenter, onlyCenteredCircle)
  }

  /// A body's inverse mass and inverse rotational inertia (0 for an infinite one), which its state
  /// holds while it is awake: worked out again when it wakes, rather than kept (16 bytes a body).
  func inverseMass(ofBody index: Int) -> (invMass: Double, invInertia: Double) {
    let (mass, inertia, _, _) = massProperties(ofBody: index)
    return (bodies.type[index] == .dynamic && mass > 0 ? 1 / mass : 0, inertia > 0 ? 1 / inertia : 0)
  }

  /// Recomputes a body's inverse mass and inertia (in its state, when awake), centre of mass,
  /// reach and bounds from its shapes.
  func updateMass(ofBody index: Int) {
    let (_, _, localCenter, onlyCenteredCircle) = massProperties(ofBody: index)
    let origin = bodies.origin(at: index)
    bodies.localCenter.set(localCenter, at: index)
    bodies.needsRotation[index] = localCenter != .zero || (!onlyCenteredCircle && bodies.shapeCount[index] > 0)
    bodies.setOrigin(origin, at: index)
    let rotation = Rotation(bodies.angle[index])
    bodies.rotation.set(rotation, at: index)
    bodies.center[index] = origin + rotation.apply(localCenter)
    if bodies.awake[index] {
      (bodies.state[index].invMass, bodies.state[index].invInertia) = inverseMass(ofBody: index)
    }
    staticShapes = nil
    var core = Double.greatestFiniteMagnitude
    var reach = 0.0
    var shape = bodies.firstShape[index]
    while shape >= 0 {
      let s = Int(shape)
      shapes.sweepRadius[s] = Float(sweepRadius(ofShape: s, about: localCenter))
      switch shapes.kind[s] {
      case .circle: core = min(core, shapes.radius[s])
      case .polygon: core = min(core, shapes.polygons[Int(shapes.polygon[s])].inradius)
      case .segment: core = 0
      }
      reach = max(reach, Double(shapes.sweepRadius[s]) + shapes.radius[s])
      shape = shapes.next[s]
    }
    bodies.coreRadius[index] = core == .greatestFiniteMagnitude ? 0 : Float(core)
    bodies.reach[index] = Float(reach)
    updateBounds(ofBody: index, dt: 0)
  }
}
