/// The samples of a recording in time order, streamed one at a time, cleaned on the way.
///
/// Cleaning: a sample whose time is not later than the last one kept (a duplicate timestamp, or
/// one out of order) is dropped and counted. Gaps are left as they are; `TiltTrack` holds the tilt
/// across them.
public struct TiltReader {
  private var stream: any TiltSampleStream
  private var lastTime: Double?
  /// How many samples were dropped so far because their time did not increase.
  public private(set) var droppedCount = 0
  /// The line of the first dropped sample, when it came from a file.
  public private(set) var firstDroppedLine: Int?

  /// A reader of `stream`.
  init(stream: any TiltSampleStream) {
    self.stream = stream
  }

  /// A reader of samples already in memory, cleaned the same way.
  public init(samples: [TiltSample]) {
    self.init(stream: SampleArrayStream(samples))
  }

  /// The next sample, or nil at the end; bad input is an error naming its file and line.
  public mutating func next() throws(MotionError) -> TiltSample? {
    while let sample = try stream.next() {
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
}
