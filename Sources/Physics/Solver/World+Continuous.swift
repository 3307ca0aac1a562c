// MARK: - Continuous collision

extension World {
  /// Stops fast circles and polygons at the first static shape their centre's path would cross
  /// within the step.
  ///
  /// Speculative contacts already stop what they see coming; this pass catches the rest (a body
  /// pushed by others, or one faster than its contact margin) by conservative advancement. A
  /// polygon sweeps the circle inscribed about its centroid: it stops when that circle touches,
  /// at most its corners' depth in, which the solver then pushes out.
  ///
  /// The times of impact are found in blocks on the step's threads (each reads only its own body
  /// and the static shapes), then the bodies are stopped in order.
  func continuousCollision(dt: Double) {
    let fast = stepContext.fastMoves
    guard !fast.isEmpty else { return }
    _ = staticShapeList()
    var earliest = ContiguousArray<Double>(repeating: 1, count: fast.count)
    earliest.withUnsafeMutableBufferPointer { earliest in
      let earliest = earliest
      forEachBlock(of: fast.count, grain: 256) { range in
        for index in range { earliest[index] = self.earliestImpact(ofBody: Int(fast[index])) }
      }
    }
    for index in 0..<fast.count {
      let body = Int(fast[index])
      let displacement = bodies.state[body].dp
      bodies.state[body].dp = .zero
      guard earliest[index] < 1 else { continue }
      bodies.center[body] = bodies.center[body] - (1 - earliest[index]) * displacement
      bodies.setOrigin(bodies.center[body] - bodies.rotation[body].apply(bodies.localCenter[body]), at: body)
      updateBounds(ofBody: body, dt: dt)
    }
    stepContext.fastMoves.removeAll(keepingCapacity: true)
  }

  /// The fraction of its step's displacement (its state's `dp`) body `body` can move before one
  /// of its circles or polygons touches a static shape (1 = none).
  func earliestImpact(ofBody body: Int) -> Double {
    let displacement = bodies.state[body].dp
    let start = bodies.center[body] - displacement
    var shape = bodies.firstShape[body]
    var earliest = 1.0
    while shape >= 0 {
      let s = Int(shape)
      if shapes.kind[s] != .segment && !shapes.isSensor[s] {
        earliest = min(earliest, timeOfImpact(shape: s, from: start, by: displacement))
      }
      shape = shapes.next[s]
    }
    return earliest
  }

  /// The fraction of `displacement` a circle or polygon shape can move before it touches a static
  /// shape (1 = none).
  func timeOfImpact(shape: Int, from start: Vector2, by displacement: Vector2) -> Double {
    let from: Vector2
    let radius: Double
    if shapes.kind[shape] == .circle {
      // The shape's centre was last placed when the step began, with the body at `start`.
      from = shapes.worldCenter[shape]
      radius = shapes.radius[shape]
    } else {
      let body = Int(shapes.body[shape])
      let polygon = shapes.polygons[Int(shapes.polygon[shape])]
      from = start + bodies.rotation[body].apply(polygon.centroid - bodies.localCenter[body])
      radius = polygon.inradius
    }
    let sweep = AABB(
      lower: Vector2(min(from.x, from.x + displacement.x), min(from.y, from.y + displacement.y)),
      upper: Vector2(max(from.x, from.x + displacement.x), max(from.y, from.y + displacement.y))
    ).expanded(by: radius)
    let distance = displacement.length
    guard distance > 0 else { return 1 }
    let target = settings.linearSlop
    var earliest = 1.0
    for other in staticShapeList() where shapes.bounds[Int(other)].overlaps(sweep) {
      let o = Int(other)
      guard shapes.filter[shape].shouldCollide(with: shapes.filter[o]), !shapes.isSensor[o] else { continue }
      let otherBody = Int(shapes.body[o])
      var t = 0.0
      for _ in 0..<30 {
        let center = from + t * displacement
        let gap: Double
        switch shapes.kind[o] {
        case .circle:
          gap = (center - shapes.worldCenter[o]).length - shapes.radius[o] - radius
        case .polygon, .segment:
          let manifold = collidePolygonAndCircle(
            shapes.polygons[Int(shapes.polygon[o])], transform(ofBody: otherBody), center: center, radius: radius,
            speculativeDistance: .greatestFiniteMagnitude)
          gap = manifold.pointCount > 0 ? manifold.point1.separation : .greatestFiniteMagnitude
        }
        if t == 0 && gap < target { break }  // already touching: the solver handles it
        if gap < target {
          earliest = min(earliest, t)
          break
        }
        t += (gap - 0.5 * target) / distance
        if t >= earliest { break }
      }
    }
    return earliest
  }

  /// The shapes of static bodies, rebuilt when shapes or body types change.
  func staticShapeList() -> ContiguousArray<Int32> {
    if let list = staticShapes { return list }
    var list: ContiguousArray<Int32> = []
    for index in 0..<shapes.slots.count where shapes.slots.alive[index] {
      if bodies.type[Int(shapes.body[index])] == .static { list.append(Int32(index)) }
    }
    staticShapes = list
    return list
  }
}
