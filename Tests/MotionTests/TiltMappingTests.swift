import Foundation
import Testing

@testable import Motion

@Suite struct TiltMappingTests {
  @Test func seedIsTheDemosAtan2OfPitchAndRollAtFullStrength() {
    let tilt = TiltMapping.seed.tilt(for: TiltSample(t: 0, pitch: 0.3, roll: 0.4))
    #expect(near(tilt.angle, 0.6435011087932844))  // atan2(0.3, 0.4), by hand
    #expect(tilt.magnitude == 1)
  }

  @Test func seedGives45DegreesWhereThePhysicalDirectionIs54Point7() {
    let sample = TiltSample(t: 0, pitch: .pi / 4, roll: .pi / 4)
    #expect(near(TiltMapping.seed.tilt(for: sample).angle, .pi / 4))
    let physical = TiltMapping.physical.tilt(for: sample)
    #expect(near(physical.angle, atan(2.squareRoot())))  // atan2(sin p, cos p · sin r) = 54.7356°
    #expect(near(physical.magnitude, 0.75.squareRoot()))  // hypot(1/2, 1/√2)
  }

  @Test func uprightPhonePullsStraightDownUnderBothMappings() {
    let upright = TiltSample(t: 0, pitch: .pi / 2, roll: 0)
    #expect(near(TiltMapping.seed.tilt(for: upright).angle, .pi / 2))
    let physical = TiltMapping.physical.tilt(for: upright)
    #expect(near(physical.angle, .pi / 2))
    #expect(near(physical.magnitude, 1))
  }

  @Test func lowerRightEdgePullsRight() {
    let sample = TiltSample(t: 0, pitch: 0, roll: .pi / 2)
    #expect(near(TiltMapping.seed.tilt(for: sample).angle, 0))
    #expect(near(TiltMapping.physical.tilt(for: sample).angle, 0))
  }

  @Test func flatPhoneBarelyPullsUnderPhysicalButFullyUnderSeed() {
    let flat = TiltSample(t: 0, pitch: 0.01, roll: -0.01)
    #expect(TiltMapping.physical.tilt(for: flat).magnitude < 0.015)
    #expect(TiltMapping.seed.tilt(for: flat).magnitude == 1)
  }

  @Test func physicalPrefersTheGravityVectorOverTheAttitude() {
    let gravity = GravityVector(x: -0.5, y: 0.5, z: -0.5.squareRoot())
    let tilt = TiltMapping.physical.tilt(for: TiltSample(t: 0, pitch: 0, roll: 0, gravity: gravity))
    #expect(near(tilt.angle, -3 * .pi / 4))  // atan2(−g.y, g.x) = atan2(−0.5, −0.5): up and left
    #expect(near(tilt.magnitude, 0.5.squareRoot()))
  }

  @Test(arguments: [("seed", TiltMapping.seed), ("physical", .physical)])
  func parsesItsName(name: String, mapping: TiltMapping) {
    #expect(TiltMapping(name: name) == mapping)
  }

  @Test func rejectsOtherNames() {
    #expect(TiltMapping(name: "Seed") == nil)
    #expect(TiltMapping(name: "gravity") == nil)
  }

  @Test(arguments: [-3.0, -.pi / 2, 0, 1, .pi / 2, 3] as [Double], [1.0, 0.5])
  func aSampleMadeFromATiltMapsBackToIt(angle: Double, magnitude: Double) {
    let sample = TiltSample(t: 0, tilt: Tilt(angle: angle, magnitude: magnitude))
    #expect(near(TiltMapping.seed.tilt(for: sample).angle, angle))
    let physical = TiltMapping.physical.tilt(for: sample)
    #expect(near(physical.angle, angle))
    #expect(near(physical.magnitude, magnitude))
  }
}
