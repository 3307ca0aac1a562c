/// The benchmark's 64-bit linear congruential generator (SCENE.md), so every engine starts alike.
public struct BenchJitter: Sendable {
  /// The current state.
  public private(set) var state: UInt64 = 0x2545_F491_4F6C_DD1D

  /// The generator at its defined seed.
  public init() {}

  /// The next jitter in [−0.2, 0.2).
  public mutating func jitter() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return (Double(state >> 11) / 9_007_199_254_740_992.0 - 0.5) * 0.4
  }
}
