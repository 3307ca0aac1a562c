/// Every body's data in parallel arrays indexed by body slot (structure of arrays).
struct BodyStore {
  /// Hot solver data.
  var state: ContiguousArray<BodyState> = []
  /// The body origin in world coordinates.
  var origin: ContiguousArray<Vector2> = []
  /// The centre of mass in world coordinates.
  var center: ContiguousArray<Vector2> = []
  /// The centre of mass relative to the origin, in body coordinates.
  var localCenter: ContiguousArray<Vector2> = []
  /// The angle in radians.
  var angle: ContiguousArray<Double> = []
  /// The rotation of `angle`, kept current for bodies whose shapes need it.
  var rotation: ContiguousArray<Rotation> = []
  /// Whether collision needs the rotation (any shape off the centre of mass or not a circle).
  var needsRotation: ContiguousArray<Bool> = []
  /// The slot's generation, bumped on every create and destroy.
  var generation: ContiguousArray<UInt32> = []
  /// Whether the slot holds a body.
  var alive: ContiguousArray<Bool> = []
  /// How the body moves.
  var type: ContiguousArray<BodyType> = []
  /// The mass (0 unless dynamic).
  var mass: ContiguousArray<Double> = []
  /// The rotational inertia about the centre of mass.
  var inertia: ContiguousArray<Double> = []
  /// Inverse mass when awake.
  var invMass: ContiguousArray<Double> = []
  /// Inverse inertia when awake.
  var invInertia: ContiguousArray<Double> = []
  /// Accumulated force for the next step.
  var force = LazyColumn(Vector2.zero)
  /// Accumulated torque for the next step.
  var torque = LazyColumn(0.0)
  /// Linear damping per second.
  var linearDamping = LazyColumn(0.0)
  /// Angular damping per second.
  var angularDamping = LazyColumn(0.0)
  /// Gravity factor.
  var gravityScale: ContiguousArray<Double> = []
  /// Whether rotation is locked.
  var fixedRotation: ContiguousArray<Bool> = []
  /// Whether the body asked for continuous collision.
  var isBullet: ContiguousArray<Bool> = []
  /// Free for the caller.
  var userData = LazyColumn(0)
  /// Whether the body is simulated this step.
  var awake: ContiguousArray<Bool> = []
  /// Seconds the body has been slow enough to sleep.
  var sleepTime: ContiguousArray<Double> = []
  /// The next body in the same sleeping island (a ring), or −1.
  var sleepNext: ContiguousArray<Int32> = []
  /// The smallest circle radius among the body's shapes (how far it may move per step without care).
  var coreRadius: ContiguousArray<Double> = []
  /// How far the body's shapes reach from its centre of mass.
  var reach: ContiguousArray<Double> = []
  /// The first shape on the body, or −1.
  var firstShape: ContiguousArray<Int32> = []
  /// How many shapes the body has.
  var shapeCount: ContiguousArray<Int32> = []
  /// Free slots.
  var free: [Int32] = []

  /// The number of live bodies.
  var liveCount = 0

  /// Makes room for `capacity` slots in every array at once.
  mutating func reserveCapacity(_ capacity: Int) {
    state.reserveCapacity(capacity)
    origin.reserveCapacity(capacity)
    center.reserveCapacity(capacity)
    localCenter.reserveCapacity(capacity)
    angle.reserveCapacity(capacity)
    rotation.reserveCapacity(capacity)
    needsRotation.reserveCapacity(capacity)
    generation.reserveCapacity(capacity)
    alive.reserveCapacity(capacity)
    type.reserveCapacity(capacity)
    mass.reserveCapacity(capacity)
    inertia.reserveCapacity(capacity)
    invMass.reserveCapacity(capacity)
    invInertia.reserveCapacity(capacity)
    gravityScale.reserveCapacity(capacity)
    fixedRotation.reserveCapacity(capacity)
    isBullet.reserveCapacity(capacity)
    awake.reserveCapacity(capacity)
    sleepTime.reserveCapacity(capacity)
    sleepNext.reserveCapacity(capacity)
    coreRadius.reserveCapacity(capacity)
    reach.reserveCapacity(capacity)
    firstShape.reserveCapacity(capacity)
    shapeCount.reserveCapacity(capacity)
  }

  /// Takes a free slot or appends one, and fills it from `definition`.
  mutating func allocate(_ definition: BodyDefinition) -> Int32 {
    let index: Int32
    if let slot = free.popLast() {
      index = slot
    } else {
      index = Int32(state.count)
      state.append(BodyState())
      origin.append(.zero)
      center.append(.zero)
      localCenter.append(.zero)
      angle.append(0)
      rotation.append(.identity)
      needsRotation.append(false)
      generation.append(0)
      alive.append(false)
      type.append(.static)
      mass.append(0)
      inertia.append(0)
      invMass.append(0)
      invInertia.append(0)
      gravityScale.append(1)
      fixedRotation.append(false)
      isBullet.append(false)
      awake.append(false)
      sleepTime.append(0)
      sleepNext.append(-1)
      coreRadius.append(0)
      reach.append(0)
      firstShape.append(-1)
      shapeCount.append(0)
      let slots = state.count
      force.follow(slotCount: slots)
      torque.follow(slotCount: slots)
      linearDamping.follow(slotCount: slots)
      angularDamping.follow(slotCount: slots)
      userData.follow(slotCount: slots)
    }
    let slots = state.count
    let i = Int(index)
    generation[i] &+= 1
    alive[i] = true
    liveCount += 1
    type[i] = definition.type
    origin[i] = definition.position
    center[i] = definition.position
    localCenter[i] = .zero
    angle[i] = definition.angle
    rotation[i] = Rotation(definition.angle)
    needsRotation[i] = false
    var bodyState = BodyState()
    if definition.type != .static {
      bodyState.v = definition.linearVelocity
      bodyState.w = definition.fixedRotation ? 0 : definition.angularVelocity
    }
    state[i] = bodyState
    mass[i] = 0
    inertia[i] = 0
    invMass[i] = 0
    invInertia[i] = 0
    force.set(.zero, at: i, slotCount: slots)
    torque.set(0, at: i, slotCount: slots)
    linearDamping.set(definition.linearDamping, at: i, slotCount: slots)
    angularDamping.set(definition.angularDamping, at: i, slotCount: slots)
    gravityScale[i] = definition.gravityScale
    fixedRotation[i] = definition.fixedRotation
    isBullet[i] = definition.isBullet
    userData.set(definition.userData, at: i, slotCount: slots)
    awake[i] = definition.type != .static && definition.isAwake
    sleepTime[i] = 0
    sleepNext[i] = -1
    coreRadius[i] = 0
    reach[i] = 0
    firstShape[i] = -1
    shapeCount[i] = 0
    return index
  }

  /// Frees slot `index`.
  mutating func release(_ index: Int32) {
    let i = Int(index)
    alive[i] = false
    awake[i] = false
    state[i] = BodyState()
    generation[i] &+= 1
    liveCount -= 1
    free.append(index)
  }
}
