import Foundation
import Synchronization

/// Sensor Logger's HTTP Push as a live tilt source: an HTTP server on this machine that the phone's
/// app POSTs its batches to (Settings → Data Streaming → HTTP Push), at `http://ADDRESS:PORT/TOKEN`.
///
/// The server runs on its own thread and only hands over what it read; each poll takes that and
/// plays the samples at their own times (see `PushReceiver`). Requests without the token, bodies
/// over 1 MiB, bad JSON, missing fields and absurd values are answered 4xx and shown on the status
/// line for `refusalShownFor` seconds; the tilt holds. The platform's sign convention is guessed
/// from the gravity readings (iOS's until one comes).
public struct SensorLoggerPushSource: LiveTiltSource {
  /// The port Sensor Logger is told to push to unless another is given.
  public static let defaultPort: UInt16 = 8000
  /// Seconds without a sample after which the status turns to stalled.
  public static let stallAfter = 0.5
  /// Seconds a refused request stays on the status line.
  public static let refusalShownFor = 2.0

  /// The port the server listens on.
  public var port: UInt16 { listener.port }
  /// The secret path part.
  public let token: String
  /// What to type into the app, until the first sample plays.
  public private(set) var invitation: LiveTiltInvitation?
  /// How the source is doing.
  public private(set) var status: LiveTiltStatus = .waiting
  private let listener: TokenListener
  private let inbox: PushInbox
  private var receiver = PushReceiver()
  private var lastArrival: Double?
  private var refusal: (message: String, at: Double)?

  /// Listens on `address` (nil: every interface) and `port` (0: one the kernel picks) for pushes to `/token`.
  public init(address: String? = nil, port: UInt16 = defaultPort, token: String) throws(MotionError) {
    let inbox = PushInbox()
    self.inbox = inbox
    self.token = token
    listener = try TokenListener(
      address: address, port: port, token: token, handler: inbox.take, refused: inbox.refused)
    let host = address.flatMap { $0 == "0.0.0.0" ? nil : $0 } ?? LANAddress.find() ?? "127.0.0.1"
    let note =
      address == nil || address == "0.0.0.0"
      ? "listening on every interface, port \(listener.port)" : "listening on \(host):\(listener.port) only"
    invitation = LiveTiltInvitation(
      url: "http://\(host):\(listener.port)/\(token)",
      lines: ["Sensor Logger: Settings → Data Streaming → HTTP Push: this URL, then record", note])
  }

  /// Takes what the server read and returns the samples due by `now`, oldest first.
  public mutating func drain(now: Double) -> [TiltSample] {
    let (pushes, refusals) = inbox.drain()
    for push in pushes {
      receiver.receive(push, at: now)
      lastArrival = now
    }
    if let last = refusals.last { refusal = (last, now) }
    let samples = receiver.take(at: now)
    if !samples.isEmpty { invitation = nil }
    status = currentStatus(at: now)
    return samples
  }

  private func currentStatus(at now: Double) -> LiveTiltStatus {
    if let refusal, now - refusal.at < Self.refusalShownFor { return .refused(refusal.message) }
    guard let played = receiver.lastPlayed, let lastArrival else { return .waiting }
    if now - played > Self.stallAfter { return .stalled }
    return .receiving(device: receiver.device, rate: receiver.rate, age: now - lastArrival)
  }
}

/// What the server thread hands to the frame loop: the bodies read and the requests refused.
final class PushInbox: Sendable {
  private struct Contents {
    var pushes: [SensorLoggerPush] = []
    var refusals: [String] = []
  }

  private let contents = Mutex(Contents())

  /// Reads a body on the server thread: queued and answered 200, or answered 400 with the problem.
  @Sendable func take(_ body: Data) -> TokenListener.Reply {
    do throws(SensorLoggerPush.Problem) {
      let push = try SensorLoggerPush(body: body)
      contents.withLock { $0.pushes.append(push) }
      return TokenListener.Reply(status: 200, text: "ok: \(push.entries.count) readings")
    } catch {
      return TokenListener.Reply(status: error.status, text: error.message)
    }
  }

  /// Notes a refused request on the server thread.
  @Sendable func refused(_ message: String) {
    contents.withLock { $0.refusals.append(message) }
  }

  /// Everything received since the last drain.
  func drain() -> (pushes: [SensorLoggerPush], refusals: [String]) {
    contents.withLock { contents in
      defer { contents = Contents() }
      return (contents.pushes, contents.refusals)
    }
  }
}
