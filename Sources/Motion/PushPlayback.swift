/// Plays pushed samples at their own times: a batch that covers 0.2 s of the phone's clock is
/// played over the next 0.2 s of the local clock, so the tilt moves smoothly between batches.
///
/// The phone's times are mapped to the local clock by one offset, set by the first batch (its
/// first sample plays on arrival) and kept while batches keep pace; a new session, or a batch more
/// than `resyncAfter` seconds off the mapping, sets it anew. A sample not after the last one queued
/// is dropped, so samples play in order and once.
struct PushPlayback {
  /// Seconds a batch may be off the mapping before it is set anew.
  static let resyncAfter = 1.0

  /// Samples waiting for their time: phone times, in order.
  private var queue: [TiltSample] = []
  private var offset: Double?
  private var session: String?
  /// The phone time of the newest sample queued in this session.
  private var newest = -Double.infinity
  /// The local times the samples of the last second were played at, for the rate.
  private var played: [Double] = []
  /// When the last sample was played, on the local clock.
  private(set) var lastPlayed: Double?

  /// Queues `samples` (phone times in seconds, in order) of `session` that arrived at `now`.
  mutating func receive(_ samples: [TiltSample], session: String?, at now: Double) {
    guard let first = samples.first else { return }
    if session != self.session || offset == nil {
      self.session = session
      queue.removeAll()
      newest = -.infinity
      offset = now - first.t
    } else if let offset, abs(first.t + offset - now) > Self.resyncAfter {
      self.offset = now - first.t
    }
    let fresh = samples.filter { $0.t > newest }
    queue.append(contentsOf: fresh)
    newest = fresh.last?.t ?? newest
  }

  /// The samples due by `now`, oldest first (none if none is due).
  mutating func take(at now: Double) -> [TiltSample] {
    played.removeAll { $0 <= now - 1 }
    guard let offset else { return [] }
    let due = Array(queue.prefix { $0.t + offset <= now })
    guard !due.isEmpty else { return [] }
    played.append(contentsOf: repeatElement(now, count: due.count))
    queue.removeFirst(due.count)
    lastPlayed = now
    return due
  }

  /// Samples played in the last second.
  var rate: Int { played.count }
}
