import Testing

@testable import Physics

/// What a ball and a contact cost in the stores, from the layout: the 100 000-ball pit's peak
/// memory is mostly 100 000 bodies and shapes and about 256 000 contacts, each with a solver row,
/// a bounce record and a group, so a byte more on any of these is 0.1–0.26 MB more for the user.
@Suite struct MemoryLayoutTests {
  /// Sums the bytes slot `slot` takes in every column a store holds (a lazy column only if it
  /// stores that slot).
  final class SlotBytes: StoreColumnVisitor {
    let slot: Int
    var bytes = 0

    init(slot: Int) { self.slot = slot }

    func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element) {
      bytes += MemoryLayout<Element>.stride
    }
    func visit<Element: Equatable>(_ column: inout LazyColumn<Element>) {
      if column.values.count > slot { bytes += MemoryLayout<Element>.stride }
    }
  }

  @Test func theSolversRecordsKeepTheirSingles() {
    // Velocities, motion in the step and inverse masses: 8 singles.
    #expect(MemoryLayout<BodyState>.stride == 32)
    // Linear and angular velocity: 3 singles.
    #expect(MemoryLayout<BodyVelocity>.stride == 12)
    // Two body slots, 10 singles of geometry and materials, 3 of impulses.
    #expect(MemoryLayout<ContactRow>.stride == 60)
    // A bounce record: its row's place and 2 singles (only for the rows that may bounce or begin).
    #expect(MemoryLayout<ContactBounce>.stride == 12)
    // A record a manifold point: two shape slots, 2 impulses, a feature and 3 flags in a byte
    // (a contact of two points takes two records).
    #expect(MemoryLayout<Contact>.stride == 20)
    #expect(MemoryLayout<AABB>.stride == 16)
    #expect(MemoryLayout<SinglePoint>.stride == 8)
  }

  @Test func aBallInAPitTakes124BytesOfTheStores() {
    let world = Scenes.boxWorld(side: 20, gravity: Vector2(0, 10))
    var last = BodyID(index: 0, generation: 0, world: 0)
    for i in 0..<50 { last = Scenes.ball(in: world, at: Vector2(2 + Double(i % 10), 2 + Double(i / 10))) }
    world.step(by: 1.0 / 60)
    let body = SlotBytes(slot: Int(last.index))
    world.bodies.visitColumns(body)
    let shape = SlotBytes(slot: Int(world.bodies.firstShape[Int(last.index)]))
    world.shapes.visitColumns(shape)
    // A slot's liveness and generation: 5 bytes in each pool.
    let slots = 2 * (MemoryLayout<Bool>.stride + MemoryLayout<UInt32>.stride)
    // Body: state 32, centre 8, angle 8, 3 singles (sleep time, core radius, reach), 2 slots of 4
    // (first shape, shape count), 4 flags. Shape: world centre 8, bounds 16, radius 8 (double: see
    // `ShapeStore.radius`), a single (sweep), a slot of 4 (body), kind and sensor flag 2. The
    // walls, made first, store their own shape links and polygons, and their material (the
    // balls') is the default: none of it is stored for a ball, nor a sleep ring or a fixed rotation.
    #expect(body.bytes == 72)
    #expect(shape.bytes == 42)
    #expect(body.bytes + shape.bytes + slots == 124)
  }
}
