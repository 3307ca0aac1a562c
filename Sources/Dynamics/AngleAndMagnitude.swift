/// A behaviour with a direction and a strength, set as an angle and a magnitude or as one vector.
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

  /// Angle and magnitude as a vector; setting it sets both (the zero vector keeps the angle).
  var angleAndMagnitude: Vector {
    get { Vector(angle: angle, magnitude: magnitude) }
    set { setAngle(newValue.angle ?? angle, magnitude: newValue.length) }
  }
}
