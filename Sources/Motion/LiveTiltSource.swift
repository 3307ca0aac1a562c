import Foundation

/// A source of tilt samples as they happen (stdin, an accelerometer), polled without blocking.
///
/// The playground polls once a frame: a sample means a new tilt; nil means nothing new, and the
/// last good tilt holds while `status` says why.
public protocol LiveTiltSource {
  /// The newest sample that arrived since the last poll, or nil if none did; never blocks.
  /// `now` is a monotonic clock in seconds, used only to notice a stall.
  mutating func poll(now: Double) -> TiltSample?
  /// How the source is doing.
  var status: LiveTiltStatus { get }
}

extension LiveTiltSource {
  /// `poll(now:)` with the process's monotonic clock.
  public mutating func poll() -> TiltSample? {
    poll(now: ProcessInfo.processInfo.systemUptime)
  }
}
