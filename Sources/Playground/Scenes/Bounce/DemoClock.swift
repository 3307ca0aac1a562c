import Dynamics

/// The bounce scene's loop: every four seconds each demo starts again, after half a second at its start.
///
/// Four seconds let the physics sticker come to rest in a tall terminal before it is dropped again.
enum DemoClock {
  /// Fixed steps in one loop.
  static let cycleSteps = 240
  /// Fixed steps at the start of a loop before the animations (and the drop) begin.
  static let leadInSteps = 30

  /// Seconds since this loop's animations began at the scene's `time` (negative during the lead-in).
  static func animationTime(at time: Double) -> Double {
    let step = Int((time / Animator.timeStep).rounded())
    return Double(step % cycleSteps - leadInSteps) * Animator.timeStep
  }

  /// Whether the fixed step numbered `step` (from 0) falls in a loop's lead-in.
  static func isLeadIn(step: Int) -> Bool {
    step % cycleSteps < leadInSteps
  }
}
