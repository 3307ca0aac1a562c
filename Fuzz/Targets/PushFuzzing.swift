import Foundation
import Motion

/// Sensor Logger's HTTP Push bodies read as `--tilt sensorlogger` reads them: each body through
/// `SensorLoggerPush(body:)` (what the server's handler does with a request to the token path, the
/// range check included), then queued and played by a `PushReceiver`, polled once a frame.
enum PushFuzzing {
  /// The largest body the server hands on (`TokenListener` answers 413 above it).
  static let largestBody = 1 << 20

  /// `input` as one body, or, when it holds lines `--- NAME`, one body a section (the name is
  /// ignored), the bodies arriving 0.2 s apart and polled 60 times a second in between; the
  /// receiver is polled once more long after the last.
  static func receive(_ input: [UInt8]) {
    let sections = Sections(input).parts.map(\.bytes)
    let bodies = sections.isEmpty ? [input[...]] : sections
    var receiver = PushReceiver()
    var now = 0.0
    for body in bodies where body.count <= largestBody {
      if let push = try? SensorLoggerPush(body: Data(body)) { receiver.receive(push, at: now) }
      for _ in 0..<12 {
        now += 1.0 / 60
        check(receiver.take(at: now))
      }
    }
    check(receiver.take(at: now + 1000))
    _ = receiver.device
  }

  /// Every played sample is in range and maps to a finite tilt.
  private static func check(_ samples: [TiltSample]) {
    for sample in samples {
      fuzzCheckInRange(sample)
      for mapping in TiltMapping.allCases { fuzzCheckFinite(mapping.tilt(for: sample)) }
    }
  }
}
