import Foundation
import Testing

@testable import Dynamics

/// The complete elliptic integral of the first kind, K(k), by the arithmetic-geometric mean.
private func completeEllipticIntegral(_ k: Double) -> Double {
  var (a, b) = (1.0, (1 - k * k).squareRoot())
  for _ in 0..<30 { (a, b) = ((a + b) / 2, (a * b).squareRoot()) }
  return Double.pi / (2 * a)
}

/// The period of a pendulum of `length` points under `gravity` points/s² let go at `amplitude` radians.
private func exactPeriod(length: Double, gravity: Double, amplitude: Double) -> Double {
  4 * (length / gravity).squareRoot() * completeEllipticIntegral(sin(amplitude / 2))
}

/// The times the item crosses below the anchor moving right, interpolated between steps.
private func crossingTimes(of item: Card, under anchorX: Double, in animator: Animator, seconds: Double) -> [Double] {
  var times: [Double] = []
  var previous = item.center.x - anchorX
  for _ in 0..<Int(seconds * 60) {
    animator.step()
    let now = item.center.x - anchorX
    if previous < 0 && now >= 0 {
      times.append(animator.elapsedTime - Animator.timeStep * now / (now - previous))
    }
    previous = now
  }
  return times
}

@Suite("UIKit Dynamics documentation: a pendulum in a phone's points") struct UIKitDocumentationPendulumTests {
  @Test(
    "magnitude: \"1.0 represents an acceleration of 1000 points / second²\": a pendulum swings with 4√(L/g)·K(sin(θ₀/2))",
    arguments: [(Double.pi / 2, 1.0), (Double.pi / 6, 1.0), (Double.pi / 2, 0.5)])
  func aPendulumSwingsWithThePhonesPeriod(amplitude: Double, magnitude: Double) {
    // The attachment scene's swing: an item 100 points from the anchor (100, 200), let go at `amplitude`.
    let anchor = Point(x: 100, y: 200)
    let item = Card(center: Point(x: anchor.x - 100 * sin(amplitude), y: anchor.y + 100 * cos(amplitude)))
    let animator = roomyAnimator()
    animator.addBehavior(AttachmentBehavior(item: item, attachedToAnchor: anchor))
    let gravity = GravityBehavior(items: [item])
    gravity.magnitude = magnitude
    animator.addBehavior(gravity)
    let times = crossingTimes(of: item, under: anchor.x, in: animator, seconds: 8)
    let expected = exactPeriod(length: 100, gravity: 1000 * magnitude, amplitude: amplitude)
    #expect(times.count >= 2)
    let measured = (times[times.count - 1] - times[0]) / Double(times.count - 1)
    #expect(abs(measured / expected - 1) < 0.01, "measured \(measured) s, a phone's \(expected) s")
  }
}
