import Dynamics
import Foundation
import Motion

/// Turns a tilt source (the arrow keys, a recording, a live sensor) into the session's gravity,
/// one fixed step at a time, and records what it applied when asked to.
///
/// Before each step the driver works out the tilt for that step and points the session's gravity
/// there. The keys add an offset to the source's angle (← and → turn it, ↑ clears it), so with
/// no other source they turn gravity from straight down, and over a recording or a live sensor
/// they nudge it.
///
/// With the keys or a live source, each step's tilt is first made into a `TiltSample` timed on the
/// step clock (t = step / 60 s) and the gravity is the mapping of that sample: the same sample the
/// recorder writes, so replaying the file with the same mapping gives the same gravity at every
/// step, bit for bit. Nothing here reads a clock: a live source is polled by the caller.
///
/// Whatever the source, the gravity applied is bounded (`Tilt.bounded`: at most
/// `Tilt.maximumMagnitude` g, a broken angle straight down); the status line says `clamped` for
/// `clampShownSteps` steps after a tilt had to be cut.
public struct TiltDriver {
  /// Where the tilt comes from.
  public enum Source {
    /// The arrow keys alone: gravity starts straight down.
    case keyboard
    /// A recording, played step by step.
    case replay(TiltReplay)
    /// A live source, polled by the caller once a frame; until its first sample gravity is down.
    case live(any LiveTiltSource)
  }

  /// How samples become gravity.
  public let mapping: TiltMapping
  /// The radians the keys have added to the source's angle (positive turns clockwise on screen).
  public private(set) var offset = 0.0
  /// Why writing the recording failed, if it did; recording stops there.
  public private(set) var recordingError: WriteError?
  /// The step-clock time of the sample that could not be written: the recording holds those before it.
  public private(set) var recordingFailedAt: Double?
  private var source: Source
  private var recorder: TiltRecordingWriter?
  private var liveSample: TiltSample?
  private var stepsTaken = 0
  /// Steps driven, from any source: the clock of the `clamped` notice.
  private var stepsDriven = 0
  /// `stepsDriven` when the last tilt that had to be clamped was applied, if one had.
  private var clampedAtStep: Int?

  /// How long the status line says `clamped` after a tilt was cut: 2 s of steps.
  public static let clampShownSteps = 120

  /// A driver of `source` through `mapping` that writes each step's sample to `recorder`, if given
  /// (recording needs the keys or a live source; a replay is not recorded).
  public init(source: Source = .keyboard, mapping: TiltMapping = .seed, recorder: TiltRecordingWriter? = nil) {
    self.source = source
    self.mapping = mapping
    self.recorder = recorder
  }

  /// Turns the keys' offset by `radians` (positive turns gravity clockwise on screen).
  public mutating func turn(by radians: Double) {
    offset = remainder(offset + radians, 2 * .pi)
  }

  /// Clears the keys' offset: straight down with the keys alone, the source's own tilt otherwise.
  public mutating func straighten() {
    offset = 0
  }

  /// Starts over with the scene: the offset cleared and a replay rewound (a recording being written
  /// goes on, its clock too).
  public mutating func restart() {
    offset = 0
    if case .replay(var replay) = source {
      replay.rewind()
      source = .replay(replay)
    }
  }

  /// Takes in whatever a live source has sent; `now` is a monotonic clock in seconds, used only to
  /// notice a stall. Does nothing for the keys or a replay.
  public mutating func poll(now: Double) {
    guard case .live(var live) = source else { return }
    if let sample = live.poll(now: now) { liveSample = sample }
    source = .live(live)
  }

  /// Points the session's gravity at this step's tilt and takes the step; while paused, only the session's
  /// interface clock steps (the help drops in, the status line shakes), with no tilt taken or recorded.
  public mutating func step(_ session: Session) {
    guard !session.isPaused else {
      session.step()
      return
    }
    let (tilt, wasClamped) = nextTilt().bounded
    stepsDriven += 1
    if wasClamped || liveTiltIsCut { clampedAtStep = stepsDriven }
    session.setGravity(angle: tilt.angle, magnitude: tilt.magnitude)
    session.step()
  }

  /// Points the session's gravity where the keys and the source put it now, without taking a step
  /// or recording one: so that the keys turn gravity visibly while the session is paused.
  public func show(on session: Session) {
    let tilt: Tilt
    if case .replay(let replay) = source {
      tilt = nudged(replay.tilt)
    } else {
      tilt = mapping.tilt(for: sample(at: Double(stepsTaken) * Animator.timeStep))
    }
    let bounded = tilt.bounded.tilt
    session.setGravity(angle: bounded.angle, magnitude: bounded.magnitude)
  }

  /// Steps the session until `seconds` of simulated time have passed since its start.
  public mutating func run(_ session: Session, until seconds: Double) {
    let target = Int((seconds / Animator.timeStep).rounded())
    while session.stepCount < target, !session.isPaused { step(session) }
  }

  /// For the status line: the replay's time, the recording's length so far, a live source's
  /// state and `clamped` while a cut tilt is recent (`▶ 3.4/20.0s`, `● rec 3.4s · tilt stalled`,
  /// `tilt ok · clamped`); nil with the keys alone.
  public var statusText: String? {
    var parts: [String] = []
    if let recordingFailedAt {
      parts.append("● rec failed at \(TiltReplay.tenths(recordingFailedAt))s")
    } else if recorder != nil {
      parts.append("● rec \(TiltReplay.tenths(Double(stepsTaken) * Animator.timeStep))s")
    }
    switch source {
    case .keyboard: break
    case .replay(let replay): parts.append(replay.statusText)
    case .live(let live): parts.append("tilt \(live.status)")
    }
    if let clampedAtStep, stepsDriven - clampedAtStep <= Self.clampShownSteps { parts.append("clamped") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// What a live source asks the user to do before its first sample (a URL to type into the
  /// phone's app), or nil.
  public var invitation: LiveTiltInvitation? {
    guard case .live(let live) = source else { return nil }
    return live.invitation
  }

  /// The tilt for the next step, its sample written when recording.
  private mutating func nextTilt() -> Tilt {
    if case .replay(var replay) = source {
      let tilt = replay.nextTilt()
      source = .replay(replay)
      return nudged(tilt)
    }
    let sample = sample(at: Double(stepsTaken) * Animator.timeStep)
    stepsTaken += 1
    record(sample)
    return mapping.tilt(for: sample)
  }

  /// The sample for a step at `time`: the live one (or straight down) timed on the step clock, and
  /// made anew from its tilt, bounded and turned by the keys' offset, when there is one (so that
  /// what is recorded is finite whatever the source sent).
  private func sample(at time: Double) -> TiltSample {
    var sample = liveSample ?? TiltSample(t: time, tilt: .down)
    guard offset == 0 else { return TiltSample(t: time, tilt: nudged(mapping.tilt(for: sample).bounded.tilt)) }
    sample.t = time
    return sample
  }

  /// Whether the live source's own tilt is beyond the bound (with the keys' offset the step's
  /// sample is made from a bounded copy of it, so the step's tilt alone does not tell).
  private var liveTiltIsCut: Bool {
    liveSample.map { mapping.tilt(for: $0).bounded.wasClamped } ?? false
  }

  /// `tilt` turned by the keys' offset.
  private func nudged(_ tilt: Tilt) -> Tilt {
    offset == 0 ? tilt : Tilt(angle: tilt.angle + offset, magnitude: tilt.magnitude)
  }

  private mutating func record(_ sample: TiltSample) {
    guard let recorder else { return }
    do throws(WriteError) {
      try recorder.write(sample)
    } catch {
      recordingError = error
      recordingFailedAt = sample.t
      self.recorder = nil
    }
  }
}
