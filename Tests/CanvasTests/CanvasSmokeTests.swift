import Testing

@testable import Canvas

@Suite struct CanvasSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
