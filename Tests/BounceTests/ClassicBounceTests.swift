import Foundation
import Testing

@testable import Bounce

/// SKBounceAnimation's `valueArrayForStartValue:endValue:`, written out here step by step with the C
/// functions and single-precision conversions the original uses, independently of `ClassicBounce`.
private func skBounceValues(
  from start: Double, to end: Double, duration: Double, bounces: Int, overshoot: Bool, shake: Bool,
  stiffness: BounceStiffness
) -> [Double] {
  let steps = Int(60 * duration)
  let coefficient: Double
  switch stiffness {
  case .light: coefficient = Double(Float(5.0))
  case .medium: coefficient = Double(Float(0.1))
  case .heavy: coefficient = Double(Float(0.001))
  default: coefficient = Double(Float(stiffness.coefficient))
  }
  var alpha: Double
  if start == end {
    alpha = Double(log2f(Float(coefficient)) / Float(steps))
  } else {
    alpha = Double(log2f(Float(coefficient / Double(fabsf(Float(end - start))))) / Float(steps))
  }
  if alpha > 0 {
    alpha = -1.0 * alpha
  }
  let numberOfPeriods = Double(bounces / 2) + 0.5
  let omega = numberOfPeriods * 2 * Double.pi / Double(steps)
  var values: [Double] = []
  for t in 0..<steps {
    var oscillation = shake ? sin(omega * Double(t)) : cos(omega * Double(t))
    if !overshoot {
      oscillation = Double(fabsf(Float(oscillation)))
    }
    let value = (start - end) * pow(2.71, alpha * Double(t)) * oscillation + end
    values.append(Double(Float(value)))
  }
  return values
}

/// The curve as issue 7 writes it, in double precision throughout.
private func textbookValue(
  frame t: Int, from start: Double, to end: Double, steps: Int, bounces: Int, overshoot: Bool, shake: Bool,
  coefficient: Double
) -> Double {
  let distance = abs(end - start)
  let rate = log2(start == end ? coefficient : coefficient / distance) / Double(steps)
  let alpha = rate > 0 ? -rate : rate
  let omega = (floor(Double(bounces) / 2) + 0.5) * 2 * Double.pi / Double(steps)
  let wave = shake ? sin(omega * Double(t)) : cos(omega * Double(t))
  return (start - end) * pow(2.71, alpha * Double(t)) * (overshoot ? wave : abs(wave)) + end
}

@Suite struct ClassicBounceTests {
  static let durations = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0]
  static let endpoints: [(Double, Double)] = [(0, 100), (100, 0), (0.7, 1), (-3, 5), (2, 2)]

  @Test(arguments: BounceStiffness.allCases, BounceStyle.all)
  func everyFrameMatchesSKBounceAnimation(stiffness: BounceStiffness, style: BounceStyle) {
    for bounces in 1...4 {
      for duration in Self.durations {
        for (start, end) in Self.endpoints {
          let animation = BounceAnimation(
            from: start, to: end, duration: duration, numberOfBounces: bounces, shouldOvershoot: style.overshoot,
            shake: style.shake, stiffness: stiffness)
          let expected = skBounceValues(
            from: start, to: end, duration: duration, bounces: bounces, overshoot: style.overshoot,
            shake: style.shake, stiffness: stiffness)
          #expect(animation.keyframes.count == Int(60 * duration))
          for (keyframe, value) in zip(animation.keyframes, expected) {
            #expect(abs(keyframe.value - value) <= 1e-9 * max(abs(value), abs(keyframe.value)))
          }
        }
      }
    }
  }

  @Test(arguments: BounceStiffness.allCases, BounceStyle.all)
  func agreesWithTheDoublePrecisionFormulaToSinglePrecision(stiffness: BounceStiffness, style: BounceStyle) {
    let coefficient = Double(stiffness.classicCoefficient)
    for bounces in 1...4 {
      for duration in Self.durations {
        let animation = BounceAnimation(
          from: 10, to: 250, duration: duration, numberOfBounces: bounces, shouldOvershoot: style.overshoot,
          shake: style.shake, stiffness: stiffness)
        for (frame, keyframe) in animation.keyframes.enumerated() {
          let value = textbookValue(
            frame: frame, from: 10, to: 250, steps: animation.keyframes.count, bounces: bounces,
            overshoot: style.overshoot, shake: style.shake, coefficient: coefficient)
          #expect(abs(keyframe.value - value) <= 1e-5 * 240)
        }
      }
    }
  }

  @Test(arguments: durations)
  func keyframesSpreadEvenlyOverTheDuration(duration: Double) {
    let animation = BounceAnimation(from: 0.0, to: 1, duration: duration)
    let last = animation.keyframes.count - 1
    #expect(animation.keyframes.first?.time == 0)
    #expect(animation.keyframes.last?.time == duration)
    for (frame, keyframe) in animation.keyframes.enumerated() {
      #expect(abs(keyframe.time - duration * Double(frame) / Double(last)) <= 1e-12)
    }
  }

  @Test func valueAtInterpolatesKeyframesAndRestsAtTheEnd() {
    let animation = BounceAnimation(from: 0.0, to: 100, duration: 0.5, numberOfBounces: 3)
    for keyframe in animation.keyframes.dropLast() {
      #expect(abs(animation.value(at: keyframe.time) - keyframe.value) <= 1e-9)
    }
    let (first, second) = (animation.keyframes[4], animation.keyframes[5])
    let middle = animation.value(at: (first.time + second.time) / 2)
    #expect(abs(middle - (first.value + second.value) / 2) <= 1e-9)
    #expect(animation.value(at: -1) == 0)
    #expect(animation.value(at: 0.5) == 100)
    #expect(animation.value(at: 9) == 100)
  }

  @Test func oneAndZeroBouncesMakeTheSameHalfPeriod() {
    let one = BounceAnimation(from: 0.0, to: 100, duration: 1, numberOfBounces: 1)
    let zero = BounceAnimation(from: 0.0, to: 100, duration: 1, numberOfBounces: 0)
    #expect(one.keyframes == zero.keyframes)
  }

  @Test(arguments: [0.0, -1, 0.01, .nan, .infinity])
  func tooShortADurationGivesOneKeyframeAtTheEnd(duration: Double) {
    let animation = BounceAnimation(from: 0.0, to: 7, duration: duration)
    #expect(animation.keyframes == [BounceKeyframe(time: 0, value: 7)])
    #expect(animation.value(at: 0) == 7)
  }
}

@Suite struct AnyStiffnessTests {
  @Test(arguments: [0.02, 1.0, 2.5, 40.0])
  func anyStiffnessGivesTheOriginalsFrames(coefficient: Double) throws {
    let stiffness = try #require(BounceStiffness(coefficient))
    let animation = BounceAnimation<Double>(
      from: 160, to: 300, duration: 0.5, numberOfBounces: 4, stiffness: stiffness)
    let expected = skBounceValues(
      from: 160, to: 300, duration: 0.5, bounces: 4, overshoot: true, shake: false, stiffness: stiffness)
    #expect(animation.keyframes.map(\.value) == expected)
  }

  @Test func aLargerStiffnessBouncesFurtherAtTheEnd() throws {
    let ends = try [0.001, 0.1, 1.0, 5.0, 20.0].map { coefficient in
      let animation = BounceAnimation<Double>(
        from: 0, to: 100, duration: 0.5, numberOfBounces: 4, stiffness: try #require(BounceStiffness(coefficient)))
      return animation.keyframes.suffix(6).map { abs($0.value - 100) }.max() ?? 0
    }
    #expect(ends == ends.sorted(), "the last frames' distance from the end grows with the stiffness: \(ends)")
  }

  @Test func refusesWhatTheOriginalsLogarithmCannotTake() {
    for bad in [0, -1, Double.nan, Double.infinity, 1e300, 1e-300] { #expect(BounceStiffness(bad) == nil) }
    #expect(BounceStiffness(name: "light") == .light && BounceStiffness(name: "0.5")?.coefficient == 0.5)
    #expect(BounceStiffness(name: "soft") == nil)
  }

  @Test func aSpringSettlesSoonerTheStifferItIs() throws {
    let fractions = try [1e-5, 0.001, 0.01, 0.1, 1, 5, 100].map {
      try #require(BounceStiffness($0)).springSettlingFraction
    }
    #expect(fractions == fractions.sorted() && fractions.allSatisfy { (0.25...1).contains($0) })
    #expect([BounceStiffness.light, .medium, .heavy].map(\.springSettlingFraction) == [1, 0.85, 0.7])
  }
}
