/// How a body moves.
public enum BodyType: Sendable {
  /// Never moves; infinite mass.
  case `static`
  /// Moves by its velocity only; infinite mass, pushes dynamic bodies.
  case kinematic
  /// Moves under forces, gravity and contacts.
  case dynamic
}
