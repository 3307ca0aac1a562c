import Foundation
import Testing

@testable import Motion

@Suite struct SensorLoggerConventionTests {
  @Test func standardisationMeansAndroidsConventionOnAnyPlatform() {
    #expect(SensorLoggerConvention(platform: "ios", standardised: false) == .ios)
    #expect(SensorLoggerConvention(platform: "iOS", standardised: true) == .android)
    #expect(SensorLoggerConvention(platform: "android", standardised: false) == .android)
    #expect(SensorLoggerConvention(platform: "android", standardised: true) == .android)
    #expect(SensorLoggerConvention(platform: "windows", standardised: false) == nil)
  }

  /// The top edge raised 30° and the right edge lowered 20°: iOS writes pitch +30°, Android −30°;
  /// roll +20° on both; gravity (m/s²) points down on iOS, up on Android.
  @Test func bothConventionsGiveTheSameTiltForTheSamePose() {
    let (pitch, roll) = (30 * Double.pi / 180, 20 * Double.pi / 180)
    let ios = SensorLoggerConvention.ios.sample(t: 0, pitch: pitch, roll: roll, yaw: 0.3)
    let android = SensorLoggerConvention.android.sample(t: 0, pitch: -pitch, roll: roll, yaw: -0.3)
    #expect(ios == android)
    // Hand-computed: g = (cos 30° sin 20°, −sin 30°, −cos 30° cos 20°) = (0.29620, −0.5, −0.81380).
    let down = SensorLoggerConvention.ios.gravity(x: 2.904756, y: -4.903325, z: -7.980567)
    let up = SensorLoggerConvention.android.gravity(x: -2.904756, y: 4.903325, z: 7.980567)
    #expect(down == up)
    #expect(near(down, GravityVector(x: 0.29620, y: -0.5, z: -0.81380), within: 1e-5))
    // The seed mapping on the attitude pulls toward atan2(30°, 20°) = 56.31° on both.
    #expect(near(TiltMapping.seed.tilt(for: android).angle * 180 / .pi, 56.3099, within: 1e-4))
  }
}
