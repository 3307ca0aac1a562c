import Testing

@testable import Dynamics

@Suite struct DynamicsSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
