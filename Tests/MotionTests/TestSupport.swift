@testable import Motion

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two gravity vectors agree to `tolerance` in every component.
func near(_ a: GravityVector?, _ b: GravityVector, within tolerance: Double = 1e-8) -> Bool {
  guard let a else { return false }
  return near(a.x, b.x, within: tolerance) && near(a.y, b.y, within: tolerance) && near(a.z, b.z, within: tolerance)
}
