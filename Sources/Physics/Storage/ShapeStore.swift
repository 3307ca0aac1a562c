/// Every shape's data in parallel arrays indexed by shape slot (structure of arrays).
struct ShapeStore {
  /// The geometry kind.
  var kind: ContiguousArray<ShapeKind> = []
  /// The owning body slot.
  var body: ContiguousArray<Int32> = []
  /// The next shape on the same body, or −1.
  var next = LazyColumn(Int32(-1))
  /// Circle radius (0 for other kinds). Double, unlike the other lengths here: in single, a sticker
  /// made touching the box's top wall and sent sideways was taken by continuous collision to hit
  /// the wall at once, every step, and stayed where it was made.
  var radius: ContiguousArray<Double> = []
  /// Circle centre in body coordinates.
  var localPoint = LazyColumn(Vector2.zero)
  /// Circle centre in world coordinates, refreshed each step.
  var worldCenter = PointColumn()
  /// The polygon slot for polygons and segments, or −1.
  var polygon = LazyColumn(Int32(-1))
  /// The furthest the shape reaches from its body's centre of mass (how far turning can move it).
  var sweepRadius: ContiguousArray<Float> = []
  /// Mass per area.
  var density = LazyColumn(ShapeDefinition().density)
  /// Coulomb friction (the first shape's is the default, see `World.createShape`).
  var friction = LazyColumn(Float(ShapeDefinition().friction))
  /// Restitution (the first shape's is the default).
  var restitution = LazyColumn(Float(ShapeDefinition().restitution))
  /// The collision filter.
  var filter = LazyColumn(CollisionFilter())
  /// Whether the shape is a sensor.
  var isSensor: ContiguousArray<Bool> = []
  /// Free for the caller.
  var userData = LazyColumn(0)
  /// The bounding box grown by the body's motion over the next step.
  var bounds: ContiguousArray<AABB> = []
  /// Polygons and segments, by polygon slot.
  var polygons: ContiguousArray<Polygon> = []
  /// Which slots hold a shape, their generations, the free slots.
  var slots = SlotPool()
  /// Free polygon slots.
  var freePolygons: [Int32] = []
  /// Whether a polygon that is not a segment was ever stored (only they make two-point manifolds).
  var everHeldPolygons = false

  /// Hands `visitor` every column but the slots', with the value a slot starts with: the one list of them.
  mutating func visitColumns(_ visitor: some StoreColumnVisitor) {
    visitor.visit(&kind, .circle)
    visitor.visit(&body, -1)
    visitor.visit(&next)
    visitor.visit(&radius, 0)
    visitor.visit(&localPoint)
    visitor.visit(&worldCenter.values, SinglePoint(.zero))
    visitor.visit(&polygon)
    visitor.visit(&sweepRadius, 0)
    visitor.visit(&density)
    visitor.visit(&friction)
    visitor.visit(&restitution)
    visitor.visit(&filter)
    visitor.visit(&isSensor, false)
    visitor.visit(&userData)
    visitor.visit(&bounds, AABB(lower: .zero, upper: .zero))
  }

  /// Makes room for `capacity` slots in every array at once.
  mutating func reserveCapacity(_ capacity: Int) {
    slots.reserveCapacity(capacity)
    visitColumns(ReserveColumns(capacity: capacity))
  }

  /// Takes a free slot (its columns as the last shape there left them) or appends one.
  mutating func allocate() -> Int32 {
    let (index, isNew) = slots.allocate()
    if isNew {
      visitColumns(GrowColumns())
    }
    return index
  }

  /// Stores `polygon` in a free polygon slot.
  mutating func store(_ polygon: Polygon) -> Int32 {
    everHeldPolygons = everHeldPolygons || polygon.vertices.count > 2
    if let slot = freePolygons.popLast() {
      polygons[Int(slot)] = polygon
      return slot
    }
    polygons.append(polygon)
    return Int32(polygons.count - 1)
  }
}
