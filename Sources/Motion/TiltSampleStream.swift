/// Samples in the order their source holds them, before `TiltReader` cleans them.
protocol TiltSampleStream {
  /// The 1-based line the last sample came from, when it came from a file.
  var line: Int? { get }
  /// The next sample, or nil at the end.
  mutating func next() throws(MotionError) -> TiltSample?
}
