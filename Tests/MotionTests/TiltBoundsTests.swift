import Foundation
import Testing

@testable import Motion

@Suite struct TiltBoundsTests {
  @Test func aTiltWithinTheBoundIsLeftAsItIs() {
    for tilt in [Tilt.down, Tilt(angle: -3, magnitude: 0), Tilt(angle: 0.4, magnitude: Tilt.maximumMagnitude)] {
      #expect(tilt.bounded.tilt == tilt && !tilt.bounded.wasClamped)
    }
  }

  @Test(arguments: [2.5, 1e20, .greatestFiniteMagnitude, .infinity])
  func aStrongerTiltIsCutToTheBoundKeepingItsDirection(magnitude: Double) {
    let bounded = Tilt(angle: 0.7, magnitude: magnitude).bounded
    #expect(bounded.tilt == Tilt(angle: 0.7, magnitude: Tilt.maximumMagnitude) && bounded.wasClamped)
  }

  @Test func aNegativeMagnitudePullsTheOtherWay() {
    let bounded = Tilt(angle: 0, magnitude: -1).bounded
    #expect(abs(bounded.tilt.angle - .pi) < 1e-12 && bounded.tilt.magnitude == 1 && !bounded.wasClamped)
  }

  @Test(arguments: [
    Tilt(angle: .nan, magnitude: 1), Tilt(angle: .infinity, magnitude: 1), Tilt(angle: 1, magnitude: .nan),
  ])
  func aBrokenTiltPullsStraightDown(tilt: Tilt) {
    #expect(tilt.bounded.tilt == .down && tilt.bounded.wasClamped)
  }

  @Test func theGravityVectorOfAPhoneFlungHardIsCutToTheBound() {
    // gx = 1e20 g: the physical mapping's magnitude overflows nothing, the bound cuts it.
    let sample = TiltSample(t: 0, gravity: GravityVector(x: 1e20, y: 0, z: 0))
    let bounded = TiltMapping.physical.tilt(for: sample).bounded
    #expect(bounded.tilt == Tilt(angle: 0, magnitude: Tilt.maximumMagnitude) && bounded.wasClamped)
  }
}
