// MARK: - Shapes

extension World {
  /// Attaches a shape to a body; a dynamic body's mass is recomputed from its shapes' densities.
  ///
  /// The geometry and the definition are checked (see `InputCheck`): in release builds a
  /// non-finite radius is taken as 0, a non-finite point as the origin and a non-finite material
  /// value as its default; a negative radius or density as 0; values beyond the limit are clamped.
  public func createShape(on body: BodyID, _ geometry: Geometry, _ definition: ShapeDefinition) -> ShapeID {
    let geometry = geometry.checked()
    let definition = definition.checked()
    let bodyIndex = slot(body)
    let index = shapes.allocate()
    let i = Int(index)
    shapes.body[i] = Int32(bodyIndex)
    shapes.radius[i] = 0
    shapes.localPoint.set(.zero, at: i)
    shapes.polygon.set(-1, at: i)
    switch geometry {
    case .circle(let radius, let center):
      shapes.kind[i] = .circle
      shapes.radius[i] = max(radius, 0)
      shapes.localPoint.set(center, at: i)
    case .polygon(let polygon):
      shapes.kind[i] = .polygon
      shapes.polygon.set(shapes.store(polygon), at: i)
    case .segment(let a, let b):
      shapes.kind[i] = .segment
      let segment = a == b ? Polygon.segment(a, a + Vector2(1e-9, 0)) : Polygon.segment(a, b)
      shapes.polygon.set(shapes.store(segment), at: i)
    }
    shapes.density.set(definition.density, at: i)
    let (friction, restitution) = (Float(max(definition.friction, 0)), Float(max(definition.restitution, 0)))
    if shapes.slots.count == 1 && !shapes.friction.isStored && !shapes.restitution.isStored {
      // The first shape's material is the default: a world of one material stores none.
      shapes.friction.setDefault(friction)
      shapes.restitution.setDefault(restitution)
    }
    shapes.friction.set(friction, at: i)
    shapes.restitution.set(restitution, at: i)
    shapes.filter.set(definition.filter, at: i)
    shapes.isSensor[i] = definition.isSensor
    shapes.userData.set(definition.userData, at: i)
    shapes.next.set(bodies.firstShape[bodyIndex], at: i)
    bodies.firstShape[bodyIndex] = index
    bodies.shapeCount[bodyIndex] += 1
    updateMass(ofBody: bodyIndex)
    wakeBody(Int32(bodyIndex))
    return shapeID(index)
  }

  /// Removes a shape from its body (and its contacts, without end events); a stale handle is ignored.
  public func destroyShape(_ id: ShapeID) {
    guard isValid(id) else { return }
    let body = Int(shapes.body[Int(id.index)])
    wakeTouching(Int32(body))
    releaseShape(id.index)
    updateMass(ofBody: body)
    wakeBody(Int32(body))
  }

  /// Whether `id` names a live shape.
  public func isValid(_ id: ShapeID) -> Bool {
    id.world == number && shapes.slots.contains(id.index, generation: id.generation)
  }

  /// The slot of a live shape; traps on a stale handle.
  func slot(_ id: ShapeID) -> Int {
    precondition(isValid(id), "stale or foreign ShapeID \(id)")
    return Int(id.index)
  }

  /// The body a shape is attached to.
  public func body(of shape: ShapeID) -> BodyID {
    bodyID(shapes.body[slot(shape)])
  }

  /// The caller's value stored with the shape.
  public func userData(of id: ShapeID) -> Int { shapes.userData[slot(id)] }

  /// The shape's friction coefficient.
  public func friction(of id: ShapeID) -> Double { Double(shapes.friction[slot(id)]) }

  /// The shape's restitution.
  public func restitution(of id: ShapeID) -> Double { Double(shapes.restitution[slot(id)]) }

  /// The shape's density.
  public func density(of id: ShapeID) -> Double { shapes.density[slot(id)] }

  /// Changes any of the shape's friction, restitution and density; a new density recomputes the body's mass.
  ///
  /// Each is checked as `createShape` checks the definition; a rejected one is left as it was.
  public func setShapeProperties(
    friction: Double? = nil, restitution: Double? = nil, density: Double? = nil, of id: ShapeID
  ) {
    let index = slot(id)
    let call = "World.setShapeProperties(friction:restitution:density:of:)"
    let friction = friction.flatMap { InputCheck.checked($0, "friction", in: call) }
    let restitution = restitution.flatMap { InputCheck.checked($0, "restitution", in: call) }
    let density = density.flatMap { InputCheck.checked($0, "density", in: call, range: 0...InputCheck.limit) }
    if let friction { shapes.friction.set(Float(max(friction, 0)), at: index) }
    if let restitution { shapes.restitution.set(Float(max(restitution, 0)), at: index) }
    if let density, density != shapes.density[index] {
      shapes.density.set(density, at: index)
      updateMass(ofBody: Int(shapes.body[index]))
    }
  }

  /// Sets the shape's collision filter.
  public func setFilter(_ filter: CollisionFilter, of id: ShapeID) {
    let index = slot(id)
    shapes.filter.set(filter, at: index)
    wakeBody(shapes.body[index])
  }
}

// MARK: - Bookkeeping

extension World {
  /// Frees a shape slot: unlinks it from its body and drops its contacts.
  func releaseShape(_ index: Int32) {
    let i = Int(index)
    let body = Int(shapes.body[i])
    var previous: Int32 = -1
    var current = bodies.firstShape[body]
    while current >= 0 && current != index {
      previous = current
      current = shapes.next[Int(current)]
    }
    if previous < 0 {
      bodies.firstShape[body] = shapes.next[i]
    } else {
      shapes.next.set(shapes.next[i], at: Int(previous))
    }
    bodies.shapeCount[body] -= 1
    contacts.removeAll { $0.shapeA == index || $0.shapeB == index }
    staticShapes = nil
    if shapes.polygon[i] >= 0 { shapes.freePolygons.append(shapes.polygon[i]) }
    shapes.polygon.set(-1, at: i)
    shapes.slots.release(index)
  }

  /// A shape's mass, centroid (body-local) and inertia about its centroid, from its density.
  func massData(ofShape index: Int) -> MassData {
    let density = shapes.density[index]
    switch shapes.kind[index] {
    case .circle:
      let radius = shapes.radius[index]
      let mass = density * Double.pi * radius * radius
      return MassData(mass: mass, center: shapes.localPoint[index], inertia: 0.5 * mass * radius * radius)
    case .polygon:
      return shapes.polygons[Int(shapes.polygon[index])].massProperties(density: density)
    case .segment:
      return MassData(mass: 0, center: .zero, inertia: 0)
    }
  }

  /// How far a shape's points reach from `localCenter`, not counting a circle's own radius.
  func sweepRadius(ofShape index: Int, about localCenter: Vector2) -> Double {
    switch shapes.kind[index] {
    case .circle:
      return (shapes.localPoint[index] - localCenter).length
    case .polygon, .segment:
      return shapes.polygons[Int(shapes.polygon[index])].radius(about: localCenter)
    }
  }

  /// Recomputes the bounds of a body's shapes, grown by the distance it may travel in `dt`
  /// (up to the world's limit) and by `extra`.
  func updateBounds(ofBody index: Int, dt: Double, extra: Double = 0) {
    let transform = Transform(bodies.origin(at: index), bodies.rotation[index])
    let state = bodies.state[index]
    let slop = 4 * settings.linearSlop
    let limit = bodies.isBullet[index] ? Double.greatestFiniteMagnitude : settings.maximumBoundsMargin
    let linearMargin = state.v.length * dt
    let turn = abs(state.w) * dt
    let simple = !bodies.needsRotation[index]
    var shape = bodies.firstShape[index]
    while shape >= 0 {
      let s = Int(shape)
      let margin = slop + min(linearMargin + turn * Double(shapes.sweepRadius[s]), limit) + extra
      switch shapes.kind[s] {
      case .circle:
        let center = simple ? bodies.center[index] : transform.apply(shapes.localPoint[s])
        shapes.worldCenter[s] = center
        let r = shapes.radius[s] + margin
        shapes.bounds[s] = AABB(lower: Vector2(center.x - r, center.y - r), upper: Vector2(center.x + r, center.y + r))
      case .polygon, .segment:
        let polygon = shapes.polygons[Int(shapes.polygon[s])]
        var lower = Vector2(Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
        var upper = Vector2(-Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude)
        for vertex in polygon.vertices {
          let p = transform.apply(vertex)
          lower = Vector2(min(lower.x, p.x), min(lower.y, p.y))
          upper = Vector2(max(upper.x, p.x), max(upper.y, p.y))
        }
        shapes.bounds[s] = AABB(lower: lower, upper: upper).expanded(by: margin)
      }
      shape = shapes.next[s]
    }
  }
}
