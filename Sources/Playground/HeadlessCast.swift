import Canvas
import Dynamics
import Foundation

/// Records a session stepped headlessly as an asciicast, on the fixed step's clock.
public enum HeadlessCast {
  /// Steps `session` with `step` until `seconds` of simulated time, recording a frame every `1/framesPerSecond` s.
  ///
  /// `step` takes one fixed step (a tilt driver's step, say, or a scripted
  /// gravity then `session.step()`); `tilt` says what the status line shows
  /// for the tilt source. The status line shows the simulated time, as
  /// snapshots do. The recording goes to `write` as it is made, the header
  /// first, then each frame's whole lines; a failure either throws ends it.
  public static func record<Failure: Error>(
    _ session: Session, seconds: Double, framesPerSecond: Int, settings: RenderSettings,
    tilt: () -> String? = { nil }, write: (String) throws(Failure) -> Void, step: () throws(Failure) -> Void
  ) throws(Failure) {
    let composer = FrameComposer(settings: settings)
    var writer = AsciicastWriter(
      width: session.layout.width, height: session.layout.height, colorDepth: settings.colorDepth)
    try write(writer.header)
    let stepsPerFrame = max(1, Int((1 / (Double(framesPerSecond) * Animator.timeStep)).rounded()))
    let lastStep = steps(until: seconds)
    while true {
      if session.stepCount % stepsPerFrame == 0 {
        let status = session.headlessStatus(tilt: tilt())
        try write(writer.record(composer.frame(of: session, status: status), at: session.time))
      }
      guard session.stepCount < lastStep else { break }
      try step()
    }
    try write(writer.finish(at: session.time))
  }

  /// Steps `session` with `step` until `seconds` of simulated time, recording nothing.
  public static func run<Failure: Error>(
    _ session: Session, until seconds: Double, step: () throws(Failure) -> Void
  ) throws(Failure) {
    let lastStep = steps(until: seconds)
    while session.stepCount < lastStep { try step() }
  }

  /// A scripted tilt for demos: straight down for three seconds, then swaying ±60° every six seconds.
  public static func sway(_ time: Double) -> Double {
    guard time > 3 else { return Double.pi / 2 }
    return Double.pi / 2 + (Double.pi / 3) * sin(2 * Double.pi * (time - 3) / 6)
  }

  private static func steps(until seconds: Double) -> Int {
    Int((seconds / Animator.timeStep).rounded())
  }
}
