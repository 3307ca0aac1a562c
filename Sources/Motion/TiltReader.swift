/// The samples of a recording in time order, streamed one at a time, cleaned on the way.
///
/// Cleaning: a sample whose time is not later than the last one kept (a duplicate timestamp, or
/// one out of order) is dropped and counted. Gaps are left as they are; `TiltTrack` holds the tilt
/// across them. The samples of a file are timed from its first sample, in seconds, by a
/// `RecordingClock` (so epoch times play from 0), and a time more than 24 hours after the first
/// is an error; a half line at the end of a file ends the samples and is kept in `halfLine`.
public struct TiltReader {
  private var stream: any TiltSampleStream
  private let timesFromFirstSample: Bool
  private var clock: RecordingClock?
  private var lastTime: Double?
  /// How many samples were dropped so far because their time did not increase.
  public private(set) var droppedCount = 0
  /// The line of the first dropped sample, when it came from a file.
  public private(set) var firstDroppedLine: Int?

  /// A reader of `stream`; `timesFromFirstSample` counts its times from the first sample (files do).
  init(stream: any TiltSampleStream, timesFromFirstSample: Bool = true) {
    self.stream = stream
    self.timesFromFirstSample = timesFromFirstSample
  }

  /// A reader of samples already in memory, cleaned the same way, their times as they are.
  public init(samples: [TiltSample]) {
    self.init(stream: SampleArrayStream(samples), timesFromFirstSample: false)
  }

  /// The half line the recording ended in, once the reader has reached it (nil for none).
  public var halfLine: HalfLine? { stream.halfLine }

  /// The next sample, or nil at the end; bad input is an error naming its file and line.
  public mutating func next() throws(MotionError) -> TiltSample? {
    while var sample = try stream.next() {
      if timesFromFirstSample { sample.t = try seconds(sample.t) }
      if let lastTime, !(sample.t > lastTime) {
        droppedCount += 1
        firstDroppedLine = firstDroppedLine ?? stream.line
        continue
      }
      lastTime = sample.t
      return sample
    }
    return nil
  }

  /// Every remaining sample. For small recordings and tests; replay streams with `next()`.
  public mutating func readAll() throws(MotionError) -> [TiltSample] {
    var samples: [TiltSample] = []
    while let sample = try next() { samples.append(sample) }
    return samples
  }

  /// `time` as written, in seconds after the first sample; more than 24 hours after it is an error.
  private mutating func seconds(_ time: Double) throws(MotionError) -> Double {
    let clock = self.clock ?? RecordingClock(first: time)
    self.clock = clock
    guard let seconds = clock.seconds(time) else {
      throw MotionError(
        .outOfRange, file: stream.file, line: stream.line,
        problem: "time \(time) is more than 24 hours after the first sample's \(clock.origin)",
        expected: "a recording of at most 24 hours, timed in seconds or epoch ms, µs or ns")
    }
    return seconds
  }
}
