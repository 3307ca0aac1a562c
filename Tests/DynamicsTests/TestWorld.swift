@testable import Dynamics

/// A 100×100-point item, the size the seed examples use.
func squareItem(_ identifier: Int = 0, at center: Point, side: Double = 100) -> DynamicView {
  DynamicView(
    identifier: identifier, center: center, size: Size(width: side, height: side), collisionBoundsType: .ellipse)
}

/// A large animator, so nothing meets the edges unless a test asks for it.
func roomyAnimator() -> Animator {
  Animator(referenceBounds: Rect(x: 0, y: 0, width: 2000, height: 2000))
}

extension Animator {
  /// Steps for `seconds` of simulated time.
  func run(seconds: Double) {
    for _ in 0..<Int((seconds / Animator.timeStep).rounded()) { step() }
  }
}

/// The distance between two points.
func distance(_ a: Point, _ b: Point) -> Double { (a - b).length }

extension DynamicItem {
  /// The identifier of a test's item (every test item is a `DynamicView`).
  var identifier: Int { (self as? DynamicView)?.identifier ?? -1 }
}
