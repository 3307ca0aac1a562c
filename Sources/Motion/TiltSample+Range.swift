// MARK: - The range a sample must be in

extension TiltSample {
  /// The largest size of pitch, roll and yaw accepted, in radians: π, with room for a float's
  /// rounding (a phone writes π as 3.1415927).
  public static let angleLimit = 3.1416
  /// The largest size of each gravity component accepted, in g (phones' accelerometers stop at 8 to 16 g).
  public static let gravityLimit = 16.0

  /// What is out of range in the sample and what was expected, or nil when every value is in range.
  ///
  /// Every reader checks its samples with this where they enter; NaN and infinity are out of range too.
  public var rangeProblem: (problem: String, expected: String)? {
    let angles: [(String, Double?)] = [("pitch", pitch), ("roll", roll), ("yaw", yaw)]
    for case (let name, let value?) in angles where !(abs(value) <= Self.angleLimit) {
      return ("\(name) \(value) is out of range", "radians within ±\(Self.angleLimit) (±π)")
    }
    guard let gravity else { return nil }
    for (name, value) in [("x", gravity.x), ("y", gravity.y), ("z", gravity.z)] where !(abs(value) <= Self.gravityLimit)
    {
      return ("gravity \(name) \(value) g is out of range", "a gravity component within ±\(Int(Self.gravityLimit)) g")
    }
    return nil
  }
}
