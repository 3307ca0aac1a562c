import Physics

/// A behaviour with a direction and a strength, set as an angle and a magnitude or as one vector.
///
/// Both are checked when set (see `InputCheck`): a non-finite value is ignored (the old one
/// stays), one beyond the limit clamped.
public protocol AngleAndMagnitude: AnyObject {
  /// The direction, radians: 0 right, π/2 down.
  var angle: Double { get set }
  /// The strength.
  var magnitude: Double { get set }
}

extension AngleAndMagnitude {
  /// Sets angle and magnitude together.
  public func setAngle(_ angle: Double, magnitude: Double) {
    self.angle = angle
    self.magnitude = magnitude
  }

  /// `value` checked for this behaviour's property `name`; `old` when it is not finite.
  func checked(_ value: Double, _ name: String, old: Double) -> Double {
    InputCheck.checked(value, name, in: "\(type(of: self)).\(name)") ?? old
  }

  /// Angle and magnitude as a vector; setting it sets both (the zero vector keeps the angle).
  var angleAndMagnitude: Vector {
    get { Vector(angle: angle, magnitude: magnitude) }
    set { setAngle(newValue.angle ?? angle, magnitude: newValue.length) }
  }
}
