// MARK: - Sleeping

extension World {
  /// Times how long each awake body has rested (in blocks on the step's threads) and puts islands
  /// that all rested long enough to sleep.
  ///
  /// A body rests while it (and its rim, turning) is slower than the sleep speed or than the speed
  /// gravity adds in one step, whichever is more (Chipmunk's idle speed): slower than that, a body
  /// in a pile only trembles from step to step (the solver's residue), it does not go anywhere.
  ///
  /// Islands are the awake dynamic bodies linked by touching contacts and joints (static and
  /// kinematic bodies do not link), found with union–find in slot order.
  func updateSleep(dt: Double) {
    guard settings.enableSleep else { return }
    let tolerance = max(settings.sleepSpeed, gravityVector.length * dt)
    let ready = RaisedFlag()
    let body = bodies.unsafeHandle
    let timeToSleep = settings.timeToSleep
    let awake = stepContext.awakeBodies
    bodies.sleepTime.withUnsafeMutableBufferPointer { sleepTimes in
      let (sleepTimes, list) = (sleepTimes, awake.unsafeBase)
      forEachBlock(of: awake.count, grain: 1024) { range in
        for index in range {
          let i = Int(list[index])
          let state = body.state[i]
          let rim = state.w * body.reach[i]
          if state.v.lengthSquared > tolerance * tolerance || rim * rim > tolerance * tolerance {
            sleepTimes[i] = 0
          } else {
            sleepTimes[i] = Float(Double(sleepTimes[i]) + dt)
            if Double(sleepTimes[i]) >= timeToSleep { ready.raise() }
          }
        }
      }
    }
    guard ready.isRaised else { return }
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
