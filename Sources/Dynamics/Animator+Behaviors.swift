// MARK: - Behaviours and their children

extension Animator {
  /// Puts `behavior` and its children to work (it was just added, or added as a child of a behaviour at work).
  func install(_ behavior: Behavior) {
    let tree = behavior.tree
    updateActiveBehaviors()
    for member in tree {
      for item in member.items { refresh(item) }
    }
    for member in tree { member.attach(to: self) }
    if tree.contains(where: { $0 is CollisionBehavior }) { refreshCollisions() }
    if !carriesGravityScales && tree.contains(where: { $0 is GravityBehavior }) { startGravityScales() }
  }

  /// Gives every item's body its gravity scale, the first gravity behaviour having come (see
  /// `refreshGravityScale(of:body:)`).
  private func startGravityScales() {
    carriesGravityScales = true
    for (item, body) in zip(items, itemBodies) { refreshGravityScale(of: item, body: body) }
  }

  /// Takes `behavior` and its children off work, `unlink` taking it out of its parent or the animator's list.
  func uninstall(_ behavior: Behavior, unlink: () -> Void) {
    let tree = behavior.tree
    for member in tree.reversed() { member.detach(from: self) }
    unlink()
    updateActiveBehaviors()
    for member in tree {
      for item in member.items { refresh(item) }
    }
    if tree.contains(where: { $0 is CollisionBehavior }) { refreshCollisions() }
  }

  /// Lists the behaviours at work again, and the collision behaviours among them.
  private func updateActiveBehaviors() {
    activeBehaviors = behaviors.flatMap(\.tree)
    collisionBehaviors = activeBehaviors.compactMap { $0 as? CollisionBehavior }
  }
}
