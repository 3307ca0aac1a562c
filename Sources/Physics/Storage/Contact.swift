/// A persistent contact between two shapes whose bounds overlap, kept from step to step
/// in the order of its key (shape A's slot, then shape B's, A < B).
///
/// Only what outlives a step is kept here (32 bytes): the pair, the accumulated impulses with
/// the features that made them, for warm starting, and whether the shapes touch, for events and
/// sleeping. The geometry of a step lives in its solver rows.
struct Contact: Sendable {
  /// The first shape slot (the smaller).
  var shapeA: Int32
  /// The second shape slot.
  var shapeB: Int32
  /// Accumulated normal impulse of point 1, for warm starting.
  var normalImpulse1: Float = 0
  /// Accumulated normal impulse of point 2.
  var normalImpulse2: Float = 0
  /// Accumulated tangent impulse of point 1.
  var tangentImpulse1: Float = 0
  /// Accumulated tangent impulse of point 2.
  var tangentImpulse2: Float = 0
  /// The feature of point 1.
  var id1: UInt16 = 0
  /// The feature of point 2.
  var id2: UInt16 = 0
  /// How many points the manifold had.
  var pointCount: UInt8 = 0
  /// Whether the shapes touched at the end of the last step.
  var touching = false
  /// Whether this step solved the contact (its rows follow those of the solved contacts before it).
  var solved = false

  /// A contact with no impulses yet.
  init(shapeA: Int32, shapeB: Int32) {
    self.shapeA = shapeA
    self.shapeB = shapeB
  }

  /// `shapeA << 32 | shapeB`, the sort key.
  var key: UInt64 { UInt64(UInt32(bitPattern: shapeA)) << 32 | UInt64(UInt32(bitPattern: shapeB)) }
}
