/// How a live tilt source is doing, for the playground's status line.
public enum LiveTiltStatus: Equatable, Sendable, CustomStringConvertible {
  /// Nothing has arrived yet.
  case waiting
  /// Samples arrive.
  case ok
  /// No sample for a while; the last good tilt holds.
  case stalled
  /// A line could not be read (its number and what was wrong); the last good tilt holds.
  case badLine(Int, String)
  /// The input ended; the last good tilt holds.
  case ended
  /// The source cannot be read any more (why); the last good tilt holds.
  case failed(String)

  /// "waiting", "ok", "stalled", "bad line N: …", "ended" or "failed: …".
  public var description: String {
    switch self {
    case .waiting: "waiting"
    case .ok: "ok"
    case .stalled: "stalled"
    case .badLine(let line, let problem): "bad line \(line): \(problem)"
    case .ended: "ended"
    case .failed(let problem): "failed: \(problem)"
    }
  }
}
