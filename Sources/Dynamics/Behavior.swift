/// A dynamic behaviour: something an animator applies to its items, as UIKit's `UIDynamicBehavior`.
///
/// The behaviours of this module (gravity, collision, attachment, push, snap,
/// item, field) are its subclasses. A plain `Behavior` with an `action` is a
/// custom behaviour, as on iOS: the animator calls `action` after every step.
/// Behaviours are small hooks, as in Chipmunk2D: the animator tells each one
/// when it is added and removed, and calls it before every step.
public class Behavior {
  /// The items the behaviour acts on, in the order they were added.
  public private(set) var items: [DynamicItem]
  /// Called after every step while the behaviour is in an animator.
  public var action: (() -> Void)?
  /// The animator the behaviour is in, if any.
  public private(set) weak var dynamicAnimator: Animator?
  /// The items, for finding one quickly (never iterated).
  private var members: Set<ObjectIdentifier> = []

  /// A behaviour acting on `items`.
  public init(items: [DynamicItem] = []) {
    self.items = []
    for item in items where members.insert(ObjectIdentifier(item)).inserted { self.items.append(item) }
  }

  /// Adds `item` (once), bringing it into the animator.
  func insert(_ item: DynamicItem) {
    guard members.insert(ObjectIdentifier(item)).inserted else { return }
    items.append(item)
    dynamicAnimator?.refresh(item)
    dynamicAnimator.map { itemWasAdded(item, in: $0) }
  }

  /// Removes `item`; the animator lets it go when no behaviour holds it any more.
  func remove(_ item: DynamicItem) {
    guard holds(item) else { return }
    members.remove(ObjectIdentifier(item))
    items.removeAll { $0 === item }
    dynamicAnimator?.refresh(item)
  }

  /// Wakes the items, so that a paused animator resumes (the behaviour changed).
  func wakeItems() {
    guard let animator = dynamicAnimator else { return }
    for item in items { animator.body(of: item).map(animator.wake) }
  }

  /// Whether the behaviour holds `item`.
  func holds(_ item: DynamicItem) -> Bool { members.contains(ObjectIdentifier(item)) }

  /// Binds the behaviour to `animator` (the animator calls it once the items are in its world).
  func attach(to animator: Animator) {
    dynamicAnimator = animator
    didMove(to: animator)
  }

  /// Unbinds the behaviour from its animator.
  func detach(from animator: Animator) {
    willLeave(animator)
    dynamicAnimator = nil
  }

  // MARK: - Hooks for subclasses

  /// The behaviour joined `animator`; its items are in the world.
  func didMove(to animator: Animator) {}
  /// The behaviour is leaving `animator`.
  func willLeave(_ animator: Animator) {}
  /// Called before each step of `dt` seconds.
  func willStep(_ animator: Animator, dt: Double) {}
  /// `item` joined the behaviour while it is in `animator`.
  func itemWasAdded(_ item: DynamicItem, in animator: Animator) {}
}
