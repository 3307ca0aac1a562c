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
  /// snapshots do. Returns the whole recording, header first.
  public static func record(
    _ session: Session, seconds: Double, framesPerSecond: Int, settings: RenderSettings,
    tilt: () -> String? = { nil }, step: () -> Void
  ) -> String {
    let composer = FrameComposer(settings: settings)
    var writer = AsciicastWriter(
      width: session.layout.width, height: session.layout.height, colorDepth: settings.colorDepth)
    var text = writer.header
    let stepsPerFrame = max(1, Int((1 / (Double(framesPerSecond) * Animator.timeStep)).rounded()))
    let lastStep = steps(until: seconds)
    while true {
      if session.stepCount % stepsPerFrame == 0 {
        let status = session.headlessStatus(tilt: tilt())
        text += writer.record(composer.frame(of: session, status: status), at: session.time)
      }
      guard session.stepCount < lastStep else { break }
      step()
    }
    return text
  }

  /// Steps `session` with `step` until `seconds` of simulated time, recording nothing.
  public static func run(_ session: Session, until seconds: Double, step: () -> Void) {
    let lastStep = steps(until: seconds)
    while session.stepCount < lastStep { step() }
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
