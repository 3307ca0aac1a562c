import Foundation
import Testing

@testable import Motion

@Suite struct ImporterTests {
  /// The iOS gravity vector of an attitude, by TILT.md's formula.
  private func iosGravity(pitch: Double, roll: Double) -> GravityVector {
    GravityVector(x: cos(pitch) * sin(roll), y: -sin(pitch), z: -cos(pitch) * cos(roll))
  }

  @Test func readsTumblesFormatWithCommentsAndEmptyOptionalCells() throws {
    let recording = try TiltRecording(path: Fixture.path("tumble.csv"))
    #expect(recording.formatName == "Tumble tilt CSV")
    let samples = try recording.samples()
    #expect(
      samples == [
        TiltSample(t: 0, pitch: 0, roll: 0, yaw: 0.5, gravity: GravityVector(x: 0, y: 0, z: -1)),
        TiltSample(t: 0.01, pitch: 0.1, roll: -0.05, yaw: 0.5),
        TiltSample(t: 0.02, pitch: 0.2, roll: -0.1, gravity: GravityVector(x: -0.0980, y: -0.1987, z: -0.9752)),
      ])
  }

  @Test func readsAnIPhoneSensorLoggerFolderCombiningOrientationAndGravity() throws {
    let recording = try TiltRecording(path: Fixture.path("sensorlogger-ios"))
    #expect(recording.formatName == "Sensor Logger folder (ios convention)")
    let samples = try recording.samples()
    #expect(samples.map(\.t) == [0, 0.01, 0.02, 0.03])
    #expect(samples[0].pitch == 0.5 && samples[0].roll == 0.2 && samples[0].yaw == 0.1)
    #expect(near(samples[0].gravity, iosGravity(pitch: 0.5, roll: 0.2)))
    #expect(near(samples[3].gravity, iosGravity(pitch: 0.56, roll: 0.14)))
  }

  @Test func readsAnAndroidSensorLoggerFolderWithGravityTurnedToTheIOSSign() throws {
    let recording = try TiltRecording(path: Fixture.path("sensorlogger-android"))
    #expect(recording.formatName == "Sensor Logger folder (android convention)")
    let samples = try recording.samples()
    #expect(samples.map(\.t) == [0, 0.01, 0.02, 0.03])  // the extra earlier gravity row is skipped
    #expect(samples[1].pitch == 0.52 && samples[1].roll == 0.18)
    #expect(near(samples[1].gravity, iosGravity(pitch: 0.52, roll: 0.18)))
  }

  @Test func bothPlatformsGiveThePhysicalTiltOfTheSamePose() throws {
    let ios = try TiltRecording(path: Fixture.path("sensorlogger-ios")).samples()
    let android = try TiltRecording(path: Fixture.path("sensorlogger-android")).samples()
    for (a, b) in zip(ios, android) {
      let (tiltA, tiltB) = (TiltMapping.physical.tilt(for: a), TiltMapping.physical.tilt(for: b))
      #expect(near(tiltA.angle, tiltB.angle, within: 1e-8) && near(tiltA.magnitude, tiltB.magnitude, within: 1e-8))
    }
  }

  @Test func readsASensorLoggerOrientationFileAlone() throws {
    let recording = try TiltRecording(path: Fixture.path("sensorlogger-ios/Orientation.csv"))
    #expect(recording.formatName == "Sensor Logger Orientation.csv (ios convention)")
    let samples = try recording.samples()
    #expect(samples.count == 4)
    #expect(samples[2] == TiltSample(t: 0.02, pitch: 0.54, roll: 0.16, yaw: 0.11))
  }

  @Test func readsASensorLoggerGravityFileAloneWithTheSignFromItsMetadata() throws {
    let samples = try TiltRecording(path: Fixture.path("sensorlogger-android/Gravity.csv")).samples()
    #expect(samples.count == 5)
    #expect(near(samples[0].gravity, iosGravity(pitch: 0.48, roll: 0.22)))
    #expect(near(samples[0].pitch, 0.48, within: 1e-8) && near(samples[0].roll, 0.22, within: 1e-8))
  }

  @Test func guessesTheSignOfAGravityFileWithoutMetadata() throws {
    let folder = try TemporaryFolder()
    let text = try String(contentsOfFile: Fixture.path("sensorlogger-android/Gravity.csv"), encoding: .utf8)
    let samples = try TiltRecording(path: try folder.write("Gravity.csv", text)).samples()
    #expect(near(samples[1].gravity, iosGravity(pitch: 0.5, roll: 0.2)))
  }

  @Test func readsPhyphoxAccelerationWithGAsAGravityVector() throws {
    let recording = try TiltRecording(path: Fixture.path("phyphox-acceleration.csv"))
    #expect(recording.formatName == "phyphox Acceleration with g")
    let samples = try recording.samples()
    #expect(samples.map(\.t) == [0, 0.0100423, 0.0200846])
    #expect(near(samples[0].gravity, iosGravity(pitch: 0.8, roll: -0.1)))
    #expect(near(samples[0].pitch, 0.8, within: 1e-8) && near(samples[0].roll, -0.1, within: 1e-8))
  }

  @Test func readsPhyphoxInclinationInDegrees() throws {
    let recording = try TiltRecording(path: Fixture.path("phyphox-inclination.csv"))
    #expect(recording.formatName == "phyphox Inclination")
    let first = try #require(try recording.samples().first)
    #expect(first.t == 0)  // 0.01009375 s in the file: times count from the first sample
    #expect(near(first.pitch, .pi / 6))  // 30°
    #expect(near(first.roll, -.pi / 18))  // −10°
  }

  @Test func readsSensorLogWithTimeFromItsFirstRow() throws {
    let recording = try TiltRecording(path: Fixture.path("sensorlog.csv"))
    #expect(recording.formatName == "SensorLog CSV")
    let samples = try recording.samples()
    #expect(samples.count == 3)
    #expect(samples[0].t == 0 && near(samples[1].t, 0.01, within: 1e-9))
    #expect(samples[0].pitch == 0.3 && samples[0].roll == 0.4 && samples[0].yaw == 1.2)
    #expect(near(samples[0].gravity, iosGravity(pitch: 0.3, roll: 0.4)))
  }

  @Test func readsSemicolonSeparatedFilesAndWindowsLineEnds() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("semicolons.csv", "\u{FEFF}t;pitch;roll\r\n0;0.1;0.2\r\n0.01;0.3;0.4")
    #expect(
      try TiltRecording(path: path).samples() == [
        TiltSample(t: 0, pitch: 0.1, roll: 0.2), TiltSample(t: 0.01, pitch: 0.3, roll: 0.4),
      ])
  }

  @Test func findsColumnsByNameInAnyOrder() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write("shuffled.csv", "roll,gz,t,gy,pitch,gx\n0.2,-1,0,0,0.1,0\n")
    #expect(
      try TiltRecording(path: path).samples() == [
        TiltSample(t: 0, pitch: 0.1, roll: 0.2, gravity: GravityVector(x: 0, y: 0, z: -1))
      ])
  }

  @Test func readsAHugeFileWithoutTrouble() throws {
    let folder = try TemporaryFolder()
    var text = "t,pitch,roll\n"
    for index in 0..<100_000 { text += "\(Double(index) / 100),0.1,0.2\n" }
    var reader = try TiltRecording(path: try folder.write("long.csv", text)).makeReader()
    var count = 0
    while try reader.next() != nil { count += 1 }
    #expect(count == 100_000)
  }
}
