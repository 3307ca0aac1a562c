import Dynamics
import Motion

/// A tilt recording played against the playground's fixed step: the recording's time at each step,
/// its tilt there, and the jump back to the start when it loops.
///
/// Every fixed step moves the recording's clock on by exactly one step (1/60 s), whatever the
/// replay speed: speed only says how many steps the terminal takes per second of wall clock. So a
/// recording gives the same tilt at the same step, and the same frames, at any speed. Step k
/// (from 0) pulls with the recording's tilt at `startTime + k / 60`, interpolated by `TiltTrack`,
/// and brings the recording's clock to `startTime + (k + 1) / 60`, as it brings the session's.
public struct TiltReplay {
  /// The recording played.
  public let recording: TiltRecording
  /// How its samples turn into gravity.
  public let mapping: TiltMapping
  /// Whether it starts again from the beginning after its last sample.
  public let loops: Bool
  /// The first sample's time, in seconds on the recording's clock.
  public let startTime: Double
  /// The last sample's time, in seconds on the recording's clock.
  public let endTime: Double
  /// How many samples were skipped because their time did not increase.
  public let droppedCount: Int
  /// The line of the first sample skipped, when it came from a file.
  public let firstDroppedLine: Int?
  /// The half line the recording ends in (cut short), left out, if it has one.
  public let halfLine: HalfLine?
  /// Where the steps so far have brought the recording's clock, in seconds.
  public private(set) var time: Double
  /// Why the recording could not be read further, if it could not; the last tilt holds.
  public private(set) var failure: MotionError?
  /// The tilt of the last step (straight down before the first).
  public private(set) var tilt = Tilt.down
  private var track: TiltTrack
  private var stepsIntoPass = 0

  /// Reads `recording` through once, so that a bad line anywhere in it is reported now, before
  /// anything plays, and gets ready to play it from its first sample.
  public init(recording: TiltRecording, mapping: TiltMapping, loops: Bool) throws(MotionError) {
    var reader = try recording.makeReader()
    var first: Double?
    var last = 0.0
    while let sample = try reader.next() {
      first = first ?? sample.t
      last = sample.t
    }
    self.recording = recording
    self.mapping = mapping
    self.loops = loops
    startTime = first ?? 0
    endTime = last
    droppedCount = reader.droppedCount
    firstDroppedLine = reader.firstDroppedLine
    halfLine = reader.halfLine
    time = startTime
    track = TiltTrack(reader: try recording.makeReader(), mapping: mapping)
  }

  /// The recording's length in seconds, from its first sample to its last.
  public var duration: Double { endTime - startTime }

  /// Whether the replay has played past its last sample (never when it loops).
  public var hasEnded: Bool { !loops && time >= endTime }

  /// The tilt for the next fixed step, moving the recording's clock on by one step.
  public mutating func nextTilt() -> Tilt {
    var sampleTime = clock(after: stepsIntoPass)
    if loops, sampleTime > endTime, endTime > startTime {
      rewind()
      sampleTime = startTime
    }
    stepsIntoPass += 1
    time = clock(after: stepsIntoPass)
    guard failure == nil else { return tilt }
    do throws(MotionError) {
      tilt = try track.tilt(at: sampleTime)
    } catch {
      failure = error
    }
    return tilt
  }

  /// Plays the recording from its first sample again.
  public mutating func rewind() {
    stepsIntoPass = 0
    time = startTime
    do throws(MotionError) {
      track = TiltTrack(reader: try recording.makeReader(), mapping: mapping)
      failure = nil
    } catch {
      failure = error
    }
  }

  /// The recording's clock `steps` steps into a pass.
  private func clock(after steps: Int) -> Double {
    startTime + Double(steps) * Animator.timeStep
  }

  /// For the status line: the recording's time and length, `▶ 3.4/20.0s`, or what went wrong.
  public var statusText: String {
    if let failure { return "▶ failed: \(failure.problem)" }
    let played = "▶ \(Self.tenths(min(time, endTime) - startTime))/\(Self.tenths(duration))s"
    return hasEnded ? played + " end" : played
  }

  /// `seconds` with one decimal, the same in every locale.
  static func tenths(_ seconds: Double) -> String {
    let tenths = Int((max(seconds, 0) * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
