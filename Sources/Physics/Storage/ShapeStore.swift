/// Every shape's data in parallel arrays indexed by shape slot (structure of arrays).
struct ShapeStore {
  /// The geometry kind.
  var kind: ContiguousArray<ShapeKind> = []
  /// The owning body slot.
  var body: ContiguousArray<Int32> = []
  /// The next shape on the same body, or −1.
  var next: ContiguousArray<Int32> = []
  /// Circle radius (0 for other kinds).
  var radius: ContiguousArray<Double> = []
  /// Circle centre in body coordinates.
  var localPoint = LazyColumn(Vector2.zero)
  /// Circle centre in world coordinates, refreshed each step.
  var worldCenter: ContiguousArray<Vector2> = []
  /// The polygon slot for polygons and segments, or −1.
  var polygon: ContiguousArray<Int32> = []
  /// The furthest the shape reaches from its body's centre of mass (how far turning can move it).
  var sweepRadius: ContiguousArray<Double> = []
  /// Mass per area.
  var density: ContiguousArray<Double> = []
  /// Coulomb friction.
  var friction: ContiguousArray<Double> = []
  /// Restitution.
  var restitution: ContiguousArray<Double> = []
  /// The collision filter.
  var filter: ContiguousArray<CollisionFilter> = []
  /// Whether the shape is a sensor.
  var isSensor: ContiguousArray<Bool> = []
  /// Free for the caller.
  var userData = LazyColumn(0)
  /// The bounding box grown by the body's motion over the next step.
  var bounds: ContiguousArray<AABB> = []
  /// The slot's generation, bumped on every create and destroy.
  var generation: ContiguousArray<UInt32> = []
  /// Whether the slot holds a shape.
  var alive: ContiguousArray<Bool> = []
  /// Polygons and segments, by polygon slot.
  var polygons: ContiguousArray<Polygon> = []
  /// Free shape slots.
  var free: [Int32] = []
  /// Free polygon slots.
  var freePolygons: [Int32] = []

  /// Makes room for `capacity` slots in every array at once.
  mutating func reserveCapacity(_ capacity: Int) {
    kind.reserveCapacity(capacity)
    body.reserveCapacity(capacity)
    next.reserveCapacity(capacity)
    radius.reserveCapacity(capacity)
    worldCenter.reserveCapacity(capacity)
    polygon.reserveCapacity(capacity)
    sweepRadius.reserveCapacity(capacity)
    density.reserveCapacity(capacity)
    friction.reserveCapacity(capacity)
    restitution.reserveCapacity(capacity)
    filter.reserveCapacity(capacity)
    isSensor.reserveCapacity(capacity)
    bounds.reserveCapacity(capacity)
    generation.reserveCapacity(capacity)
    alive.reserveCapacity(capacity)
  }

  /// Takes a free slot or appends one.
  mutating func allocate() -> Int32 {
    if let slot = free.popLast() { return slot }
    let index = Int32(kind.count)
    kind.append(.circle)
    body.append(-1)
    next.append(-1)
    radius.append(0)
    worldCenter.append(.zero)
    polygon.append(-1)
    sweepRadius.append(0)
    density.append(0)
    friction.append(0)
    restitution.append(0)
    filter.append(CollisionFilter())
    isSensor.append(false)
    bounds.append(AABB(lower: .zero, upper: .zero))
    generation.append(0)
    alive.append(false)
    userData.follow(slotCount: alive.count)
    localPoint.follow(slotCount: alive.count)
    return index
  }

  /// Stores `polygon` in a free polygon slot.
  mutating func store(_ polygon: Polygon) -> Int32 {
    if let slot = freePolygons.popLast() {
      polygons[Int(slot)] = polygon
      return slot
    }
    polygons.append(polygon)
    return Int32(polygons.count - 1)
  }
}
