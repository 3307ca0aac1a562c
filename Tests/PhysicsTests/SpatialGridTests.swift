import Testing

@testable import Physics

@Suite struct SpatialGridTests {
  /// Every pair whose boxes overlap, by brute force: for each live shape, the later live ones.
  func bruteForce(_ boxes: [AABB], _ alive: [Bool]) -> [[Int32]] {
    boxes.indices.map { a in
      guard alive[a] else { return [] }
      return (a + 1..<boxes.count).filter { alive[$0] && boxes[a].overlaps(boxes[$0]) }.map { Int32($0) }
    }
  }

  /// The grid's pairs, shape by shape.
  func gridPairs(_ boxes: [AABB], _ alive: [Bool]) -> [[Int32]] {
    var grid = SpatialGrid()
    grid.rebuild(bounds: ContiguousArray(boxes), alive: ContiguousArray(alive))
    return grid.candidateLists(boxes, alive: alive)
  }

  @Test func thePairsAreEveryOverlapOnceInSlotOrder() {
    var generator = SystemRandomNumberGenerator()
    var boxes: [AABB] = []
    var alive: [Bool] = []
    for index in 0..<600 {
      let center = Vector2(
        Double.random(in: -20...20, using: &generator), Double.random(in: -20...20, using: &generator))
      // Mostly small shapes of mixed size, some large ones (walls, fast bodies), some dead.
      let half =
        index % 97 == 5
        ? Vector2(Double.random(in: 3...30, using: &generator), Double.random(in: 0.1...3, using: &generator))
        : Vector2(Double.random(in: 0.2...0.8, using: &generator), Double.random(in: 0.2...0.8, using: &generator))
      boxes.append(AABB(lower: center - half, upper: center + half))
      alive.append(index % 13 != 7)
    }
    #expect(gridPairs(boxes, alive) == bruteForce(boxes, alive))
  }

  @Test func manyPairsAtOnePlaceOutgrowTheFirstScratch() {
    // 150 boxes on top of each other: 11 175 pairs, far more than four a shape.
    var boxes = (0..<150).map { index in
      AABB(lower: Vector2(Double(index) * 0.001, 0), upper: Vector2(1 + Double(index) * 0.001, 1))
    }
    boxes.append(AABB(lower: Vector2(-50, -50), upper: Vector2(50, 0.5)))
    let alive = Array(repeating: true, count: boxes.count)
    let pairs = gridPairs(boxes, alive)
    #expect(pairs == bruteForce(boxes, alive))
    #expect(pairs.reduce(0) { $0 + $1.count } == 150 * 149 / 2 + 150)
  }
}

extension SpatialGridTests {
  /// The grid built in blocks (its counting sort in bands of keys) finds the same cells and lists
  /// as in one, for 5 000 shapes of mixed sizes, some dead.
  @Test(arguments: zip([2, 3, 7, 64, 64], [2, 1, 3, 2, 64]))
  func blocksGiveTheSamePairs(blocks: Int, bands: Int) {
    var generator = SystemRandomNumberGenerator()
    var boxes: [AABB] = []
    for index in 0..<5000 {
      let center = Vector2(
        Double.random(in: -40...40, using: &generator), Double.random(in: -40...40, using: &generator))
      let half =
        index % 97 == 5
        ? Vector2(Double.random(in: 3...30, using: &generator), Double.random(in: 0.1...3, using: &generator))
        : Vector2(Double.random(in: 0.2...0.8, using: &generator), Double.random(in: 0.2...0.8, using: &generator))
      boxes.append(AABB(lower: center - half, upper: center + half))
    }
    let alive = ContiguousArray(boxes.indices.map { $0 % 13 != 7 })
    var one = SpatialGrid()
    one.rebuild(bounds: ContiguousArray(boxes), alive: alive)
    var many = SpatialGrid()
    many.rebuild(bounds: ContiguousArray(boxes), alive: alive, blocks: blocks, bands: bands)
    #expect(many.cellStart == one.cellStart)
    #expect(many.candidateLists(boxes, alive: Array(alive)) == one.candidateLists(boxes, alive: Array(alive)))
  }
}

extension SpatialGridTests {
  /// A grid rebuilt as its shapes grow and shrink (its sizing starts from the last rebuild's
  /// limit on the extents) comes out as a new grid would, cells and pairs.
  @Test func aRebuiltGridSizesItsCellsAsANewOne() {
    var generator = SystemRandomNumberGenerator()
    let alive = [Bool](repeating: true, count: 400)
    var grid = SpatialGrid()
    for scale in [1.0, 4.0, 0.5, 1.1, 1.0] {
      let boxes = (0..<400).map { index in
        let center = Vector2(
          Double.random(in: -20...20, using: &generator), Double.random(in: -20...20, using: &generator))
        let size = scale * Double.random(in: 0.2...0.8, using: &generator)
        let half = index % 50 == 3 ? Vector2(30, 1) : Vector2(size, size)
        return AABB(lower: center - half, upper: center + half)
      }
      grid.rebuild(bounds: ContiguousArray(boxes), alive: ContiguousArray(alive))
      var fresh = SpatialGrid()
      fresh.rebuild(bounds: ContiguousArray(boxes), alive: ContiguousArray(alive))
      #expect(grid.cellSize == fresh.cellSize && grid.columns == fresh.columns && grid.rows == fresh.rows)
      let pairs = grid.candidateLists(boxes, alive: alive)
      #expect(pairs == bruteForce(boxes, alive))
    }
  }
}

extension SpatialGrid {
  /// Each shape's candidates (none for a dead one), found in blocks of 64 shapes as the contact
  /// search finds them.
  func candidateLists(_ boxes: [AABB], alive: [Bool]) -> [[Int32]] {
    Self.withCandidates { scratch in
      withQuery(bounds: ContiguousArray(boxes)) { query in
        stride(from: 0, to: boxes.count, by: 64).flatMap { first in
          let block = first..<min(first + 64, boxes.count)
          query.findCandidates(ofShapes: block, into: &scratch)
          return block.map { Array(scratch[$0]) }
        }
      }
    }
  }
}
