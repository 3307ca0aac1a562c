/// Each body's acceleration from gravity and forces during one step, worked out where it is
/// needed rather than stored: zero for bodies that are asleep or not dynamic.
struct AccelerationField {
  /// The world's gravity.
  let gravity: Vector2
  /// Whether any force waits to be applied in this step.
  let hasForces: Bool
  /// Body types, by slot.
  let types: UnsafePointer<BodyType>
  /// Whether each body is awake.
  let awake: UnsafePointer<Bool>
  /// Gravity factors.
  let gravityScales: UnsafePointer<Double>
  /// Inverse masses.
  let invMasses: UnsafePointer<Double>
  /// Accumulated forces.
  let forces: UnsafePointer<Vector2>

  /// The acceleration of body `index`.
  @inline(__always)
  func acceleration(of index: Int) -> Vector2 {
    awake[index] ? acceleration(ofAwake: index) : .zero
  }

  /// The acceleration of body `index`, known to be awake.
  @inline(__always)
  func acceleration(ofAwake index: Int) -> Vector2 {
    guard types[index] == .dynamic else { return .zero }
    let scale = gravityScales[index]
    guard hasForces else { return Vector2(scale * gravity.x, scale * gravity.y) }
    let inverseMass = invMasses[index]
    let force = forces[index]
    return Vector2(scale * gravity.x + inverseMass * force.x, scale * gravity.y + inverseMass * force.y)
  }
}
