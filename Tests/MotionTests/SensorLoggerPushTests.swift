import Foundation
import Testing

@testable import Motion

/// Sensor Logger's HTTP Push bodies read into samples, and pushed samples played at their own times.
@Suite struct SensorLoggerPushTests {
  /// The body of a push fixture (`ios-1.json`: 20 samples at 100 Hz of a phone with its top edge
  /// raised 0.5 rad and its right edge lowered 0.2 rad, with accelerometer and gyroscope entries mixed in).
  static func body(_ name: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: Fixture.path("push/" + name)))
  }

  /// Pitch 0.5, roll 0.2 in iOS's convention: the seed mapping's atan2(0.5, 0.2) and the physical
  /// mapping's atan2(sin 0.5, cos 0.5 · sin 0.2) with strength hypot of the same.
  static let seedAngle = atan2(0.5, 0.2)
  static let physicalAngle = atan2(sin(0.5), cos(0.5) * sin(0.2))
  static let physicalStrength = hypot(sin(0.5), cos(0.5) * sin(0.2))

  @Test(arguments: ["ios-1.json", "android-1.json"])
  func bothPlatformsTiltTheSameWay(name: String) throws {
    let push = try SensorLoggerPush(body: try Self.body(name))
    let convention = try #require(push.guessedConvention)
    #expect(convention == (name.hasPrefix("ios") ? .ios : .android))
    let samples = push.samples(convention: convention, since: push.entries[0].time)
    #expect(samples.count == 20)
    #expect(samples.map(\.t) == (0..<20).map { Double($0) / 100 })
    for sample in samples {
      #expect(abs(sample.pitch - 0.5) < 1e-9 && abs(sample.roll - 0.2) < 1e-9)
      let seed = TiltMapping.seed.tilt(for: sample)
      let physical = TiltMapping.physical.tilt(for: sample)
      #expect(abs(seed.angle - Self.seedAngle) < 1e-9)
      #expect(abs(physical.angle - Self.physicalAngle) < 1e-6)
      #expect(abs(physical.magnitude - Self.physicalStrength) < 1e-6)
      #expect(sample.gravity != nil, "orientation and gravity of one time make one sample")
    }
  }

  @Test func theDeviceAndSessionAreRead() throws {
    let push = try SensorLoggerPush(body: try Self.body("ios-1.json"))
    #expect(push.deviceID == "7f3c2a10-5b1e-4c8d-9a61-2e4f8b0c9d13")
    #expect(push.sessionID == "d2b5e0a4-1f3c-4e7a-8b90-ios")
    #expect(push.entries.count == 40, "accelerometer and gyroscope entries are left out")
  }

  static let badBodies: [(String, String)] = [
    ("{", "not a JSON object"),
    ("[1, 2]", "not a JSON object"),
    (#"{"sessionId": "s"}"#, "no payload list"),
    (#"{"payload": [{"time": 1}]}"#, "payload entry 1 has no name"),
    (#"{"payload": [{"name": "gravity", "values": {"x": 0, "y": 0, "z": -9.8}}]}"#, "gravity entry 1 has no time"),
    (#"{"payload": [{"name": "gravity", "time": -5, "values": {"x": 0, "y": 0, "z": -9.8}}]}"#, "not nanoseconds"),
    (#"{"payload": [{"name": "gravity", "time": 1e9}]}"#, "gravity entry 1 has no values"),
    (#"{"payload": [{"name": "gravity", "time": 1e9, "values": {"x": 0, "y": "0", "z": -9.8}}]}"#, "has no number y"),
    (
      #"{"payload": [{"name": "gravity", "time": 1e9, "values": {"x": 1e6, "y": 0, "z": -9.8}}]}"#,
      "x 1000000.0, beyond"
    ),
    (#"{"payload": [{"name": "orientation", "time": 1e9, "values": {"roll": 0.1}}]}"#, "has no number pitch"),
    (#"{"payload": [{"name": "orientation", "time": 1e9, "values": {"pitch": 40, "roll": 0}}]}"#, "pitch 40.0, beyond"),
  ]

  @Test(arguments: badBodies)
  func badBodiesAreRefusedWithTheReason(body: String, reason: String) {
    #expect {
      _ = try SensorLoggerPush(body: Data(body.utf8))
    } throws: { error in
      guard let problem = error as? SensorLoggerPush.Problem else { return false }
      return problem.status == 400 && problem.message.contains(reason)
    }
  }

  @Test func otherSensorsAloneGiveNoSamplesAndNoError() throws {
    let body = #"{"payload": [{"name": "magnetometer", "time": 1e18, "values": {"x": 1}}, {"name": "battery"}]}"#
    let push = try SensorLoggerPush(body: Data(body.utf8))
    #expect(push.entries.isEmpty)
  }
}

/// `PushPlayback`: a batch is spread over the time it covers, in order, once.
@Suite struct PushPlaybackTests {
  /// 20 samples at 100 Hz from `start` hundredths of a second.
  static func batch(from start: Int) -> [TiltSample] {
    (start..<(start + 20)).map { TiltSample(t: Double($0) / 100, pitch: 0, roll: 0) }
  }

  @Test func aBatchIsSpreadOverTheTimeItCovers() {
    var playback = PushPlayback()
    playback.receive(Self.batch(from: 0), session: "a", at: 10)
    #expect(playback.take(at: 10).map(\.t) == [0])
    #expect(playback.take(at: 10.05).last?.t == 0.05)
    #expect(playback.take(at: 10.05).isEmpty, "nothing new is due")
    #expect(playback.take(at: 10.1).last?.t == 0.1)
    let late = playback.take(at: 10.5)
    #expect(late.map(\.t) == (11..<20).map { Double($0) / 100 }, "every sample due, in order, none passed over")
    #expect(playback.rate == 20)
  }

  @Test func theNextBatchFollowsOnAndRepeatsAreDropped() {
    var playback = PushPlayback()
    playback.receive(Self.batch(from: 0), session: "a", at: 10)
    #expect(playback.take(at: 10.19).count == 20)
    playback.receive(Self.batch(from: 10), session: "a", at: 10.2)
    #expect(playback.take(at: 10.21).map(\.t) == [0.2, 0.21])
    #expect(playback.take(at: 10.29).last?.t == 0.29)
    #expect(playback.take(at: 11).isEmpty)
    playback.receive(Self.batch(from: 10), session: "a", at: 12)
    #expect(playback.take(at: 13).isEmpty, "a batch sent again, once played, is not played again")
  }

  @Test func aLateBatchOrANewSessionStartsTheClockOver() {
    var playback = PushPlayback()
    playback.receive(Self.batch(from: 0), session: "a", at: 10)
    _ = playback.take(at: 10.19)
    playback.receive(Self.batch(from: 20), session: "a", at: 15)
    #expect(playback.take(at: 15).map(\.t) == [0.2], "five seconds late: played from its arrival")
    playback.receive(Self.batch(from: 0), session: "b", at: 16)
    #expect(playback.take(at: 16).map(\.t) == [0], "a new session's times start over")
  }
}

/// `--tilt`'s phone sources as typed.
@Suite struct LiveTiltSpecTests {
  @Test(arguments: [
    ("sensorlogger", LiveTiltSpec.sensorLogger(address: nil, port: 8000)),
    ("sensorlogger:8123", .sensorLogger(address: nil, port: 8123)),
    ("sensorlogger:127.0.0.1:8123", .sensorLogger(address: "127.0.0.1", port: 8123)),
    ("phyphox:192.168.1.31", .phyphox(host: "192.168.1.31", port: 8080)),
    ("phyphox:phone.local:8081", .phyphox(host: "phone.local", port: 8081)),
  ])
  func phoneSourcesAreRead(text: String, spec: LiveTiltSpec) {
    #expect(LiveTiltSpec(text) == spec)
  }

  @Test(arguments: [
    "sensorlogger:", "sensorlogger:0", "sensorlogger:65536", "sensorlogger:x", "sensorlogger:localhost:8000",
    "sensorlogger::8000", "sensorlogger:1.2.3.4:5:6", "phyphox", "phyphox:", "phyphox:host:0", "phyphox:a:b:c",
  ])
  func badPhoneSourcesAreRefused(text: String) {
    #expect(LiveTiltSpec(text) == nil)
  }

  @Test func tokensAreRandomAndURLSafe() {
    let tokens = (0..<100).map { _ in LiveTiltSpec.randomToken() }
    #expect(Set(tokens).count == 100)
    #expect(tokens.allSatisfy { $0.count == 12 && LiveTiltSpec.isValidToken($0) })
    #expect(!LiveTiltSpec.isValidToken("a/b") && !LiveTiltSpec.isValidToken("") && !LiveTiltSpec.isValidToken("é"))
    #expect(!LiveTiltSpec.isValidToken(String(repeating: "a", count: 65)))
  }
}
