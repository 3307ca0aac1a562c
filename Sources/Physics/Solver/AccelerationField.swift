/// Each body's acceleration from gravity and forces during one step, worked out where it is
/// needed rather than stored: zero for bodies that are asleep or not dynamic.
struct AccelerationField {
  /// The world's gravity.
  let gravity: Vector2
  /// Whether any force waits to be applied in this step.
  let hasForces: Bool
  /// The body columns read: types, awake flags, gravity factors, inverse masses, forces.
  let bodies: BodyStore.UnsafeHandle

  /// The acceleration of body `index`.
  @inline(__always)
  func acceleration(of index: Int) -> Vector2 {
    bodies.awake[index] ? acceleration(ofAwake: index) : .zero
  }

  /// The acceleration of body `index`, known to be awake.
  @inline(__always)
  func acceleration(ofAwake index: Int) -> Vector2 {
    guard bodies.type[index] == .dynamic else { return .zero }
    let scale = bodies.gravityScale[index]
    guard hasForces else { return Vector2(scale * gravity.x, scale * gravity.y) }
    let inverseMass = bodies.state[index].invMass
    let force = bodies.force[index]
    return Vector2(scale * gravity.x + inverseMass * force.x, scale * gravity.y + inverseMass * force.y)
  }
}
