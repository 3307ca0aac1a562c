import Foundation

/// How a phone's attitude turns into the playground's gravity.
public enum TiltMapping: String, CaseIterable, Sendable {
  /// The original sticker demo's mapping: angle = atan2(pitch, roll), magnitude always 1.
  ///
  /// A small-angle approximation: a phone lying flat still pulls at full strength, in a direction
  /// set by noise, and at pitch = roll = 45° it gives 45° where the true direction is 54.7°.
  case seed
  /// The true in-screen direction and strength of gravity: from the gravity vector when the sample
  /// has one, angle = atan2(−g.y, g.x) and magnitude = hypot(g.x, g.y); otherwise from the iOS
  /// attitude, g = (cos p · sin r, −sin p, −cos p · cos r). A phone lying flat barely pulls.
  case physical

  /// The mapping named `name` ("seed" or "physical"), or nil for any other name.
  public init?(name: String) {
    self.init(rawValue: name)
  }

  /// The tilt this mapping gives for `sample`.
  public func tilt(for sample: TiltSample) -> Tilt {
    switch self {
    case .seed:
      return Tilt(angle: atan2(sample.pitch, sample.roll), magnitude: 1)
    case .physical:
      let gravity = sample.gravity ?? GravityVector(pitch: sample.pitch, roll: sample.roll)
      return Tilt(
        angle: atan2(-gravity.y, gravity.x), magnitude: (gravity.x * gravity.x + gravity.y * gravity.y).squareRoot())
    }
  }
}
