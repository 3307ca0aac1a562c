/// The settings and solver state of the joints that hold more than a distance (pin, weld, slider, rope),
/// and the friction torque every joint may have.
struct ConstraintJoint: Sendable {
  /// The slider's axis in A's coordinates (unit length).
  var localAxisA = Vector2(1, 0)
  /// B's angle minus A's when the joint was made (weld and slider keep it).
  var referenceAngle = 0.0
  /// The slider's lowest translation along its axis.
  var lowerTranslation = -Double.infinity
  /// The slider's highest translation along its axis.
  var upperTranslation = Double.infinity
  /// The pin's lowest angle of B relative to A, from where it was made.
  var lowerAngle = -Double.infinity
  /// The pin's highest angle.
  var upperAngle = Double.infinity
  /// The largest torque friction at the joint resists turning with (0: none).
  var maximumFrictionTorque = 0.0

  // Solver state, prepared each step.
  /// The slider's axis in world coordinates at the step's start.
  var axisA = Vector2.zero
  /// B's angle minus A's minus the reference angle at the step's start.
  var deltaAngle = 0.0
  /// The effective mass against relative turning.
  var angularMass = 0.0
  /// Accumulated impulse holding the two anchors together (pin, weld).
  var pointImpulse = Vector2.zero
  /// Accumulated impulse across the slider's axis.
  var perpendicularImpulse = 0.0
  /// Accumulated impulse holding the relative angle (weld, slider).
  var angularImpulse = 0.0
  /// Accumulated friction impulse against relative turning.
  var frictionImpulse = 0.0
  /// Accumulated impulse of the lower limit (slider's translation, pin's angle).
  var lowerImpulse = 0.0
  /// Accumulated impulse of the upper limit (slider, rope, pin's angle).
  var upperImpulse = 0.0
}
