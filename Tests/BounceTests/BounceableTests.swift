import Testing

@testable import Bounce

@Suite struct BounceableTests {
  /// Checks that every component of an animation of `from` to `to` bounces exactly as a number would.
  static func expectEachComponentBouncesAlone<Value: Bounceable>(from: Value, to: Value, mode: BounceMode) {
    let animation = BounceAnimation(from: from, to: to, duration: 0.7, numberOfBounces: 3, mode: mode)
    let components = zip(from.bounceComponents, to.bounceComponents).map { start, end in
      BounceAnimation(from: start, to: end, duration: 0.7, numberOfBounces: 3, mode: mode)
    }
    #expect(animation.keyframes.map(\.time) == components[0].keyframes.map(\.time))
    for (index, keyframe) in animation.keyframes.enumerated() {
      #expect(keyframe.value.bounceComponents == components.map { $0.keyframes[index].value })
    }
    for seconds in stride(from: -0.1, through: 0.8, by: 0.013) {
      #expect(animation.value(at: seconds).bounceComponents == components.map { $0.value(at: seconds) })
    }
  }

  @Test(arguments: BounceMode.allCases)
  func pointsBounceAlongAPath(mode: BounceMode) {
    Self.expectEachComponentBouncesAlone(from: BouncePoint(x: 10, y: 200), to: BouncePoint(x: 160, y: 40), mode: mode)
  }

  @Test(arguments: BounceMode.allCases)
  func sizesBounce(mode: BounceMode) {
    Self.expectEachComponentBouncesAlone(
      from: BounceSize(width: 40, height: 40), to: BounceSize(width: 120, height: 20), mode: mode)
  }

  @Test(arguments: BounceMode.allCases)
  func rectanglesBounceTheirOriginAndSizeTogether(mode: BounceMode) {
    Self.expectEachComponentBouncesAlone(
      from: BounceRect(x: 10, y: 10, width: 40, height: 40), to: BounceRect(x: 100, y: 150, width: 80, height: 20),
      mode: mode)
  }

  @Test(arguments: BounceMode.allCases)
  func coloursBounceEveryChannel(mode: BounceMode) {
    Self.expectEachComponentBouncesAlone(
      from: BounceColor(red: 1, green: 0, blue: 0), to: BounceColor(red: 0, green: 0.5, blue: 1, alpha: 0.25),
      mode: mode)
  }

  @Test(arguments: BounceMode.allCases)
  func transformsBounceTheirScaleAndRotation(mode: BounceMode) {
    Self.expectEachComponentBouncesAlone(
      from: BounceTransform(scale: 0.7), to: BounceTransform(scale: 1.5, rotation: .pi / 4), mode: mode)
  }

  @Test func componentsRoundTrip() {
    let rect = BounceRect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.bounceComponents == [1, 2, 3, 4])
    #expect(BounceRect(bounceComponents: rect.bounceComponents) == rect)
    let colour = BounceColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
    #expect(BounceColor(bounceComponents: colour.bounceComponents) == colour)
    let transform = BounceTransform(scaleX: 2, scaleY: 3, rotation: 1)
    #expect(BounceTransform(bounceComponents: transform.bounceComponents) == transform)
    #expect(BounceTransform.identity == BounceTransform(scaleX: 1, scaleY: 1, rotation: 0))
    #expect(Double(bounceComponents: 5.5.bounceComponents) == 5.5)
  }

  @Test func aClampedColourStaysInRange() {
    let overshot = BounceColor(red: 1.2, green: -0.1, blue: 0.5, alpha: 1.05)
    #expect(overshot.clamped == BounceColor(red: 1, green: 0, blue: 0.5, alpha: 1))
  }
}
