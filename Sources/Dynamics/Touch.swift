/// Who touches whom, at the level of items and boundaries.
struct TouchKey: Hashable {
  /// The item.
  let item: ObjectIdentifier
  /// The other item, or the collision behaviour owning the boundary.
  let partner: ObjectIdentifier
  /// The boundary's identifier (nil for another item or the reference bounds).
  let boundary: String?

  /// Hashes the two objects alone (equality still compares the boundary too): an item touches few
  /// boundaries of one behaviour, and hashing text at every contact would cost more than it saves.
  func hash(into hasher: inout Hasher) {
    hasher.combine(item)
    hasher.combine(partner)
  }
}

/// An item-level contact: what to report, and its key.
struct Touch {
  let item: DynamicItem
  let partner: ContactEvent.Partner
  /// The collision behaviour owning the boundary, for item–boundary contacts.
  let owner: CollisionBehavior?
  /// The other item, or the collision behaviour owning the boundary.
  let partnerObject: ObjectIdentifier
  /// Whether its shape contacts are counted (`touchCounts`): false between two items of one shape each,
  /// whose one shape contact is the item contact.
  let isCounted: Bool

  /// Its key in `touchCounts`, made only for a counted touch (most are not: balls in a pile).
  var key: TouchKey {
    guard case .boundary(let identifier) = partner else {
      return TouchKey(item: ObjectIdentifier(item), partner: partnerObject, boundary: nil)
    }
    return TouchKey(item: ObjectIdentifier(item), partner: partnerObject, boundary: identifier)
  }
}
