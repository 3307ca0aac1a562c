/// A dynamic behaviour: something an animator applies to its items, as UIKit's `UIDynamicBehavior`.
///
/// The behaviours of this module (gravity, collision, attachment, push, snap,
/// item, field) are its subclasses. Your own behaviour subclasses it (the
/// class is `open`) and composes others with `addChildBehavior(_:)`: children
/// work while their parent is in an animator and step with it, each before its
/// own children. A plain `Behavior` with an `action` is a custom behaviour
/// too: the animator calls `action` after every step. Behaviours are small
/// hooks, as in Chipmunk2D: the animator tells each one when it is added and
/// removed, and calls it before every step.
open class Behavior {
  /// The items the behaviour acts on, in the order they were added.
  public private(set) var items: [DynamicItem]
  /// Called after every step while the behaviour is in an animator.
  public var action: (() -> Void)?
  /// The animator the behaviour is in, if any.
  public private(set) weak var dynamicAnimator: Animator?
  /// The behaviours added to this one, in order.
  public private(set) var childBehaviors: [Behavior] = []
  /// The behaviour this one is a child of, if any.
  public private(set) weak var parent: Behavior?
  /// The items, for finding one quickly (never iterated).
  private var members: Set<ObjectIdentifier> = []

  /// A behaviour acting on `items`.
  public init(items: [DynamicItem] = []) {
    self.items = []
    for item in items where members.insert(ObjectIdentifier(item)).inserted { self.items.append(item) }
  }

  /// Adds `behavior` as a child (once; not a behaviour that already has a parent or an animator of its own).
  public func addChildBehavior(_ behavior: Behavior) {
    guard behavior !== self, behavior.parent == nil, behavior.dynamicAnimator == nil else { return }
    childBehaviors.append(behavior)
    behavior.parent = self
    dynamicAnimator?.install(behavior)
  }

  /// Removes the child `behavior`, and its children, from this behaviour and from the animator.
  public func removeChildBehavior(_ behavior: Behavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    let unlink = {
      self.childBehaviors.remove(at: index)
      behavior.parent = nil
    }
    if let animator = dynamicAnimator { animator.uninstall(behavior, unlink: unlink) } else { unlink() }
  }

  /// Called as the behaviour joins an animator (`dynamicAnimator` is it) or leaves one (nil), as UIKit's
  /// `willMove(to:)`; does nothing unless a subclass says otherwise.
  open func willMove(to dynamicAnimator: Animator?) {}

  /// The behaviour and its children, depth first.
  var tree: [Behavior] { [self] + childBehaviors.flatMap(\.tree) }

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
    willMove(to: animator)
    dynamicAnimator = animator
    didMove(to: animator)
  }

  /// Unbinds the behaviour from its animator.
  func detach(from animator: Animator) {
    willMove(to: nil)
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
