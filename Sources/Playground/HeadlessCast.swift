import Canvas
import Dynamics
import Foundation

/// Records a session stepped headlessly as an asciicast, on the fixed step's clock.
public enum HeadlessCast {
  /// Steps `session` until `seconds` of simulated time, recording a frame every `1/framesPerSecond` s.
  ///
  /// `steer`, when given, sets gravity's angle from the simulated time before
  /// each step (a scripted tilt). The status line shows the simulated time,
  /// as snapshots do. Returns the whole recording, header first.
  public static func record(
    _ session: Session, seconds: Double, framesPerSecond: Int, settings: RenderSettings,
    steer: ((Double) -> Double)? = nil
  ) -> String {
    let composer = FrameComposer(settings: settings)
    var writer = AsciicastWriter(
      width: session.layout.width, height: session.layout.height, colorDepth: settings.colorDepth)
    var text = writer.header
    let stepsPerFrame = max(1, Int((1 / (Double(framesPerSecond) * Animator.timeStep)).rounded()))
    let lastStep = Int((seconds / Animator.timeStep).rounded())
    while true {
      if session.stepCount % stepsPerFrame == 0 {
        let clock = "t \(Session.threeDecimals(session.time))s"
        text += writer.record(composer.frame(of: session, status: .init(clock: clock)), at: session.time)
      }
      guard session.stepCount < lastStep else { break }
      if let steer { session.setGravity(angle: steer(session.time), magnitude: 1) }
      session.step()
    }
    return text
  }

  /// A scripted tilt for demos: straight down for three seconds, then swaying ±60° every six seconds.
  public static func sway(_ time: Double) -> Double {
    guard time > 3 else { return Double.pi / 2 }
    return Double.pi / 2 + (Double.pi / 3) * sin(2 * Double.pi * (time - 3) / 6)
  }
}
