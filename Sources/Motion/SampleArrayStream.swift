/// Samples already in memory, as a stream.
struct SampleArrayStream: TiltSampleStream {
  private let samples: [TiltSample]
  private var index = 0

  /// A stream of `samples` in order.
  init(_ samples: [TiltSample]) {
    self.samples = samples
  }

  var file: String { "samples" }
  var line: Int? { nil }
  var halfLine: HalfLine? { nil }

  mutating func next() throws(MotionError) -> TiltSample? {
    guard index < samples.count else { return nil }
    index += 1
    return samples[index - 1]
  }
}
