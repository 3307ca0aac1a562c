import Testing

@testable import Physics

/// How a step's contact lists are stored: a settling pile's lists are made once with room for it,
/// not grown by copying as its contacts rise, and its contacts are rewritten in place (a copy leaves the old buffer's pages in the peak
/// memory: 39 MB of the 100 000-ball pit's), and end events still come out in key order.
@Suite struct ContactStorageTests {
  /// 600 balls on a loose grid in a box, falling: their contacts rise from a few to many.
  static func fallingPile() -> World {
    let world = Scenes.boxWorld(side: 40, gravity: Vector2(0, -10))
    for i in 0..<600 {
      Scenes.ball(in: world, at: Vector2(1 + Double(i % 30) * 1.2, 1 + Double(i / 30) * 1.2))
    }
    return world
  }

  /// Where `list`'s elements are.
  static func address<Element>(of list: ContiguousArray<Element>) -> Int {
    list.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
  }

  @Test func aSettlingPilesContactListsAreNeverCopiedToGrow() {
    let world = Self.fallingPile()
    world.step(by: 1.0 / 60)
    let firstCount = world.contactCount
    let block = world.stepContext.contactBlocks[0]
    let segment = world.contacts.segments[0]
    let contacts = segment.base
    let rows = Self.address(of: block.rows)
    let bounces = Self.address(of: block.bounces)
    for _ in 0..<100 {
      world.step(by: 1.0 / 60)
      #expect(segment.base == contacts)
      #expect(Self.address(of: block.rows) == rows)
      #expect(Self.address(of: block.bounces) == bounces)
    }
    // The pile's contacts rose well past what the first step had (and past a quarter more).
    #expect(world.contactCount > 3 * firstCount + 100, "\(firstCount) → \(world.contactCount)")
  }

  /// The solver's rows are sorted by colour in place; the contacts' finish finds each contact's
  /// rows again from the colours the colouring noted (a contact's rows side by side). Boxes among the
  /// balls make groups of two rows.
  @Test func eachContactFindsItsOwnRowsAfterTheColourSort() {
    let world = Self.fallingPile()
    for i in 0..<40 {
      var definition = BodyDefinition()
      definition.position = Vector2(2 + Double(i % 20) * 1.8, 30 + Double(i / 20) * 1.5)
      let body = world.createBody(definition)
      _ = world.createShape(on: body, .polygon(.box(halfWidth: 0.6, halfHeight: 0.4)), ShapeDefinition())
    }
    for _ in 0..<120 { world.step(by: 1.0 / 60) }
    var found = 0
    var twoPoints = 0
    for number in 0..<world.stepContext.contactBlockCount {
      let block = world.stepContext.contactBlocks[number]
      var seen = Set<Int>()
      // Each colour's next row, and the next row in key order.
      var nextRow = [Int32](repeating: 0, count: ContactGraph.colourCount)
      nextRow.withUnsafeMutableBufferPointer { world.stepContext.graph.colourStarts(ofBlock: number, into: $0) }
      var next = 0
      // A contact's records, its second point's after its first.
      let records = world.contacts.segments[number].contacts
      var index = 0
      while index < records.count {
        let contact = records[index]
        let count = contact.pointCount
        defer { index += count }
        guard contact.solved else { continue }
        let (a, b) = (world.shapes.body[Int(contact.shapeA)], world.shapes.body[Int(contact.shapeB)])
        let colour = Int(block.colours[next])
        let first = Int(nextRow[colour])
        nextRow[colour] += Int32(count)
        for k in 0..<count {
          #expect(block.colours[next + k] == block.colours[next])
          let row = block.rows[first + k]
          #expect(row.bodyA == a && row.bodyB == b)
          #expect(row.normalImpulse == records[index + k].normalImpulse)
          seen.insert(first + k)
        }
        next += count
        found += count
        twoPoints += count == 2 ? 1 : 0
      }
      #expect(seen.count == block.rows.count)
    }
    #expect(found > 500 && twoPoints > 8, "\(found) rows, \(twoPoints) contacts of two points")
  }

  @Test func endEventsComeInKeyOrderWhenAPileFlies() {
    let world = Self.fallingPile()
    for _ in 0..<150 { world.step(by: 1.0 / 60) }
    // Gravity turned up and strong: the pile leaves the floor and comes apart.
    world.gravity = Vector2(0, 40)
    var ended = 0
    for _ in 0..<30 {
      world.step(by: 1.0 / 60)
      let keys = world.contactEndEvents.map { Int($0.shapeA.index) << 32 | Int($0.shapeB.index) }
      #expect(keys == keys.sorted())
      ended += keys.count
    }
    #expect(ended > 100)
  }

  @Test func theSearchsEndsAndTheFinishsAreMergedByKey() {
    func event(_ a: Int32, _ b: Int32) -> (key: UInt64, event: ContactEndEvent) {
      let shapeA = ShapeID(index: a, generation: 0, world: 0)
      let shapeB = ShapeID(index: b, generation: 0, world: 0)
      let body = BodyID(index: 0, generation: 0, world: 0)
      return (UInt64(a) << 32 | UInt64(b), ContactEndEvent(shapeA: shapeA, shapeB: shapeB, bodyA: body, bodyB: body))
    }
    // Two runs, each in key order: the search's (3 events) then the finish's (4).
    let list = [event(1, 5), event(2, 3), event(7, 8), event(1, 2), event(2, 9), event(4, 4), event(9, 10)]
    let merged = World.mergedByKey(list, firstRun: 3).map { [$0.shapeA.index, $0.shapeB.index] }
    #expect(merged == [[1, 2], [1, 5], [2, 3], [2, 9], [4, 4], [7, 8], [9, 10]])
    #expect(World.mergedByKey(list, firstRun: 0).count == 7)
    #expect(World.mergedByKey([], firstRun: 0).isEmpty)
  }
}
