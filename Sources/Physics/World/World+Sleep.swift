// MARK: - Sleeping

extension World {
  /// The sleep timer of the step's awake bodies, nil when sleep is off (see `SleepTimer`).
  func sleepTimer(dt: Double, times: UnsafeMutableBufferPointer<Float>) -> SleepTimer? {
    guard settings.enableSleep else { return nil }
    let tolerance = max(settings.sleepSpeed, gravityVector.length * dt)
    return SleepTimer(
      toleranceSquared: tolerance * tolerance, dt: dt, timeToSleep: settings.timeToSleep,
      reach: bodies.reach.singleReader, times: times)
  }

  /// Puts the islands whose bodies all rested long enough to sleep (once the step's sleep timer,
  /// `SleepTimer`, found a body that did).
  ///
  /// Islands are the awake dynamic bodies linked by touching contacts and joints (static and
  /// kinematic bodies do not link), found with union–find in slot order.
  func putRestedIslandsToSleep() {
    // Bodies touching a moving kinematic body stay awake.
    for contact in contacts where contact.touching {
      let a = Int(shapes.body[Int(contact.shapeA)])
      let b = Int(shapes.body[Int(contact.shapeB)])
      if bodies.type[a] == .kinematic && bodies.sleepTime[a] == 0 { bodies.sleepTime[b] = 0 }
      if bodies.type[b] == .kinematic && bodies.sleepTime[b] == 0 { bodies.sleepTime[a] = 0 }
    }
    let count = bodies.slots.count
    var parent = ContiguousArray<Int32>(0..<Int32(count))
    func find(_ x: Int32) -> Int32 {
      var x = x
      while parent[Int(x)] != x {
        parent[Int(x)] = parent[Int(parent[Int(x)])]
        x = parent[Int(x)]
      }
      return x
    }
    func union(_ a: Int32, _ b: Int32) {
      let ra = find(a)
      let rb = find(b)
      if ra < rb { parent[Int(rb)] = ra } else if rb < ra { parent[Int(ra)] = rb }
    }
    func links(_ body: Int32) -> Bool { bodies.awake[Int(body)] && bodies.type[Int(body)] == .dynamic }
    for contact in contacts where contact.touching {
      let bodyA = shapes.body[Int(contact.shapeA)]
      let bodyB = shapes.body[Int(contact.shapeB)]
      if links(bodyA) && links(bodyB) { union(bodyA, bodyB) }
    }
    for index in joints.indices where joints.isAlive(index) && links(joints[index].bodyA) && links(joints[index].bodyB)
    {
      union(joints[index].bodyA, joints[index].bodyB)
    }
    // The shortest rest in each island, then the islands that may sleep.
    var shortest = ContiguousArray<Double>(repeating: .greatestFiniteMagnitude, count: count)
    for body in stepContext.awakeBodies {
      let root = Int(find(body))
      shortest[root] = min(shortest[root], Double(bodies.sleepTime[Int(body)]))
    }
    var members = ContiguousArray<[Int32]>(repeating: [], count: count)
    for body in stepContext.awakeBodies {
      let root = Int(find(body))
      if shortest[root] >= settings.timeToSleep { members[root].append(body) }
    }
    for island in members where !island.isEmpty { putToSleep(island) }
  }
}

/// Times how long each awake body has rested, body by body where the step's motion is applied
/// (see `World.finalizeBodies`: its own pass read every awake body's state again, 0.6% of the
/// 10 000-ball pit's instructions, and was one more job for the step's threads).
///
/// A body rests while it (and its rim, turning) is slower than the sleep speed or than the speed
/// gravity adds in one step, whichever is more (Chipmunk's idle speed): slower than that, a body
/// in a pile only trembles from step to step (the solver's residue), it does not go anywhere.
struct SleepTimer {
  /// The square of the speed below which a body rests.
  let toleranceSquared: Double
  /// The step.
  let dt: Double
  /// How long a body rests before it may sleep.
  let timeToSleep: Double
  /// How far each body's shapes reach from its centre of mass.
  let reach: SingleReader
  /// Each body's time at rest, written through.
  let times: UnsafeMutableBufferPointer<Float>

  /// Times body `i`, of state `state` after the step's velocities: whether it has rested long enough to sleep.
  @inline(__always)
  func time(_ i: Int, _ state: BodyState) -> Bool {
    let rim = state.w * reach[i]
    if state.v.lengthSquared > toleranceSquared || rim * rim > toleranceSquared {
      times[i] = 0
      return false
    }
    times[i] = Float(Double(times[i]) + dt)
    return Double(times[i]) >= timeToSleep
  }
}
