import Dynamics

/// The app's own view model: a square the animator moves, as a `UIView` would be.
final class Square: DynamicItem {
  let name: String
  var center: Point
  let bounds: Rect
  var transform = AffineTransform.identity

  init(_ name: String, center: Point, side: Double = 100) {
    self.name = name
    self.center = center
    bounds = Rect(x: 0, y: 0, width: side, height: side)
  }
}

/// A round badge: the same, colliding as a circle.
final class Badge: DynamicItem {
  var center: Point
  let bounds = Rect(x: 0, y: 0, width: 60, height: 60)
  var transform = AffineTransform.identity
  var collisionBoundsType: CollisionBoundsType { .ellipse }

  init(center: Point) { self.center = center }
}

extension Animator {
  /// Tumble's animator is stepped by its owner (a display link would do it on iOS): 60 steps a second.
  func run(seconds: Double) {
    for _ in 0..<Int(seconds * 60) { step() }
  }
}
