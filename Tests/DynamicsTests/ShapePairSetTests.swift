import Testing

@testable import Dynamics
@testable import Physics

/// The animator's table of touching shape pairs answers as Swift's `Set` would: a contact end it loses or keeps
/// too long is an item contact that never ends or ends twice.
@Suite struct ShapePairSetTests {
  /// A small seeded generator (SplitMix64), so the run is the same every time.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A pair of slots below `slots` (few slots: long runs of neighbours, removals from their middle).
  static func pair(below slots: Int32, _ random: inout Generator) -> ShapePair {
    let a = Int32.random(in: 0..<slots, using: &random)
    let b = Int32.random(in: 0..<slots, using: &random)
    let shape = { (slot: Int32) in ShapeID(index: slot, generation: 1, world: 1) }
    return ShapePair(shape(a), shape(b))
  }

  @Test(arguments: [Int32(12), 90, 3_000])
  func insertionsAndRemovalsAnswerAsASetDoes(slots: Int32) {
    var random = Generator(state: UInt64(slots))
    var table = ShapePairSet()
    var model = Set<UInt64>()
    for step in 0..<40_000 {
      let pair = Self.pair(below: slots, &random)
      // Mostly insertions at first (the table grows), then as many removals.
      if Double.random(in: 0..<1, using: &random) < (step < 20_000 ? 0.7 : 0.4) {
        let inserted = table.insert(pair)
        #expect(inserted == model.insert(pair.key).inserted)
      } else {
        let removed = table.remove(pair)
        #expect(removed == (model.remove(pair.key) != nil))
      }
    }
    #expect(table.count == model.count)
    for slot in Int32(0)..<min(slots, 40) {
      let expected = model.map(ShapePair.init(key:)).filter { $0.contains(slot) }.sorted()
      #expect(table.pairs(holding: slot) == expected)
    }
  }

  @Test func aPairIsOneWhicheverShapeComesFirst() {
    let a = ShapeID(index: 7, generation: 1, world: 1)
    let b = ShapeID(index: 3, generation: 2, world: 1)
    var table = ShapePairSet()
    let answers = [
      table.insert(ShapePair(a, b)), table.insert(ShapePair(b, a)), table.remove(ShapePair(b, a)),
      table.remove(ShapePair(a, b)),
    ]
    #expect(answers == [true, false, true, false])
    #expect(table.count == 0)
  }
}
