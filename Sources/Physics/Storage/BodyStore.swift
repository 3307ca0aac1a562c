/// Every body's data in parallel arrays indexed by body slot (structure of arrays).
struct BodyStore {
  /// Hot solver data.
  var state: ContiguousArray<BodyState> = []
  /// The body origin in world coordinates, for bodies that need their rotation: for the rest it is
  /// the centre of mass (see `origin(at:)`), so a pit of balls stores none.
  var storedOrigin = LazyColumn(Vector2.zero)
  /// The centre of mass in world coordinates.
  var center = PointColumn()
  /// The centre of mass relative to the origin, in body coordinates (zero for a ball).
  var localCenter = LazyColumn(Vector2.zero)
  /// The angle in radians.
  var angle: ContiguousArray<Double> = []
  /// The rotation of `angle`, kept current for bodies whose shapes need it (the identity for
  /// the rest, unless set: a pit of balls stores none).
  var rotation = LazyColumn(Rotation.identity)
  /// Whether collision needs the rotation (any shape off the centre of mass or not a circle).
  var needsRotation: ContiguousArray<Bool> = []
  /// How the body moves.
  var type: ContiguousArray<BodyType> = []
  /// Accumulated force for the next step.
  var force = LazyColumn(Vector2.zero)
  /// Accumulated torque for the next step.
  var torque = LazyColumn(0.0)
  /// Linear damping per second.
  var linearDamping = LazyColumn(0.0)
  /// Angular damping per second.
  var angularDamping = LazyColumn(0.0)
  /// Gravity factor.
  var gravityScale = LazyColumn(1.0)
  /// Whether rotation is locked.
  var fixedRotation = LazyColumn(false)
  /// Whether the body asked for continuous collision.
  var isBullet: ContiguousArray<Bool> = []
  /// Free for the caller.
  var userData = LazyColumn(0)
  /// Whether the body is simulated this step.
  var awake: ContiguousArray<Bool> = []
  /// Seconds the body has been slow enough to sleep.
  var sleepTime: ContiguousArray<Float> = []
  /// The next body in the same sleeping island (a ring), or −1.
  var sleepNext = LazyColumn(Int32(-1))
  /// The smallest circle radius among the body's shapes (how far it may move per step without care).
  var coreRadius: ContiguousArray<Float> = []
  /// How far the body's shapes reach from its centre of mass.
  var reach: ContiguousArray<Float> = []
  /// The first shape on the body, or −1.
  var firstShape: ContiguousArray<Int32> = []
  /// How many shapes the body has.
  var shapeCount: ContiguousArray<Int32> = []
  /// Which slots hold a body, their generations, the free slots.
  var slots = SlotPool()

  /// Hands `visitor` every column but the slots', with the value a slot starts with: the one list of them.
  mutating func visitColumns(_ visitor: some StoreColumnVisitor) {
    visitor.visit(&state, BodyState())
    visitor.visit(&storedOrigin)
    visitor.visit(&center.values, SinglePoint(.zero))
    visitor.visit(&localCenter)
    visitor.visit(&angle, 0)
    visitor.visit(&rotation)
    visitor.visit(&needsRotation, false)
    visitor.visit(&type, .static)
    visitor.visit(&force)
    visitor.visit(&torque)
    visitor.visit(&linearDamping)
    visitor.visit(&angularDamping)
    visitor.visit(&gravityScale)
    visitor.visit(&fixedRotation)
    visitor.visit(&isBullet, false)
    visitor.visit(&userData)
    visitor.visit(&awake, false)
    visitor.visit(&sleepTime, 0)
    visitor.visit(&sleepNext)
    visitor.visit(&coreRadius, 0)
    visitor.visit(&reach, 0)
    visitor.visit(&firstShape, -1)
    visitor.visit(&shapeCount, 0)
  }

  /// Makes room for `capacity` slots in every array at once.
  mutating func reserveCapacity(_ capacity: Int) {
    slots.reserveCapacity(capacity)
    visitColumns(ReserveColumns(capacity: capacity))
  }

  /// Takes a free slot or appends one, and fills it from `definition` (the rest as a new slot starts).
  mutating func allocate(_ definition: BodyDefinition) -> Int32 {
    let (index, isNew) = slots.allocate()
    let i = Int(index)
    if isNew {
      visitColumns(GrowColumns())
    } else {
      visitColumns(ResetColumns(index: i))
    }
    type[i] = definition.type
    center[i] = definition.position
    angle[i] = definition.angle
    rotation.set(Rotation(definition.angle), at: i)
    if definition.type != .static {
      state[i].v = definition.linearVelocity
      state[i].w = definition.fixedRotation ? 0 : definition.angularVelocity
    }
    linearDamping.set(definition.linearDamping, at: i)
    angularDamping.set(definition.angularDamping, at: i)
    gravityScale.set(definition.gravityScale, at: i)
    fixedRotation.set(definition.fixedRotation, at: i)
    isBullet[i] = definition.isBullet
    userData.set(definition.userData, at: i)
    awake[i] = definition.type != .static && definition.isAwake
    return index
  }

  /// The origin of body `i` in world coordinates (inlined: called on the world's store, it copied the store's
  /// 392 bytes of columns to read one body).
  @inline(__always) func origin(at i: Int) -> Vector2 { needsRotation[i] ? storedOrigin[i] : center[i] }

  /// Sets the origin of body `i`, which is its centre of mass unless it needs its rotation.
  mutating func setOrigin(_ origin: Vector2, at i: Int) {
    if needsRotation[i] { storedOrigin.set(origin, at: i) }
  }

  /// Frees slot `index`.
  mutating func release(_ index: Int32) {
    let i = Int(index)
    awake[i] = false
    state[i] = BodyState()
    slots.release(index)
  }
}
