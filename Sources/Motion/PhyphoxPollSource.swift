import Foundation
import Synchronization

/// phyphox's remote access as a live tilt source: polls the phone's REST API (`/config` once, then
/// `/get` for the values since the last one) on a thread of its own, for an "Acceleration with g"
/// or "Inclination" experiment, and plays the samples at their own times (see `PushPlayback`).
///
/// A phone that cannot be reached, or an experiment without those buffers, shows on the status
/// line and is tried again every second; the tilt holds.
public struct PhyphoxPollSource: LiveTiltSource {
  /// phyphox's remote access port unless another is given.
  public static let defaultPort: UInt16 = 8080
  /// Seconds between polls.
  static let pollInterval = 0.05

  /// What to do on the phone, until the first sample plays.
  public private(set) var invitation: LiveTiltInvitation?
  /// How the source is doing.
  public private(set) var status: LiveTiltStatus = .waiting
  private let poller: Poller
  private var playback = PushPlayback()
  private var lastArrival: Double?

  /// Starts polling `host`:`port`.
  public init(host: String, port: UInt16 = defaultPort) {
    poller = Poller(host: host, port: port)
    invitation = LiveTiltInvitation(
      url: nil,
      lines: [
        "phyphox: open Acceleration with g or Inclination, ⋮ → Allow remote access, then ▶",
        "polling http://\(host):\(port)",
      ])
  }

  /// Takes what the poller read and returns the samples due by `now`, oldest first.
  public mutating func drain(now: Double) -> [TiltSample] {
    let (batches, problem) = poller.inbox.drain()
    for batch in batches {
      playback.receive(batch.samples, session: batch.session, at: now)
      lastArrival = now
    }
    let samples = playback.take(at: now)
    if !samples.isEmpty { invitation = nil }
    if let problem {
      status = .failed(problem)
    } else if let played = playback.lastPlayed, let lastArrival {
      status =
        now - played > SensorLoggerPushSource.stallAfter
        ? .stalled : .receiving(device: "phyphox", rate: playback.rate, age: now - lastArrival)
    }
    return samples
  }
}

// MARK: - Polling

extension PhyphoxPollSource {
  /// What one `/get` brought: samples in phyphox's time, and the experiment session.
  struct Batch: Sendable {
    var samples: [TiltSample]
    var session: String?
    /// Whether the experiment runs (▶ pressed on the phone).
    var isMeasuring: Bool
  }

  /// What the polling thread hands over.
  final class Inbox: Sendable {
    private let contents = Mutex((batches: [Batch](), problem: String?.none, stopped: false))

    func add(_ batch: Batch) { contents.withLock { $0.batches.append(batch) } }
    func fail(_ problem: String?) { contents.withLock { $0.problem = problem } }
    func stop() { contents.withLock { $0.stopped = true } }
    var isStopped: Bool { contents.withLock { $0.stopped } }

    /// The batches since the last drain, and the current problem.
    func drain() -> (batches: [Batch], problem: String?) {
      contents.withLock { contents in
        defer { contents.batches = [] }
        return (contents.batches, contents.problem)
      }
    }
  }

  /// Owns the polling thread and stops it when the source goes away.
  final class Poller: Sendable {
    let inbox = Inbox()

    init(host: String, port: UInt16) {
      let inbox = inbox
      Thread.detachNewThread { Self.run(host: host, port: port, inbox: inbox) }
    }

    deinit { inbox.stop() }

    /// Polls until stopped: the experiment's plan first, then its new values.
    private static func run(host: String, port: UInt16, inbox: Inbox) {
      var plan: PhyphoxPlan?
      var last: Double?
      var session: String?
      while !inbox.isStopped {
        var failed = true
        let path = plan?.path(after: last) ?? "/config"
        switch HTTPGet.body(host: host, port: port, path: path) {
        case .failure(let error):
          inbox.fail(error.message)
          plan = nil
        case .success(let body) where plan == nil:
          plan = PhyphoxPlan(config: body)
          inbox.fail(plan == nil ? "the experiment has no acceleration-with-g or inclination buffers" : nil)
          failed = plan == nil
        case .success(let body):
          guard let batch = plan?.batch(from: body) else {
            inbox.fail("phyphox sent no readable values")
            break
          }
          inbox.fail(batch.isMeasuring ? nil : "phyphox is not measuring: press ▶ on the phone")
          failed = false
          if batch.session != session { last = nil }
          session = batch.session
          if let newest = batch.samples.last?.t { last = newest }
          if !batch.samples.isEmpty { inbox.add(batch) }
        }
        Thread.sleep(forTimeInterval: failed ? 1 : pollInterval)
      }
    }
  }
}
