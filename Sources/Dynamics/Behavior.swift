/// A dynamic behaviour: something an animator applies to its items each step.
///
/// Behaviours are small hooks, as in Chipmunk2D: the animator tells each one
/// when it is added and removed, and calls `willStep` before every step.
public protocol Behavior: AnyObject {
  /// The items the behaviour acts on.
  var items: [DynamicItem] { get }
  /// Called when the behaviour is added to `animator`.
  func didMove(to animator: Animator)
  /// Called when the behaviour is removed from `animator`.
  func willLeave(_ animator: Animator)
  /// Called before each step of `dt` seconds.
  func willStep(_ animator: Animator, dt: Double)
}

extension Behavior {
  /// Does nothing by default.
  public func didMove(to animator: Animator) {}
  /// Does nothing by default.
  public func willLeave(_ animator: Animator) {}
  /// Does nothing by default.
  public func willStep(_ animator: Animator, dt: Double) {}
}
