/// What the push source makes of the bodies its server read: each body's readings turned into
/// samples in Tumble's convention (the platform's guessed from gravity, iOS's until one comes),
/// timed from the first reading, and played at their own times by a `PushPlayback`.
public struct PushReceiver: Sendable {
  /// The phone the last body named (its identifier's first 8 characters), else "phone".
  public private(set) var device = "phone"
  private var playback = PushPlayback()
  private var convention: SensorLoggerConvention?
  /// The first reading's time, in nanoseconds since the epoch: samples are timed from it.
  private var origin: Int64?

  /// A receiver that has had no body yet.
  public init() {}

  /// Queues the readings of `push`, which arrived at `now` (seconds, the local clock).
  public mutating func receive(_ push: SensorLoggerPush, at now: Double) {
    let convention = push.guessedConvention ?? self.convention ?? .ios
    self.convention = convention
    if let id = push.deviceID { device = String(id.prefix(8)) }
    let origin = self.origin ?? push.entries.first?.time ?? 0
    self.origin = origin
    playback.receive(push.samples(convention: convention, since: origin), session: push.sessionID, at: now)
  }

  /// The samples due by `now`, oldest first (see `PushPlayback.take`).
  public mutating func take(at now: Double) -> [TiltSample] { playback.take(at: now) }

  /// When the last sample was played, on the local clock.
  public var lastPlayed: Double? { playback.lastPlayed }
  /// Samples played in the last second.
  public var rate: Int { playback.rate }
}
