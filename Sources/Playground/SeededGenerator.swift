/// A small, fast, seeded random generator (SplitMix64), the same on every machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `range`, drawn the same way on every platform (not through the standard library's float sampling).
  public mutating func uniform(in range: ClosedRange<Double>) -> Double {
    let unit = Double(next() >> 11) / Double(1 << 53)
    return range.lowerBound + unit * (range.upperBound - range.lowerBound)
  }

  /// An element of `elements` (which must not be empty): `next()` modulo the count, the same on every platform.
  public mutating func element<Element>(of elements: [Element]) -> Element {
    elements[Int(next() % UInt64(elements.count))]
  }
}
