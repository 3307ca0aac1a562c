import Testing

@testable import Physics

/// What a ball and a contact cost in the stores, from the layout: the 100 000-ball pit's peak
/// memory is mostly 100 000 bodies and shapes and about 256 000 contacts, each with a solver row,
/// a bounce record and a group, so a byte more on any of these is 0.1–0.26 MB more for the user.
@Suite struct MemoryLayoutTests {
  /// Sums the bytes a slot takes in every column a store holds (a lazy column only once stored).
  final class SlotBytes: StoreColumnVisitor {
    var bytes = 0

    func visit<Element>(_ column: inout ContiguousArray<Element>, _ initial: Element) {
      bytes += MemoryLayout<Element>.stride
    }
    func visit<Element: Equatable>(_ column: inout LazyColumn<Element>) {
      if column.isStored { bytes += MemoryLayout<Element>.stride }
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
    // Where a group's rows start, block and row in one word (their end is the next group's start).
    #expect(MemoryLayout<ContactGroup>.stride == 4)
    // Two shape slots, 4 impulses, 2 features and 3 flags.
    #expect(MemoryLayout<Contact>.stride == 32)
    #expect(MemoryLayout<AABB>.stride == 16)
    #expect(MemoryLayout<SinglePoint>.stride == 8)
  }

  @Test func aBallInAPitTakes145BytesOfTheStores() {
    let world = Scenes.boxWorld(side: 20, gravity: Vector2(0, 10))
    for i in 0..<50 { Scenes.ball(in: world, at: Vector2(2 + Double(i % 10), 2 + Double(i / 10))) }
    world.step(by: 1.0 / 60)
    let body = SlotBytes()
    world.bodies.visitColumns(body)
    let shape = SlotBytes()
    world.shapes.visitColumns(shape)
    // A slot's liveness and generation: 5 bytes in each pool.
    let slots = 2 * (MemoryLayout<Bool>.stride + MemoryLayout<UInt32>.stride)
    // Body: state 32, centre 8, angle 8, 3 singles (sleep time, core radius, reach) and 3 slots of
    // 4 (sleep ring, first shape, shape count) 24, 5 flags. Shape: world centre 8, bounds 16,
    // radius 8 (double: see `ShapeStore.radius`), 3 singles (sweep, friction, restitution) 12,
    // 3 slots of 4, kind and sensor flag 2.
    #expect(body.bytes == 77)
    #expect(shape.bytes == 58)
    #expect(body.bytes + shape.bytes + slots == 145)
  }
}
