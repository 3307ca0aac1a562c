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
    let sweep = Self.sweep(from: from, by: displacement, radius: radius)
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

  /// The box a circle of `radius` at `from` sweeps when it moves by `displacement`.
  @inline(__always)
  static func sweep(from: Vector2, by displacement: Vector2, radius: Double) -> AABB {
    AABB(
      lower: Vector2(min(from.x, from.x + displacement.x), min(from.y, from.y + displacement.y)),
      upper: Vector2(max(from.x, from.x + displacement.x), max(from.y, from.y + displacement.y))
    ).expanded(by: radius)
  }

  /// Continuous collision's first test for the step (see `StaticSweepTest`).
  var staticSweepTest: StaticSweepTest {
    let statics = staticShapeList()
    var bounds = ContiguousArray<AABB>()
    bounds.reserveCapacity(statics.count)
    for shape in statics { bounds.append(shapes.bounds[Int(shape)]) }
    return StaticSweepTest(
      staticBounds: bounds, shapeCount: bodies.shapeCount.unsafeBase, firstShape: bodies.firstShape.unsafeBase,
      shape: shapes.unsafeHandle)
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

/// Continuous collision's first test, made where the step's motion is applied (see
/// `World.finalizeBodies`): whether the box that a body made of one circle sweeps in the step
/// overlaps the bounds of a static shape, which `World.timeOfImpact` asks of each static shape
/// before anything else. A body whose sweep overlaps none would be found to meet nothing, so its
/// move is not tested again (most of a falling pit's fast balls, far from its walls: the test in
/// its own pass read a dozen columns of every such ball again, 10% of the 100 000-ball step).
struct StaticSweepTest {
  /// The static shapes' bounds, in `World.staticShapeList`'s order.
  let staticBounds: ContiguousArray<AABB>
  /// How many shapes each body has.
  let shapeCount: UnsafePointer<Int32>
  /// Each body's first shape.
  let firstShape: UnsafePointer<Int32>
  /// The shapes' columns.
  let shape: ShapeStore.UnsafeHandle

  /// Whether body `body`'s move by `displacement` over the step may meet a static shape: true
  /// unless the body is one circle whose sweep overlaps no static shape's bounds.
  func mayMeetStatic(_ body: Int, displacement: Vector2) -> Bool {
    guard shapeCount[body] == 1 else { return true }
    let circle = Int(firstShape[body])
    guard shape.kind[circle] == .circle else { return true }
    let sweep = World.sweep(from: shape.worldCenter[circle], by: displacement, radius: shape.radius[circle])
    for bounds in staticBounds where bounds.overlaps(sweep) { return true }
    return false
  }
}
