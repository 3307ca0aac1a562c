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
  /// The times of impact are found in blocks on the step's threads, each reading only its own
  /// bodies and the static shapes, whose list the blocks share as a buffer (a copy of the array
  /// in each call retained and released its one buffer from both cores: 2.8 ms a step of block
  /// time against 0.6, 100 000 balls falling on two threads). A block clears the `dp` of the bodies
  /// that meet nothing; those that do are stopped after, in order.
  func continuousCollision(dt: Double) {
    let fast = stepContext.fastMoves
    guard !fast.isEmpty else { return }
    let statics = staticShapeList()
    var earliest = ContiguousArray<Double>(repeating: 1, count: fast.count)
    bodies.state.withUnsafeMutableBufferPointer { states in
      earliest.withUnsafeMutableBufferPointer { earliest in
        statics.withUnsafeBufferPointer { statics in
          let (states, earliest, statics) = (states, earliest, statics)
          forEachBlock(of: fast.count, grain: 256) { range in
            for index in range {
              let body = Int(fast[index])
              earliest[index] = self.earliestImpact(ofBody: body, displacement: states[body].dp, among: statics)
              if !(earliest[index] < 1) { states[body].dp = .zero }
            }
          }
        }
      }
    }
    for index in 0..<fast.count where earliest[index] < 1 {
      let body = Int(fast[index])
      let displacement = bodies.state[body].dp
      bodies.state[body].dp = .zero
      bodies.center[body] = bodies.center[body] - (1 - earliest[index]) * displacement
      bodies.setOrigin(bodies.center[body] - bodies.rotation[body].apply(bodies.localCenter[body]), at: body)
      updateBounds(ofBody: body, dt: dt)
    }
    // Emptied with room for as many, its buffer given back when more than twice that: the landing's
    // 100 000 fast moves were 0.4 MB of the 100 000-ball pit's peak, long after it.
    stepContext.fastMoves.resize(to: 0, room: stepContext.fastMoves.count, filler: 0)
  }

  /// The fraction of its step's `displacement` body `body` can move before one of its circles or
  /// polygons touches one of the static shapes `statics` (1 = none).
  func earliestImpact(ofBody body: Int, displacement: Vector2, among statics: UnsafeBufferPointer<Int32>) -> Double {
    let start = bodies.center[body] - displacement
    var shape = bodies.firstShape[body]
    var earliest = 1.0
    while shape >= 0 {
      let s = Int(shape)
      if shapes.kind[s] != .segment && !shapes.isSensor[s] {
        earliest = min(earliest, timeOfImpact(shape: s, from: start, by: displacement, among: statics))
      }
      shape = shapes.next[s]
    }
    return earliest
  }

  /// The fraction of `displacement` a circle or polygon shape can move before it touches one of
  /// the static shapes `statics` (1 = none).
  func timeOfImpact(
    shape: Int, from start: Vector2, by displacement: Vector2, among statics: UnsafeBufferPointer<Int32>
  ) -> Double {
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
    for other in statics where shapes.bounds[Int(other)].overlaps(sweep) {
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
