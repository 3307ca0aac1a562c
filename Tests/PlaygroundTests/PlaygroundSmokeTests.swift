import Testing

@testable import Playground

@Suite struct PlaygroundSmokeTests {
  @Test func moduleLoads() { #expect(Bool(true)) }
}
