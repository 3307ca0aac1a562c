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

  /// The acceleration of every awake dynamic body, in single precision, when it is the same for all (no force
  /// waits and no body has a gravity factor of its own), else nil: each body's is then read from its type
  /// alone. The same bits as `acceleration(ofAwake:)` rounded.
  var uniform: SIMD2<Float>? {
    guard !hasForces && bodies.gravityScale.count == 0 else { return nil }
    let scale = bodies.gravityScale.defaultValue
    return SIMD2(Float(scale * gravity.x), Float(scale * gravity.y))
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
