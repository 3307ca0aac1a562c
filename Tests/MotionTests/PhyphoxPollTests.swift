import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Motion

/// A stand-in for phyphox's remote access on 127.0.0.1: `/config` of an "Acceleration with g"
/// experiment and `/get` answering the values after a time, one connection per request.
final class FakePhyphox: Sendable {
  let port: UInt16
  private let socket: Int32
  /// The paths asked for, in order.
  let paths = PathLog()

  /// Paths, kept across threads.
  final class PathLog: Sendable {
    private let list = Mutex<[String]>([])
    func append(_ path: String) { list.withLock { $0.append(path) } }
    var all: [String] { list.withLock { $0 } }
  }

  /// Serves `values` (time, x, y, z in m/s², Android's sign), `perRequest` new ones each `/get`.
  init(values: [[Double]], perRequest: Int) throws {
    let (socket, port) = try listeningLoopbackSocket()
    self.socket = socket
    self.port = port
    let paths = paths
    Thread.detachNewThread {
      var served = 0
      while true {
        let client = accept(socket, nil, nil)
        guard client >= 0 else { return }
        var request = [UInt8](repeating: 0, count: 4096)
        let count = recv(client, &request, request.count, 0)
        let line = String(decoding: request.prefix(max(0, count)), as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        paths.append(path)
        let body: String
        if path == "/config" {
          body = Self.config
        } else {
          let shown = values.prefix(served + perRequest).filter {
            path.contains("=") ? $0[0] > Self.threshold(path) : true
          }
          let rows = path.contains("=") ? Array(shown) : Array(shown.suffix(1))
          served += perRequest
          body = Self.answer(rows)
        }
        let response =
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
          + body
        _ = response.withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        close(client)
      }
    }
  }

  deinit { shutdown(socket, Int32(SHUT_RDWR)); close(socket) }

  static let config = #"""
    {"crc32":"5a1b9c2d","title":"Acceleration with g","localTitle":"Acceleration with g","category":"Raw Sensors",
     "buffers":[{"name":"accX","size":0},{"name":"accY","size":0},{"name":"accZ","size":0},{"name":"acc","size":0},{"name":"acc_time","size":0}],
     "inputs":[{"source":"accelerometer","outputs":[{"x":"accX"},{"y":"accY"},{"z":"accZ"},{"abs":"acc"},{"t":"acc_time"}]}],
     "export":[{"set":"Raw Data","sources":[{"label":"Time (s)","buffer":"acc_time"},{"label":"Acceleration x (m/s^2)","buffer":"accX"},
       {"label":"Acceleration y (m/s^2)","buffer":"accY"},{"label":"Acceleration z (m/s^2)","buffer":"accZ"},
       {"label":"Absolute acceleration (m/s^2)","buffer":"acc"}]}]}
    """#

  /// The time after `acc_time=` in a `/get` path.
  static func threshold(_ path: String) -> Double {
    guard let range = path.range(of: "acc_time=") else { return -.infinity }
    return Double(path[range.upperBound...].prefix { $0 != "&" }) ?? -.infinity
  }

  static func answer(_ rows: [[Double]]) -> String {
    func buffer(_ name: String, _ column: Int) -> String {
      "\"\(name)\":{\"size\":0,\"updateMode\":\"partial\", \"buffer\":[\(rows.map { "\($0[column])" }.joined(separator: ","))]}"
    }
    let buffers = [buffer("acc_time", 0), buffer("accX", 1), buffer("accY", 2), buffer("accZ", 3)]
    return
      "{\"buffer\":{\n\(buffers.joined(separator: ",\n"))\n},\n\"status\":{\n\"session\":\"3f2a1b\", \"measuring\":true, \"timedRun\":false, \"countDown\":0\n}\n}\n"
  }
}

/// `PhyphoxPollSource` against the fake phone.
@Suite struct PhyphoxPollTests {
  @Test func theConfigFindsTheAccelerationBuffers() throws {
    let plan = try #require(PhyphoxPlan(config: Data(FakePhyphox.config.utf8)))
    #expect(plan.kind == .acceleration)
    #expect(plan.path(after: nil) == "/get?acc_time&accX&accY&accZ")
    #expect(plan.path(after: 1.5) == "/get?acc_time=1.5&accX=1.5%7Cacc_time&accY=1.5%7Cacc_time&accZ=1.5%7Cacc_time")
    #expect(PhyphoxPlan(config: Data(#"{"export": []}"#.utf8)) == nil)
  }

  @Test func absurdAndMissingValuesAreLeftOut() throws {
    let plan = try #require(PhyphoxPlan(config: Data(FakePhyphox.config.utf8)))
    let rows = [
      [0.0, 0, -9.8, 0], [0.02, 0, -900, 0], [0.04, .nan, -9.8, 0], [0.06, 1, -9.8, 0], [0.05, 0, -9.8, 0],
    ]
    let body = FakePhyphox.answer(rows).replacingOccurrences(of: "nan", with: "null")
    let batch = try #require(plan.batch(from: Data(body.utf8)))
    #expect(batch.samples.map(\.t) == [0, 0.06], "beyond 16 g, null, and a time going back are left out")
    #expect(batch.session == "3f2a1b" && batch.isMeasuring)
  }

  @Test func polledValuesTiltTheWayThePhoneIs() throws {
    // a phone on its left edge (the reaction to gravity along +x... here −x: its right edge up), 50 Hz
    let values = (0..<100).map { [Double($0) / 50, -9.80665, 0, 0] }
    let phone = try FakePhyphox(values: values, perRequest: 5)
    var source = PhyphoxPollSource(host: "127.0.0.1", port: phone.port)
    var samples: [TiltSample] = []
    let start = ProcessInfo.processInfo.systemUptime
    while samples.count < 10, ProcessInfo.processInfo.systemUptime - start < 10 {
      if let sample = source.poll(now: ProcessInfo.processInfo.systemUptime - start) { samples.append(sample) }
      Thread.sleep(forTimeInterval: 0.005)
    }
    #expect(samples.count >= 10, "status: \(source.status)")
    #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.t < $1.t }, "in order")
    for sample in samples {
      let tilt = TiltMapping.physical.tilt(for: sample)
      #expect(abs(tilt.angle) < 1e-9 && abs(tilt.magnitude - 1) < 1e-9, "gravity pulls right at full strength")
    }
    let paths = phone.paths.all
    #expect(paths.first == "/config")
    #expect(paths.dropFirst().first == "/get?acc_time&accX&accY&accZ")
    #expect(paths.dropFirst(2).allSatisfy { $0.hasPrefix("/get?acc_time=") })
  }

  @Test func anUnreachablePhoneShowsOnTheStatusLine() throws {
    // port 1: nothing listens there (a port freed by a test could be taken by another one's fake phone)
    var source = PhyphoxPollSource(host: "127.0.0.1", port: 1)
    _ = source.poll(now: 0)
    let start = ProcessInfo.processInfo.systemUptime
    while case .waiting = source.status, ProcessInfo.processInfo.systemUptime - start < 5 {
      Thread.sleep(forTimeInterval: 0.05)
      _ = source.poll(now: ProcessInfo.processInfo.systemUptime - start)
    }
    #expect(source.status.description.hasPrefix("failed: cannot reach 127.0.0.1:1"), "\(source.status)")
  }
}
