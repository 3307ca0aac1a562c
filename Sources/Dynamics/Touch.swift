/// Who touches whom, at the level of items and boundaries.
struct TouchKey: Hashable {
  /// The item.
  let item: ObjectIdentifier
  /// The other item, or the collision behaviour owning the boundary.
  let partner: ObjectIdentifier
  /// The boundary's identifier (nil for another item or the reference bounds).
  let boundary: String?
}

/// An item-level contact: its key and what to report.
struct Touch {
  let key: TouchKey
  let item: DynamicItem
  let partner: ContactEvent.Partner
  /// The collision behaviour owning the boundary, for item–boundary contacts.
  let owner: CollisionBehavior?
}
