/// A persistent contact between two shapes whose bounds overlap, kept from step to step
/// in the order of its key (shape A's slot, then shape B's, A < B).
struct Contact: Sendable {
  /// `shapeA << 32 | shapeB`, the sort key.
  var key: UInt64
  /// The first shape slot (the smaller).
  var shapeA: Int32
  /// The second shape slot.
  var shapeB: Int32
  /// Shape A's body slot.
  var bodyA: Int32
  /// Shape B's body slot.
  var bodyB: Int32
  /// The geometry of the contact at the start of the last step.
  var manifold: Manifold
  /// The mixed friction.
  var friction: Double
  /// The mixed restitution.
  var restitution: Double
  /// Accumulated normal impulse of point 1, for warm starting.
  var normalImpulse1: Double = 0
  /// Accumulated normal impulse of point 2.
  var normalImpulse2: Double = 0
  /// Accumulated tangent impulse of point 1.
  var tangentImpulse1: Double = 0
  /// Accumulated tangent impulse of point 2.
  var tangentImpulse2: Double = 0
  /// The largest normal impulse of the last step (over points and substeps).
  var maximumNormalImpulse: Double = 0
  /// The first solver row, or −1 when the contact was not solved.
  var firstRow: Int32 = -1
  /// Whether the shapes touched at the end of the last step.
  var touching = false
}
