/// How a live tilt source is doing, for the playground's status line.
public enum LiveTiltStatus: Equatable, Sendable, CustomStringConvertible {
  /// Nothing has arrived yet.
  case waiting
  /// Samples arrive.
  case ok
  /// Samples arrive from `device`, `rate` a second, the last batch `age` seconds ago.
  case receiving(device: String, rate: Int, age: Double)
  /// A request was refused (why); the last good tilt holds.
  case refused(String)
  /// No sample for a while; the last good tilt holds.
  case stalled
  /// A line could not be read (its number and what was wrong); the last good tilt holds.
  case badLine(Int, String)
  /// The input ended; the last good tilt holds.
  case ended
  /// The source cannot be read any more (why); the last good tilt holds.
  case failed(String)

  /// "waiting", "ok", "DEVICE 42 Hz 0.1s", "refused: …", "stalled", "bad line N: …", "ended" or "failed: …".
  public var description: String {
    switch self {
    case .waiting: "waiting"
    case .ok: "ok"
    case .receiving(let device, let rate, let age):
      "\(device) \(rate) Hz \(Int((age * 10).rounded()) / 10).\(Int((age * 10).rounded()) % 10)s"
    case .refused(let problem): "refused: \(problem)"
    case .stalled: "stalled"
    case .badLine(let line, let problem): "bad line \(line): \(problem)"
    case .ended: "ended"
    case .failed(let problem): "failed: \(problem)"
    }
  }
}
