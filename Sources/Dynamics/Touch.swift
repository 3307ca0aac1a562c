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

/// An item-level contact: its key and what to report.
struct Touch {
  let key: TouchKey
  let item: DynamicItem
  let partner: ContactEvent.Partner
  /// The collision behaviour owning the boundary, for item–boundary contacts.
  let owner: CollisionBehavior?
  /// Whether its shape contacts are counted (`touchCounts`): false between two items of one shape each,
  /// whose one shape contact is the item contact.
  let isCounted: Bool
}
