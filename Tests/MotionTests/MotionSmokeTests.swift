import Testing

@testable import Motion

@Suite struct MotionSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
