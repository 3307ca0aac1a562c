import Foundation

/// The coefficients of a soft constraint (a spring and damper solved implicitly) for one substep.
@usableFromInline struct Softness: Sendable {
  /// The fraction of the position error fed back per second.
  @usableFromInline var biasRate: Double
  /// The scale on the effective mass.
  @usableFromInline var massScale: Double
  /// The scale on the accumulated impulse that relaxes it.
  @usableFromInline var impulseScale: Double

  /// The softness of a spring of `hertz` and `dampingRatio` over a substep of `h`; 0 Hz is rigid.
  init(hertz: Double, dampingRatio: Double, h: Double) {
    guard hertz > 0 else {
      biasRate = 0
      massScale = 1
      impulseScale = 0
      return
    }
    let omega = 2 * Double.pi * hertz
    let a1 = 2 * dampingRatio + h * omega
    let a2 = h * omega * a1
    let a3 = 1 / (1 + a2)
    biasRate = omega / a1
    massScale = a2 * a3
    impulseScale = a3
  }
}
