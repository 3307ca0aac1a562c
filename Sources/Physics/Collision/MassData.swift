/// Mass, centre of mass (local) and rotational inertia about that centre.
struct MassData: Sendable {
  /// The mass.
  var mass: Double
  /// The centre of mass in body-local coordinates.
  var center: Vector2
  /// The moment of inertia about `center`.
  var inertia: Double
}
