/// Hears when an animator pauses and resumes, as UIKit's `UIDynamicAnimatorDelegate`.
public protocol AnimatorDelegate: AnyObject {
  /// Something changed while every item was at rest; the animator runs again from this step.
  func dynamicAnimatorWillResume(_ animator: Animator)
  /// Every item came to rest; the animator stops stepping until something changes.
  func dynamicAnimatorDidPause(_ animator: Animator)
}

extension AnimatorDelegate {
  /// Does nothing by default.
  public func dynamicAnimatorWillResume(_ animator: Animator) {}
  /// Does nothing by default.
  public func dynamicAnimatorDidPause(_ animator: Animator) {}
}
