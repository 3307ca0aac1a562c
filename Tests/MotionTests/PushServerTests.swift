import Foundation
import TestSupport
import Testing

@testable import Motion

/// The Sensor Logger HTTP Push server on 127.0.0.1 (a port the kernel picks), driven by a real
/// HTTP client, curl, posting the recorded batches.
@Suite struct PushServerTests {
  static let token = "t0ken-for-tests"

  static func url(_ source: SensorLoggerPushSource, path: String = token) -> String {
    "http://127.0.0.1:\(source.port)/\(path)"
  }

  /// The HTTP statuses curl got for `requests` (each its arguments before the URL, and the URL), sent in one run.
  static func curl(_ requests: [[String]]) throws -> [String] {
    let arguments = requests.enumerated().flatMap { index, request in
      (index == 0 ? [] : ["--next"]) + ["-s", "-o", "/dev/null", "-w", "%{http_code}\\n", "--max-time", "10"] + request
    }
    let finished = try runProgram(["curl"] + arguments, seconds: 60)
    return finished.output.split(separator: "\n").map(String.init)
  }

  static func post(file name: String, to url: String) -> [String] {
    ["-X", "POST", "-H", "Content-Type: application/json", "--data-binary", "@" + Fixture.path("push/" + name), url]
  }

  /// Polls `source` every `step` seconds from `start` to `end` (a made-up clock) and returns the samples.
  static func poll(
    _ source: inout SensorLoggerPushSource, from start: Double, to end: Double, step: Double = 0.01
  )
    -> [(at: Double, sample: TiltSample)]
  {
    var found: [(at: Double, sample: TiltSample)] = []
    for tick in 0...Int(((end - start) / step).rounded()) {
      let now = start + Double(tick) * step
      if let sample = source.poll(now: now) { found.append((now, sample)) }
    }
    return found
  }

  @Test(arguments: ["ios", "android"])
  func postedBatchesArriveInOrderSpreadOverTheirTime(platform: String) throws {
    var source = try SensorLoggerPushSource(address: "127.0.0.1", port: 0, token: Self.token)
    #expect(source.invitation?.url == Self.url(source))
    let statuses = try Self.curl([
      Self.post(file: "\(platform)-1.json", to: Self.url(source)),
      Self.post(file: "\(platform)-2.json", to: Self.url(source)),
    ])
    #expect(statuses == ["200", "200"])
    let played = Self.poll(&source, from: 100, to: 100.5)
    #expect(played.map(\.sample.t) == (0..<40).map { Double($0) / 100 }, "every sample, in order, once")
    for (at, sample) in played { #expect(abs(at - 100 - sample.t) < 1e-6, "sample \(sample.t) played at \(at)") }
    #expect(played.allSatisfy { abs(TiltMapping.seed.tilt(for: $0.sample).angle - atan2(0.5, 0.2)) < 1e-9 })
    #expect(source.invitation == nil)
    let status = source.status.description
    #expect(status.hasPrefix((platform == "ios" ? "7f3c2a10" : "0a1b2c3d") + " "), "\(status)")
    _ = source.poll(now: 101.2)
    #expect(source.status == .stalled)
  }

  @Test func aRequestWithoutTheTokenIsRefusedAndChangesNothing() throws {
    var source = try SensorLoggerPushSource(address: "127.0.0.1", port: 0, token: Self.token)
    let statuses = try Self.curl([
      Self.post(file: "ios-1.json", to: Self.url(source, path: "")),
      Self.post(file: "ios-1.json", to: Self.url(source, path: "wrong-token")),
      Self.post(file: "ios-1.json", to: Self.url(source, path: Self.token + "x")),
    ])
    #expect(statuses == ["404", "404", "404"])
    #expect(Self.poll(&source, from: 0, to: 1).isEmpty)
    #expect(source.status == .refused("not found (404)"))
    #expect(source.invitation != nil, "still waiting for the phone")
    _ = source.poll(now: 3.1)
    #expect(source.status == .waiting, "the refusal shows for 2 s")
  }

  @Test func fiftyBadRequestsLeaveItServing() throws {
    var source = try SensorLoggerPushSource(address: "127.0.0.1", port: 0, token: Self.token)
    let folder = try TemporaryFolder()
    let large = try folder.write("large.json", bytes: Array(repeating: UInt8(ascii: " "), count: (1 << 20) + 1))
    let url = Self.url(source)
    let bad: [([String], String)] = [
      (["-X", "POST", "--data-binary", "{}", Self.url(source, path: "nope")], "404"),
      ([url], "405"),
      (["-X", "POST", "--data-binary", "{", url], "400"),
      (["-X", "POST", "--data-binary", "[]", url], "400"),
      (["-X", "POST", "--data-binary", #"{"sessionId": "x"}"#, url], "400"),
      (
        ["-X", "POST", "--data-binary", #"{"payload": [{"name": "orientation", "time": 1e18, "values": {}}]}"#, url],
        "400"
      ),
      (
        [
          "-X", "POST", "--data-binary",
          #"{"payload": [{"name": "gravity", "time": 1e18, "values": {"x": 1e400, "y": 0, "z": 0}}]}"#, url,
        ], "400"
      ),
      (
        [
          "-X", "POST", "--data-binary",
          #"{"payload": [{"name": "gravity", "time": 1e18, "values": {"x": 900, "y": 0, "z": 0}}]}"#, url,
        ], "400"
      ),
      (["-X", "POST", "--data-binary", "@" + large, url], "413"),
      (["-X", "POST", "--data-binary", "\u{FF}\u{FE}", url], "400"),
    ]
    let requests = (0..<5).flatMap { _ in bad }
    let started = ProcessInfo.processInfo.systemUptime
    let statuses = try Self.curl(requests.map(\.0))
    #expect(statuses == requests.map(\.1))
    var slowest = 0.0
    for tick in 0..<20 {
      let before = ProcessInfo.processInfo.systemUptime
      #expect(source.poll(now: Double(tick) / 100) == nil)
      slowest = max(slowest, ProcessInfo.processInfo.systemUptime - before)
    }
    #expect(
      slowest < 0.005,
      "a poll took \(slowest) s after 50 bad requests (\(ProcessInfo.processInfo.systemUptime - started) s)")
    #expect(try Self.curl([Self.post(file: "ios-1.json", to: url)]) == ["200"])
    #expect(!Self.poll(&source, from: 1, to: 1.3).isEmpty, "still serving")
  }

  @Test func aSlowClientIsCutOffAndShown() throws {
    var source = try SensorLoggerPushSource(address: "127.0.0.1", port: 0, token: Self.token)
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = source.port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #expect(connected == 0)
    let head = "POST /\(Self.token) HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"payload\""
    _ = head.withCString { send(socket, $0, strlen($0), 0) }
    var limit = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    let started = ProcessInfo.processInfo.systemUptime
    var byte: UInt8 = 0
    let read = recv(socket, &byte, 1, 0)
    let waited = ProcessInfo.processInfo.systemUptime - started
    #expect(read == 0, "the server closed the connection")
    #expect(waited > 4 && waited < 8, "after \(waited) s")
    _ = source.poll(now: 0)
    #expect(source.status == .refused("a slow client timed out"))
    #expect(try Self.curl([Self.post(file: "ios-1.json", to: Self.url(source))]) == ["200"])
  }

  @Test func aPortInUseIsAClearError() throws {
    let first = try SensorLoggerPushSource(address: "127.0.0.1", port: 0, token: Self.token)
    #expect(throws: MotionError.self) {
      _ = try SensorLoggerPushSource(address: "127.0.0.1", port: first.port, token: Self.token)
    }
    #expect(throws: MotionError.self) { _ = try SensorLoggerPushSource(address: "not-an-address", port: 0, token: "t") }
  }
}
