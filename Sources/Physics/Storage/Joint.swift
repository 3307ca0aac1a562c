/// A joint's settings and its solver state.
struct Joint: Sendable {
  /// The kinds of joint.
  enum Kind: Sendable {
    /// Keeps two anchors at a distance.
    case distance
    /// Pulls an anchor towards a world target.
    case target
    /// Pins two anchors together; the bodies turn freely about the pin.
    case revolute
    /// Welds two bodies: anchors together, relative angle fixed.
    case weld
    /// Lets B slide along an axis of A within limits, without turning.
    case prismatic
    /// Keeps two anchors at most `length` apart.
    case rope
  }

  /// The kind.
  var kind: Kind
  /// The first body (the target joint's body is `bodyB`; its `bodyA` equals it).
  var bodyA: Int32
  /// The second body.
  var bodyB: Int32
  /// Anchor on A, relative to A's origin.
  var localAnchorA: Vector2
  /// Anchor on B, relative to B's origin.
  var localAnchorB: Vector2
  /// Rest length (distance joint).
  var length: Double
  /// Spring frequency in hertz (0 = rigid for the distance joint).
  var frequency: Double
  /// Spring damping ratio.
  var dampingRatio: Double
  /// Largest force (target joint).
  var maximumForce: Double
  /// World target (target joint).
  var target: Vector2
  /// Whether the bodies collide with each other.
  var collideConnected: Bool

  // Solver state, prepared each step.
  /// Anchor A relative to A's centre of mass, world-oriented, at the step's start.
  var anchorA = Vector2.zero
  /// Anchor B relative to B's centre of mass, world-oriented, at the step's start.
  var anchorB = Vector2.zero
  /// Centre of B minus centre of A (or minus the target) at the step's start.
  var deltaCenter = Vector2.zero
  /// Effective mass along the axis (distance joint).
  var axialMass = 0.0
  /// The 2×2 effective mass (target joint), row-major.
  var linearMass = (0.0, 0.0, 0.0, 0.0)
  /// Accumulated impulse along the axis.
  var impulse = 0.0
  /// Accumulated 2D impulse (target joint).
  var linearImpulse = Vector2.zero
  /// Softness of the spring or rod for this step's substep.
  var softness = Softness(hertz: 0, dampingRatio: 0, h: 1)
  /// The pin's, weld's, slider's and rope's settings and state, and every joint's friction torque.
  var constraint = ConstraintJoint()
}
