// MARK: - Step

extension World {
  /// Advances the world by `dt` seconds (one fixed step, split into the definition's substeps).
  ///
  /// `dt` must be finite and within 0…1 s (checked, see `InputCheck`): 0 does nothing; a negative
  /// or non-finite `dt` is rejected and does nothing in release builds, one above 1 s is taken as
  /// 1 s. However large the gravity or the forces, a body moves at most twice the maximum linear
  /// speed times the substep in a substep, and its velocity is capped at that speed, so every
  /// position and velocity stays finite.
  public func step(by dt: Double) {
    guard let dt = InputCheck.checked(dt, "dt", in: "World.step(by:)", range: 0...1), dt > 0 else { return }
    let substeps = max(settings.substeps, 1)
    stepContext.team = workerTeam()
    runPhases(dt: dt, substeps: substeps)
    stepContext.team = nil
  }

  /// The phases of one step, in order.
  func runPhases(dt: Double, substeps: Int) {
    let h = dt / Double(substeps)
    collectAwakeBodies()
    noteDampingOrTorque()
    updateAwakeBounds(dt: dt)
    rebuildGrid()
    findContacts(dt: dt)
    prepareJoints(h: h)
    solve(substeps: substeps, h: h)
    finishContacts()
    let someRested = finalizeBodies(dt: dt)
    continuousCollision(dt: dt)
    if someRested { putRestedIslandsToSleep() }
    for body in stepContext.pendingWake { wakeBody(body) }
    stepContext.pendingWake.removeAllKeepingUsualRoom()
  }

  /// Rebuilds the broadphase and finds its pairs, on the step's threads in blocks of about 1 024
  /// shapes (inline for fewer), its sorts in a band of keys a thread.
  func rebuildGrid() {
    let blocks = stepContext.team == nil ? 1 : min(shapes.bounds.count * blockDivisor / 1024, 64)
    let bands = min(stepContext.team?.threadCount ?? 1, blocks)
    grid.rebuild(bounds: shapes.bounds, alive: shapes.slots.alive, blocks: blocks, bands: bands) { count, body in
      self.forEachBlock(of: count, grain: 1) { range in for block in range { body(block) } }
    }
  }

  /// Lists the awake bodies that move, in slot order.
  func collectAwakeBodies() {
    var list = stepContext.awakeBodies
    stepContext.awakeBodies = []
    let awake = bodies.awake
    // Room for every body, cut to the awake ones after.
    list.resize(to: awake.count, filler: 0)
    let found = list.withUnsafeMutableBufferPointer { list in
      awake.withUnsafeBufferPointer { awake in Self.write(indicesOfSet: awake, to: list.baseAddress) }
    }
    list.removeLast(list.count - found)
    stepContext.awakeBodies = list
  }

  /// Writes the indices of the set flags of `flags`, in order, to `list` (room for one an index);
  /// returns how many.
  ///
  /// Eight flags at a time where the eight are all set (eight indices in one store) or all clear
  /// (a pit awake or asleep); flag by flag elsewhere, each index written and kept by the count
  /// (no branch on the flag). Flag by flag throughout, the awake list took 9 instructions a body of
  /// the 10 000-ball pit, on the stepping thread alone.
  static func write(indicesOfSet flags: UnsafeBufferPointer<Bool>, to list: UnsafeMutablePointer<Int32>?) -> Int {
    guard let list, let base = UnsafeRawPointer(flags.baseAddress) else { return 0 }
    let allSet: UInt64 = 0x0101_0101_0101_0101
    let offsets = SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7)
    var found = 0
    var index = 0
    func writeOneByOne(_ range: Range<Int>) {
      for index in range {
        list[found] = Int32(truncatingIfNeeded: index)
        found &+= flags[index] ? 1 : 0
      }
    }
    while index &+ 8 <= flags.count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if word == allSet {
        UnsafeMutableRawPointer(list + found).storeBytes(
          of: offsets &+ Int32(truncatingIfNeeded: index), as: SIMD8<Int32>.self)
        found &+= 8
      } else if word != 0 {
        writeOneByOne(index..<index &+ 8)
      }
      index &+= 8
    }
    writeOneByOne(index..<flags.count)
    return found
  }

  /// Refreshes the bounds of every awake body's shapes for the coming step: a body that is one
  /// circle on its centre of mass inline, in blocks on the step's threads; the rest after, in
  /// order; then the static shapes', by how far the fastest body may go (see `growStaticBounds`).
  ///
  /// The blocks also clear each awake body's colour mask for the contact graph (see
  /// `ContactGraph.begin`: the colouring reads only the masks of the bodies the solver moves, all
  /// awake): cleared for every body on the stepping thread alone, the masks took 82 000 of the
  /// 10 000-ball pit's instructions a step there.
  func updateAwakeBounds(dt: Double) {
    let slop = 4 * settings.linearSlop
    let limit = settings.maximumBoundsMargin
    let body = bodies.unsafeHandle
    let shape = shapes.unsafeHandle
    let awake = stepContext.awakeBodies
    func isSimple(_ i: Int) -> Bool {
      !body.needsRotation[i] && body.shapeCount[i] == 1 && shape.kind[Int(body.firstShape[i])] == .circle
        && !body.isBullet[i]
    }
    let anySlow = RaisedFlag()
    let fastest = RaisedMaximum()
    stepContext.bodyScratch.fit(bodies.state.count)
    let masks = stepContext.bodyScratch.colourMasks
    shapes.bounds.withUnsafeMutableBufferPointer { bounds in
      shapes.worldCenter.withUnsafeWriter { worldCenters in
        let (bounds, worldCenters) = (bounds, worldCenters)
        let list = awake.unsafeBase
        forEachBlock(of: awake.count, grain: 1024) { range in
          var reach = 0.0
          defer { fastest.raise(to: reach) }
          for index in range {
            let i = Int(list[index])
            masks[i] = 0
            let state = body.state[i]
            reach = max(reach, (state.v.length + abs(state.w) * body.reach[i]) * dt)
            guard isSimple(i) else {
              anySlow.raise()
              continue
            }
            let first = Int(body.firstShape[i])
            let center = body.center[i]
            worldCenters[first] = center
            let r = shape.radius[first] + slop + min(state.v.length * dt, limit)
            bounds[first] = AABB(
              lower: Vector2(center.x - r, center.y - r), upper: Vector2(center.x + r, center.y + r))
          }
        }
      }
    }
    if anySlow.isRaised {
      for index in awake where !isSimple(Int(index)) { updateBounds(ofBody: Int(index), dt: dt) }
    }
    growStaticBounds(excess: max(fastest.value - limit, 0))
  }

  /// Grows static shapes' bounds by `excess`, how far the fastest body may travel in the step
  /// beyond its own capped margin, so every body still meets the walls it could reach.
  func growStaticBounds(excess: Double) {
    guard excess > 0 || staticBoundsExcess > 0 else { return }
    staticBoundsExcess = excess
    for shape in staticShapeList() {
      updateBounds(ofBody: Int(shapes.body[Int(shape)]), dt: 0, extra: excess)
    }
  }

  /// Runs the substeps: velocities, warm start, solve, positions (joints relax each substep,
  /// contacts of faces too, the others once at the end); then restitution. The contact passes
  /// go colour by colour (see `ContactGraph`), each colour's groups in parallel.
  ///
  /// Without joints, a substep's positions, the next one's velocities and its warm start take
  /// one pass over the bodies (two when faces relax between them): the contacts' warm start after
  /// the first substep is what they changed of each body's velocity in the substep before (the
  /// sum of their accumulated impulses), added body by body.
  func solve(substeps: Int, h: Double) {
    let contactHertz = min(settings.contactHertz, 0.25 / h)
    let softness = Softness(hertz: contactHertz, dampingRatio: settings.contactDampingRatio, h: h)
    let staticSoftness = Softness(hertz: 2 * contactHertz, dampingRatio: settings.contactDampingRatio, h: h)
    let inverseH = 1 / h
    let push = settings.contactPushMaximumSpeed
    let hasJoints = !joints.isEmpty
    buildContactGraph()
    let solveContacts = { (useBias: Bool) in
      self.forEachColour { groups, states in
        ContactSolver.solve(
          groups, states, inverseH: inverseH, softness: softness, staticSoftness: staticSoftness,
          maximumPushSpeed: push, useBias: useBias)
      }
    }
    let facesRelax = shapes.everHeldPolygons && stepContext.graph.mayHoldFaces
    var velocitiesReady = false
    for substep in 0..<substeps {
      // Velocities ready: updated and warm started body by body at the end of the substep before.
      if !velocitiesReady {
        integrateVelocities(h: h, remember: !hasJoints)
        if hasJoints { warmStartJoints() }
        forEachColour { groups, states in ContactSolver.warmStart(groups, states) }
      }
      velocitiesReady = false
      if hasJoints { solveJoints(h: h, useBias: true) }
      solveContacts(true)
      let last = substep == substeps - 1
      let relaxFaces = !last && facesRelax
      if !hasJoints && !last && !relaxFaces {
        integratePositionsAndNextVelocities(h: h)
        velocitiesReady = true
      } else {
        integratePositions(h: h)
      }
      if hasJoints { solveJoints(h: h, useBias: false) }
      if relaxFaces {
        forEachColour { groups, states in
          ContactSolver.relaxFaces(
            groups, states, inverseH: inverseH, softness: softness, staticSoftness: staticSoftness,
            maximumPushSpeed: push)
        }
        if !hasJoints {
          integrateNextVelocities(h: h)
          velocitiesReady = true
        }
      }
      // Every contact relaxes after the last substep: the push-out velocity of the earlier
      // substeps keeps working until then, and is taken out before the step ends.
      if last { solveContacts(false) }
    }
    let threshold = settings.restitutionThreshold
    forEachColour { groups, states in
      ContactSolver.applyRestitution(groups, states, threshold: threshold)
    }
  }

  /// The velocities kept for the warm start, for writing through (one slot a body, see `BodyScratch`, sized
  /// for the step by `updateAwakeBounds`).
  var rememberedVelocities: UnsafeMutablePointer<BodyVelocity> { stepContext.bodyScratch.velocities }

  /// Adds gravity, forces, damping and torque to the velocities of awake dynamic bodies, each
  /// capped at the maximum linear speed (see `VelocityUpdate`); `remember`: keeps each in
  /// the remembered velocities, the velocity before the contacts' warm start.
  func integrateVelocities(h: Double, remember: Bool) {
    let remembered = remember ? rememberedVelocities : nil
    forEachAwakeState(UpdateAndRemember(velocity: velocityUpdate(h: h), remembered: remembered))
  }

  /// The velocity update of a substep of `h` seconds (see `VelocityUpdate`).
  func velocityUpdate(h: Double) -> VelocityUpdate {
    let damping =
      stepContext.dampingOrTorque
      ? Damping(linear: bodies.linearDamping, angular: bodies.angularDamping, torque: bodies.torque) : nil
    return VelocityUpdate(
      h: Float(h), maximumSpeed: settings.maximumLinearSpeed, maximumSpeedSquared: Float(maximumSpeedSquared),
      types: bodies.type.unsafeBase, damping: damping)
  }

  /// Moves awake bodies by their velocities over one substep.
  ///
  /// The velocity already holds the substep's gravity and force, so half of that change is taken
  /// back: a body in free flight follows the exact parabola, and a dropped ball's energy is kept.
  func integratePositions(h: Double) {
    forEachAwakeState(move(h: h))
  }

  /// `integratePositions` for this substep, then the velocity update of `integrateVelocities` and
  /// the bodies' warm start for the next (see `integrateNextVelocities`), in one pass over the
  /// awake bodies (each body's arithmetic as in separate passes).
  func integratePositionsAndNextVelocities(h: Double) {
    integrateNextVelocities(h: h, move: move(h: h))
  }

  /// The velocity update of `integrateVelocities` for the next substep, each body after `move`
  /// (when given), and the next substep's warm start: to each body's velocity is added what the
  /// contacts changed of it since the remembered velocities were kept, which then keeps
  /// the updated velocity (see `MoveAndWarmStart`).
  func integrateNextVelocities(h: Double, move: Move? = nil) {
    forEachAwakeState(MoveAndWarmStart(move: move, velocity: velocityUpdate(h: h), remembered: rememberedVelocities))
  }

  /// The farthest a body moves in a substep of `h` seconds: twice what the maximum linear speed
  /// allows (as Box2D bounds the translation of a step), so that no gravity or force, however
  /// large, carries a body to an infinite position; the velocity itself stays within that speed.
  func maximumMove(h: Double) -> Double { 2 * settings.maximumLinearSpeed * h }

  /// The move of a substep of `h` seconds (see `Move`), in single precision, the bodies' state's.
  func move(h: Double) -> Move { Move(h: Float(h), halfH: Float(0.5 * h), maximumMove: Float(maximumMove(h: h))) }

  /// Notes whether any awake dynamic body has damping or a torque in this step.
  func noteDampingOrTorque() {
    let types = bodies.type
    let linearDampings = bodies.linearDamping
    let angularDampings = bodies.angularDamping
    var damped = false
    // No body was ever given a damping: nothing to look for.
    let anyDamping = linearDampings.isStored || angularDampings.isStored
    for body in anyDamping ? stepContext.awakeBodies : [] {
      let i = Int(body)
      if types[i] == .dynamic && (linearDampings[i] > 0 || angularDampings[i] > 0) {
        damped = true
        break
      }
    }
    stepContext.dampingOrTorque = damped || forcesApplied
  }

  /// The step's accelerations from gravity and forces (valid while no body is created or destroyed).
  var accelerationField: AccelerationField {
    AccelerationField(gravity: gravityVector, hasForces: forcesApplied, bodies: bodies.unsafeHandle)
  }

  /// Applies the step's motion to positions and angles, times each body's rest (`SleepTimer`) and
  /// clears forces: in blocks on the step's threads, each listing its bodies that moved far (for
  /// continuous collision, in slot order after); then, in order, those that turn get their
  /// rotation. Returns whether some body has rested long enough to sleep.
  func finalizeBodies(dt: Double) -> Bool {
    let coreRadius = bodies.coreRadius.singleReader
    let isBullet = bodies.isBullet.unsafeBase
    let needsRotation = bodies.needsRotation.unsafeBase
    let awake = stepContext.awakeBodies
    let fastFound = FoundSlots()
    let anyTurned = RaisedFlag()
    let rested = RaisedFlag()
    let sweeps = staticSweepTest
    // A fast body that may meet a static shape keeps its `dp` for continuous collision, which clears it.
    @inline(__always) func isFast(_ i: Int, _ state: BodyState) -> Bool {
      coreRadius[i] > 0 && (isBullet[i] || state.dp.lengthSquared > 0.25 * coreRadius[i] * coreRadius[i])
        && sweeps.mayMeetStatic(i, displacement: state.dp)
    }
    bodies.state.withUnsafeMutableBufferPointer { states in
      bodies.center.withUnsafeWriter { centers in
        bodies.angle.withUnsafeMutableBufferPointer { angles in
          bodies.sleepTime.withUnsafeMutableBufferPointer { sleepTimes in
            let (states, centers, angles) = (states, centers, angles)
            let timer = sleepTimer(dt: dt, times: sleepTimes)
            let list = awake.unsafeBase
            forEachBlock(of: awake.count, grain: 1024) { range in
              var fast: ContiguousArray<Int32> = []
              defer { fastFound.add(fast, from: range.lowerBound) }
              for index in range {
                let i = Int(list[index])
                let state = states[i]
                let center = centers[i] + state.dp
                centers[i] = center
                angles[i] += state.dw
                if isFast(i, state) { fast.append(Int32(i)) } else { states[i].dp = .zero }
                states[i].dw = 0
                if needsRotation[i] { anyTurned.raise() }
                if let timer, timer.time(i, state) { rested.raise() }
              }
            }
          }
        }
      }
    }
    fastFound.appendInBlockOrder(to: &stepContext.fastMoves)
    let turned = anyTurned.isRaised ? awake.filter { needsRotation[Int($0)] } : []
    for body in turned {
      let i = Int(body)
      let rotation = Rotation(bodies.angle[i])
      bodies.rotation.set(rotation, at: i)
      bodies.setOrigin(bodies.center[i] - rotation.apply(bodies.localCenter[i]), at: i)
    }
    if forcesApplied {
      for body in stepContext.awakeBodies {
        bodies.force.set(.zero, at: Int(body))
        bodies.torque.set(0, at: Int(body))
      }
      forcesApplied = false
    }
    return rested.isRaised
  }
}
