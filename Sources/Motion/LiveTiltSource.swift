import Foundation

/// A source of tilt samples as they happen (stdin, an accelerometer), polled without blocking.
///
/// The playground polls once a frame: a sample means a new tilt; nil means nothing new, and the
/// last good tilt holds while `status` says why.
public protocol LiveTiltSource {
  /// Every sample that arrived (or fell due) since the last call, oldest first; never blocks.
  /// `now` is a monotonic clock in seconds, used to notice a stall and to play pushed batches.
  mutating func drain(now: Double) -> [TiltSample]
  /// How the source is doing.
  var status: LiveTiltStatus { get }
  /// What to tell the user until the first sample comes (a listening source's URL), or nil.
  var invitation: LiveTiltInvitation? { get }
}

extension LiveTiltSource {
  /// Nothing to tell: the source needs nothing from the user.
  public var invitation: LiveTiltInvitation? { nil }

  /// The newest sample that arrived since the last poll, or nil if none did: what a player wants.
  public mutating func poll(now: Double) -> TiltSample? { drain(now: now).last }

  /// `poll(now:)` with the process's monotonic clock.
  public mutating func poll() -> TiltSample? {
    poll(now: ProcessInfo.processInfo.systemUptime)
  }
}
