import Testing

@testable import Bounce

@Suite struct BounceSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
