import Testing

@testable import Physics

@Suite struct PhysicsSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
