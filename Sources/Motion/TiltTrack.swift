/// The tilt of a recording at any time, interpolated between its samples, read as time goes on.
///
/// Between two samples the angle moves along the shorter arc of the unit circle (never through the
/// jump at ±π) and the magnitude linearly. Before the first sample the first tilt holds, after the
/// last the last one holds, and across a gap longer than `gapThreshold` the earlier tilt holds until
/// the later sample (no slow invented sweep over missing data).
///
/// The track streams: it keeps only the two samples around the current time, so ask for times that
/// do not decrease, such as `start + Double(step) / 60` for a playground stepping at 1/60 s. An
/// earlier time than the samples held gets the earlier of them. Deterministic: the same samples
/// and times give the same tilts, bit for bit.
public struct TiltTrack {
  private struct Point {
    var t: Double
    var tilt: Tilt
  }

  /// Gaps between samples longer than this, in seconds, hold the earlier tilt (default 0.25 s).
  public let gapThreshold: Double
  /// The mapping from samples to tilts.
  public let mapping: TiltMapping
  private var reader: TiltReader
  private var previous: Point?
  private var following: Point?
  private var started = false

  /// A track of the samples `reader` gives, mapped with `mapping`.
  public init(reader: TiltReader, mapping: TiltMapping, gapThreshold: Double = 0.25) {
    self.reader = reader
    self.mapping = mapping
    self.gapThreshold = gapThreshold
  }

  /// A track of `samples` (cleaned as `TiltReader` cleans), mapped with `mapping`.
  public init(samples: [TiltSample], mapping: TiltMapping, gapThreshold: Double = 0.25) {
    self.init(reader: TiltReader(samples: samples), mapping: mapping, gapThreshold: gapThreshold)
  }

  /// The time of the first sample, or nil for a recording without samples.
  public mutating func startTime() throws(MotionError) -> Double? {
    try start()
    return previous?.t
  }

  /// Whether `time` is at or past the last sample (always true without samples): where a looping
  /// replay starts again.
  public mutating func hasEnded(at time: Double) throws(MotionError) -> Bool {
    try advance(to: time)
    guard let previous else { return true }
    return following == nil && time >= previous.t
  }

  /// The tilt at `time` (seconds on the recording's clock); `Tilt.down` for a recording without samples.
  public mutating func tilt(at time: Double) throws(MotionError) -> Tilt {
    try advance(to: time)
    guard let previous else { return .down }
    guard let following, time > previous.t, following.t - previous.t <= gapThreshold else { return previous.tilt }
    let fraction = (time - previous.t) / (following.t - previous.t)
    return previous.tilt.interpolated(to: following.tilt, fraction: fraction)
  }

  private mutating func start() throws(MotionError) {
    guard !started else { return }
    started = true
    previous = try nextPoint()
    following = try nextPoint()
  }

  private mutating func advance(to time: Double) throws(MotionError) {
    try start()
    while let point = following, point.t <= time {
      previous = point
      following = try nextPoint()
    }
  }

  private mutating func nextPoint() throws(MotionError) -> Point? {
    try reader.next().map { Point(t: $0.t, tilt: mapping.tilt(for: $0)) }
  }
}
