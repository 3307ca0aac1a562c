import Physics

/// Who each shape in the animator's world belongs to: an item or a collision behaviour's boundary.
///
/// Kept by the shape's index in the world, so that turning the world's contact events into item contacts
/// each step reads an array instead of hashing handles; each entry keeps the whole handle, so a slot the
/// world has given to a new shape never answers for the old one.
struct ShapeOwners {
  /// What a shape stands for.
  enum Owner {
    /// A shape of `item`, the `joinOrder`th item to join the animator; `isSole` when it is the item's only shape.
    case item(DynamicItem, joinOrder: Int, isSole: Bool)
    /// A shape of the boundary `identifier` (nil for the reference bounds) of `behavior`.
    case boundary(CollisionBehavior, identifier: String?)
  }

  /// The owner of the shape at each index, with the shape's handle.
  private var entries: ContiguousArray<(shape: ShapeID, owner: Owner)?> = []

  /// The shape in `slot` and its owner, if it has one.
  subscript(slot slot: Int32) -> (shape: ShapeID, owner: Owner)? {
    Int(slot) < entries.count ? entries[Int(slot)] : nil
  }

  /// Whether `shape` has an owner (a look at its entry alone, the owner not copied out).
  func isOwned(_ shape: ShapeID) -> Bool {
    let index = Int(shape.index)
    return index < entries.count && entries[index]?.shape == shape
  }

  /// The owner of `shape`, if it has one.
  subscript(shape: ShapeID) -> Owner? {
    get {
      let index = Int(shape.index)
      guard index < entries.count, let entry = entries[index], entry.shape == shape else { return nil }
      return entry.owner
    }
    set {
      let index = Int(shape.index)
      if index >= entries.count {
        guard newValue != nil else { return }
        entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count))
      }
      if let newValue {
        entries[index] = (shape, newValue)
      } else if entries[index]?.shape == shape {
        entries[index] = nil
      }
    }
  }
}
