/// A persistent contact between two shapes whose bounds overlap, kept from step to step
/// in the order of its key (shape A's slot, then shape B's, A < B).
///
/// Only what outlives a step is kept here (20 bytes): the pair, the accumulated impulses with
/// the feature that made them, for warm starting, and whether the shapes touch, for events and
/// sleeping. The geometry of a step lives in its solver rows.
///
/// A record holds one manifold point: a contact of two points (only polygons have them) takes
/// two records in a row, the second repeating the pair and holding the second point, so a ball's
/// contact is 20 bytes where one with room for two points was 32 (the 100 000-ball pit's
/// 270 000 contacts, 3.2 MB). The second record's flags are all clear.
struct Contact: Sendable {
  /// The first shape slot (the smaller).
  var shapeA: Int32
  /// The second shape slot.
  var shapeB: Int32
  /// Accumulated normal impulse of the point, for warm starting.
  var normalImpulse: Float = 0
  /// Accumulated tangent impulse of the point.
  var tangentImpulse: Float = 0
  /// The feature of the point.
  var id: UInt16 = 0
  /// `twoPoints`, `touching` and `solved`, a bit each.
  private var flags: UInt8 = 0

  /// A contact with no impulses yet.
  init(shapeA: Int32, shapeB: Int32) {
    self.shapeA = shapeA
    self.shapeB = shapeB
  }

  /// The second record of a contact of two points: its pair, the second point's feature and
  /// its impulses.
  init(secondOf contact: Contact, id: UInt16, impulses: (normal: Float, tangent: Float)) {
    self.init(shapeA: contact.shapeA, shapeB: contact.shapeB)
    self.id = id
    (normalImpulse, tangentImpulse) = impulses
  }

  /// `shapeA << 32 | shapeB`, the sort key.
  var key: UInt64 { UInt64(UInt32(bitPattern: shapeA)) << 32 | UInt64(UInt32(bitPattern: shapeB)) }

  /// Whether the manifold had two points (the next record holds the second).
  var twoPoints: Bool {
    get { flags & 1 != 0 }
    set { flags = newValue ? flags | 1 : flags & ~1 }
  }

  /// How many points the manifold had.
  var pointCount: Int { twoPoints ? 2 : 1 }

  /// Whether the shapes touched at the end of the last step.
  var touching: Bool {
    get { flags & 2 != 0 }
    set { flags = newValue ? flags | 2 : flags & ~2 }
  }

  /// Whether this step solved the contact (its rows follow those of the solved contacts before it).
  var solved: Bool {
    get { flags & 4 != 0 }
    set { flags = newValue ? flags | 4 : flags & ~4 }
  }
}
