import Foundation
import Testing

@testable import Motion

@Suite struct TiltInterpolationTests {
  @Test func crossesThePiJumpTheShortWay() {
    let from = Tilt(angle: 3.0, magnitude: 1)
    let to = Tilt(angle: -3.0, magnitude: 1)
    let middle = from.interpolated(to: to, fraction: 0.5)
    #expect(near(abs(middle.angle), .pi))  // through "left", never through "right" (0)
    #expect(near(from.interpolated(to: to, fraction: 0.25).angle, 3.0 + (2 * .pi - 6) / 4))
    #expect(near(from.interpolated(to: to, fraction: 0.75).angle, -3.0 - (2 * .pi - 6) / 4))
  }

  @Test func everyStepAcrossTheJumpStaysOnTheLeftSide() {
    let from = Tilt(angle: -3.1, magnitude: 1)
    let to = Tilt(angle: 3.1, magnitude: 1)
    for step in 0...10 {
      let angle = from.interpolated(to: to, fraction: Double(step) / 10).angle
      #expect(cos(angle) < -0.99)
      #expect(angle > -.pi && angle <= .pi)
    }
  }

  @Test func magnitudeMovesLinearly() {
    let tilt = Tilt(angle: 0, magnitude: 0.2).interpolated(to: Tilt(angle: 1, magnitude: 0.6), fraction: 0.25)
    #expect(near(tilt.magnitude, 0.3))
    #expect(near(tilt.angle, 0.25))
  }

  @Test func endsAreTheTiltsThemselves() {
    let from = Tilt(angle: 2.5, magnitude: 0.4)
    let to = Tilt(angle: -2.0, magnitude: 0.9)
    #expect(near(from.interpolated(to: to, fraction: 0).angle, 2.5))
    #expect(near(from.interpolated(to: to, fraction: 1).angle, -2.0))
    #expect(near(from.interpolated(to: to, fraction: 1).magnitude, 0.9))
  }
}
