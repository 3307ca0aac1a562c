import Foundation
import Testing

@testable import Motion

/// The fixtures in `Fixtures/apps`, written by its `generate.py` from one motion in every app's
/// format and convention: pitch(t) = 40° − 20° cos(πt/2), roll(t) = 30° sin(πt/2) (iOS convention).
@Suite struct AppFixtureTests {
  /// A pose of the motion and the tilts worked out by hand for it.
  ///
  /// Seed: atan2(pitch, roll). Physical: g = (cos p sin r, −sin p, −cos p cos r), angle
  /// atan2(−g.y, g.x) = atan2(sin p, cos p sin r), magnitude hypot(g.x, g.y).
  struct Pose: Sendable {
    var t: Double
    var seedDegrees: Double
    var physicalDegrees: Double
    var magnitude: Double
  }

  static let poses = [
    // t = 1: p = 40°, r = 30°. atan2(4, 3) = 53.1301°; atan2(0.642788, 0.766044 · 0.5 = 0.383022) = 59.2103°,
    // hypot = √(0.413176 + 0.146706) = 0.748253: pulled down and to the right.
    Pose(t: 1, seedDegrees: 53.130102, physicalDegrees: 59.210267, magnitude: 0.748253),
    // t = 2: p = 60°, r = 0: straight down, hypot = sin 60° = 0.866025.
    Pose(t: 2, seedDegrees: 90, physicalDegrees: 90, magnitude: 0.866025),
    // t = 3: p = 40°, r = −30°: the mirror image of t = 1, down and to the left.
    Pose(t: 3, seedDegrees: 126.869898, physicalDegrees: 120.789733, magnitude: 0.748253),
  ]

  /// A fixture, how many seconds its first row comes before the motion's t = 0, and how close its
  /// numbers are written (Physics Toolbox writes 3 decimals of g).
  struct Recording: CustomTestStringConvertible, Sendable {
    var path: String
    var lead = 0.0
    var rows = 401
    var degrees = 0.001
    var testDescription: String { path }
  }

  static let recordings = [
    Recording(path: "sensorlogger-ios"), Recording(path: "sensorlogger-ios/Orientation.csv"),
    Recording(path: "sensorlogger-ios/Gravity.csv"),
    Recording(path: "sensorlogger-android"), Recording(path: "sensorlogger-android/Orientation.csv"),
    // Android's Gravity.csv starts 10 ms before Orientation.csv, and times count from the first row.
    Recording(path: "sensorlogger-android/Gravity.csv", lead: 0.01, rows: 402),
    Recording(path: "sensorlogger-android/TotalAcceleration.csv"),
    Recording(path: "sensorlogger-ios-standardised"), Recording(path: "sensorlogger-ios-standardised/Orientation.csv"),
    Recording(path: "sensorlogger-ios-standardised/Gravity.csv"),
    Recording(path: "physics-toolbox.csv", degrees: 0.2),
    Recording(path: "phyphox-comma.csv"), Recording(path: "phyphox-semicolon-decimal-comma.csv"),
    Recording(path: "phyphox-tab.csv"), Recording(path: "phyphox-tab-decimal-comma.csv"),
  ]

  @Test(arguments: recordings)
  func everyAppGivesTheHandComputedTilts(_ recording: Recording) throws {
    let samples = try TiltRecording(path: Fixture.path("apps/" + recording.path)).samples()
    #expect(samples.count == recording.rows)
    for pose in Self.poses {
      let sample = try #require(samples.first { near($0.t, pose.t + recording.lead, within: 1e-6) })
      let seed = TiltMapping.seed.tilt(for: sample)
      let physical = TiltMapping.physical.tilt(for: sample)
      #expect(near(seed.angle * 180 / .pi, pose.seedDegrees, within: recording.degrees), "seed at \(pose.t)")
      #expect(near(physical.angle * 180 / .pi, pose.physicalDegrees, within: recording.degrees), "at \(pose.t)")
      #expect(near(physical.magnitude, pose.magnitude, within: recording.degrees / 50), "magnitude at \(pose.t)")
    }
  }

  @Test(arguments: [
    ("sensorlogger-ios", "Sensor Logger folder (ios convention)"),
    ("sensorlogger-android", "Sensor Logger folder (android convention)"),
    ("sensorlogger-ios-standardised", "Sensor Logger folder (android convention)"),
    ("sensorlogger-ios-standardised/Orientation.csv", "Sensor Logger Orientation.csv (android convention)"),
    (
      "sensorlogger-android/TotalAcceleration.csv",
      "Sensor Logger TotalAcceleration.csv (gravity plus the hand's acceleration)"
    ),
    ("physics-toolbox.csv", "Physics Toolbox g-force"),
    ("phyphox-semicolon-decimal-comma.csv", "phyphox Acceleration with g"),
  ])
  func namesTheFormatAndConvention(path: String, name: String) throws {
    #expect(try TiltRecording(path: Fixture.path("apps/" + path)).formatName == name)
  }

  @Test func orientationAloneWithoutMetadataGuessesTheConventionFromTheColumnOrder() throws {
    let folder = try TemporaryFolder()
    for platform in ["ios", "android"] {
      let text = try String(
        contentsOfFile: Fixture.path("apps/sensorlogger-\(platform)/Orientation.csv"), encoding: .utf8)
      let samples = try TiltRecording(path: try folder.write("\(platform)/Orientation.csv", text)).samples()
      #expect(near(TiltMapping.seed.tilt(for: samples[100]).angle * 180 / .pi, 53.130102, within: 0.001))
    }
  }

  @Test func sensorLoggersAccelerometerFileIsRefusedNamingTheFileToGive() throws {
    let path = Fixture.path("apps/sensorlogger-ios/Accelerometer.csv")
    let error = try #require(readingError(path))
    #expect(error.kind == .outOfRange)
    #expect(
      error.message == path + ": Sensor Logger's Accelerometer file holds acceleration with gravity taken out, "
        + "not gravity; expected Gravity.csv or Orientation.csv from the same folder (or the folder itself)")
  }

  @Test(arguments: ["Gyroscope.csv", "Magnetometer.csv", "GyroscopeUncalibrated.csv"])
  func sensorLoggersOtherSensorsAreRefusedByName(name: String) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(name, "time,seconds_elapsed,z,y,x\n1,0,0.01,0.02,0.03\n")
    let error = try #require(readingError(path))
    #expect(error.message.hasPrefix(path + ": Sensor Logger's " + name.prefix(5)))
    #expect(error.message.contains("expected Gravity.csv or Orientation.csv"))
  }

  @Test func aRenamedAccelerometerFileIsRefusedByItsSize() throws {
    let folder = try TemporaryFolder()
    let text = try String(contentsOfFile: Fixture.path("apps/sensorlogger-ios/Accelerometer.csv"), encoding: .utf8)
    let path = try folder.write("take.csv", text)
    let error = try #require(readingError(path))
    #expect(error.line == 2)
    #expect(error.message.hasPrefix(path + ":2: the vector is 0 g long, not gravity's 1 g; expected Gravity.csv"))
  }
}
