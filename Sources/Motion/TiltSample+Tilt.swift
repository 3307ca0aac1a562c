import Foundation

// MARK: - A sample from a tilt

extension TiltSample {
  /// A sample that both mappings turn back into `tilt`: what `tumble record` writes for the
  /// tilt the keys make.
  ///
  /// Pitch and roll are s · sin(angle) and s · cos(angle) with s = asin(min(magnitude, 1)), so the
  /// seed mapping's atan2(pitch, roll) gives the angle back (an upright phone for "down" at full
  /// strength). The gravity vector is (m · cos angle, −m · sin angle, −√(1 − m²)), so the physical
  /// mapping gives the angle and the magnitude m back. At magnitude 0 the seed mapping cannot
  /// keep the angle: it has no way to say "no pull".
  public init(t: Double, tilt: Tilt) {
    let strength = max(tilt.magnitude, 0)
    let swing = asin(min(strength, 1))
    let gravity = GravityVector(
      x: strength * cos(tilt.angle),
      y: -strength * sin(tilt.angle),
      z: -max(0, 1 - strength * strength).squareRoot())
    self.init(t: t, pitch: swing * sin(tilt.angle), roll: swing * cos(tilt.angle), gravity: gravity)
  }
}
