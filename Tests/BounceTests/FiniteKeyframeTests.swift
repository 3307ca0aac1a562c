import Testing

@testable import Bounce

/// Ends the original's single-precision arithmetic cannot take: nearly equal, tiny and huge.
private let extremeEnds: [(from: Double, to: Double)] = [
  (0, 1e-300), (1e-300, 2e-300), (0, 1e-40), (0, -5e-324), (5e-324, 0), (1, 1 + 1e-15), (1e39, -1e39),
  (0, 1e300), (1e300, -1e300), (Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude),
]

@Suite struct FiniteKeyframeTests {
  @Test(arguments: extremeEnds, BounceMode.allCases)
  func everyKeyframeIsFiniteAndWithinTheSwing(ends: (from: Double, to: Double), mode: BounceMode) {
    for style in BounceStyle.all {
      let animation = BounceAnimation(
        from: ends.from, to: ends.to, duration: 0.5, numberOfBounces: 4, shouldOvershoot: style.overshoot,
        shake: style.shake, stiffness: .light, mode: mode)
      // the swing reaches at most as far from the end as the start is, plus a single-precision rounding
      let reach =
        2 * abs(ends.from / 2 - ends.to / 2) * 1.01 + abs(ends.to) * 1e-7 + Double(Float.leastNonzeroMagnitude)
      for keyframe in animation.keyframes {
        #expect(keyframe.value.isFinite, "\(ends) \(mode) \(style): \(keyframe)")
        #expect(abs(keyframe.value / 2 - ends.to / 2) <= reach / 2, "\(ends) \(mode) \(style): \(keyframe)")
      }
      for seconds in [0, 0.1, 0.25, 0.49] { #expect(animation.value(at: seconds).isFinite) }
    }
  }

  @Test func theFirstClassicFrameIsTheStartEvenWhenTheEndIsNearlyTheSame() {
    let animation = BounceAnimation<Double>(from: 1e-300, to: 2e-300, duration: 0.5)
    // stored in single precision as the original stores it
    #expect(animation.keyframes.first?.value == 0)
    let large = BounceAnimation<Double>(from: 1e300, to: 1e300 + 1e285, duration: 0.5)
    #expect(large.keyframes.first?.value == 1e300)
  }
}
