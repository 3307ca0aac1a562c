import Testing

@testable import Bounce

@Suite struct SpringBounceTests {
  static let durations = [0.25, 0.5, 1.0, 2.0]
  static let samples = 5_000

  /// The animation's distance from its end value at `samples` times spread over `[0, duration)`.
  static func offsets(_ animation: BounceAnimation<Double>) -> [Double] {
    (0..<samples).map { animation.value(at: animation.duration * Double($0) / Double(samples)) - animation.to }
  }

  /// How many times `offsets` changes sign, ignoring exact zeros.
  static func crossings(_ offsets: [Double]) -> Int {
    let signs = offsets.filter { $0 != 0 }.map { $0 > 0 }
    return zip(signs, signs.dropFirst()).filter { $0 != $1 }.count
  }

  /// How many times `offsets` comes down to meet the end value and leaves it again: its inner local minima.
  static func touches(_ offsets: [Double]) -> Int {
    let sizes = offsets.map(abs)
    return (1..<(sizes.count - 1)).filter { sizes[$0] < sizes[$0 - 1] && sizes[$0] <= sizes[$0 + 1] }.count
  }

  @Test(arguments: BounceStiffness.allCases, BounceStyle.all)
  func crossesOrTouchesTheEndExactlyNumberOfBouncesTimes(stiffness: BounceStiffness, style: BounceStyle) {
    for bounces in 0...4 {
      for duration in Self.durations {
        let animation = BounceAnimation(
          from: 40.0, to: -60, duration: duration, numberOfBounces: bounces, shouldOvershoot: style.overshoot,
          shake: style.shake, stiffness: stiffness, mode: .spring)
        let offsets = Self.offsets(animation)
        if style.overshoot {
          #expect(Self.crossings(offsets) == bounces, "\(bounces) bounces over \(duration) s")
        } else {
          #expect(Self.crossings(offsets) == 0)
          #expect(Self.touches(offsets) == bounces, "\(bounces) bounces over \(duration) s")
        }
      }
    }
  }

  @Test(arguments: BounceStiffness.allCases, BounceStyle.all)
  func settlesWithinATenthOfAPercentByTheEnd(stiffness: BounceStiffness, style: BounceStyle) {
    for bounces in 0...4 {
      let spring = SpringBounce(
        numberOfBounces: bounces, shouldOvershoot: style.overshoot, shake: style.shake, stiffness: stiffness)
      let settled = stiffness.springSettlingFraction
      for step in 0...2_000 {
        let progress = settled + Double(step) / 1_000
        #expect(abs(spring.displacement(at: progress)) <= SpringBounce.settlingTolerance)
      }
    }
  }

  @Test(arguments: BounceStiffness.allCases, BounceStyle.all)
  func startsAtTheStartOrEndAndEndsExactlyAtTheEnd(stiffness: BounceStiffness, style: BounceStyle) {
    for bounces in 0...4 {
      for duration in Self.durations {
        let animation = BounceAnimation(
          from: 0.1, to: 0.7, duration: duration, numberOfBounces: bounces, shouldOvershoot: style.overshoot,
          shake: style.shake, stiffness: stiffness, mode: .spring)
        #expect(animation.keyframes.first == BounceKeyframe(time: 0, value: style.shake ? 0.7 : 0.1))
        #expect(animation.keyframes.last == BounceKeyframe(time: duration, value: 0.7))
        #expect(animation.value(at: duration) == 0.7)
        #expect(animation.value(at: duration + 1) == 0.7)
      }
    }
  }

  @Test(arguments: BounceStiffness.allCases, [1, 3])
  func aShakeSwingsOutExactlyAsFarAsTheStart(stiffness: BounceStiffness, bounces: Int) {
    let animation = BounceAnimation(
      from: 3.0, to: 0, duration: 0.6, numberOfBounces: bounces, shake: true, stiffness: stiffness, mode: .spring)
    let furthest = Self.offsets(animation).map(abs).max() ?? 0
    #expect(furthest <= 3 * (1 + 1e-12))
    #expect(furthest >= 3 * 0.999)
  }

  @Test func stifferSpringsBounceLess() {
    let overshoots = BounceStiffness.allCases.map { stiffness in
      Self.offsets(BounceAnimation(from: 0.0, to: 1, duration: 1, stiffness: stiffness, mode: .spring)).max() ?? 0
    }
    #expect(overshoots[0] > overshoots[1])
    #expect(overshoots[1] > overshoots[2])
    #expect(overshoots[2] > 0)
  }

  @Test(arguments: [(1.0, 30.0, 31), (0.5, 60, 31), (0.3, 10, 4), (0.25, 7, 3)])
  func keyframesComeAtTheFrameRateThenAtTheEnd(duration: Double, framesPerSecond: Double, count: Int) {
    let animation = BounceAnimation(
      from: 0.0, to: 1, duration: duration, mode: .spring, framesPerSecond: framesPerSecond)
    #expect(animation.keyframes.count == count)
    for (frame, keyframe) in animation.keyframes.dropLast().enumerated() {
      #expect(keyframe.time == Double(frame) / framesPerSecond)
      #expect(keyframe.value == animation.value(at: keyframe.time))
    }
    #expect(animation.keyframes.last?.time == duration)
  }

  @Test func aRateThatIsNotPositiveCountsAsSixty() {
    #expect(BounceAnimation(from: 0.0, to: 1, duration: 1, mode: .spring, framesPerSecond: 0).framesPerSecond == 60)
  }
}
