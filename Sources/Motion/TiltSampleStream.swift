/// Samples in the order their source holds them, before `TiltReader` cleans them.
protocol TiltSampleStream {
  /// The file the last sample came from, for messages.
  var file: String { get }
  /// The 1-based line the last sample came from, when it came from a file.
  var line: Int? { get }
  /// The half line a file ended in, once the stream has met it and stopped there.
  var halfLine: HalfLine? { get }
  /// The next sample, or nil at the end.
  mutating func next() throws(MotionError) -> TiltSample?
}
