import Dynamics

/// Where a scene's points land in the terminal's box: scaled by the same factor both ways, the scene's
/// view's top-left corner at the box's.
///
/// A scene that runs in the box itself maps by the identity. A seed scene
/// runs in the iPhone view's 375 × 667 points, drawn as large as fits the
/// box: 0.5 in an 80×24 terminal, 0.89 in 120×40.
public struct SceneMapping: Equatable, Sendable {
  /// The scene's view, in its own points.
  public let view: Rect
  /// The box it is drawn in, in the layout's points.
  public let box: Rect
  /// Layout points per scene point.
  public let scale: Double

  /// The mapping of `view` into `box`.
  public init(view: Rect, box: Rect) {
    self.view = view
    self.box = box
    let fit = min(box.size.width / view.size.width, box.size.height / view.size.height)
    scale = fit.isFinite && fit > 0 ? fit : 1
  }

  /// The mapping of a scene that runs in `box` itself.
  public static func identity(_ box: Rect) -> SceneMapping { SceneMapping(view: box, box: box) }

  /// The scene's point `point` in the layout's points.
  public func screen(_ point: Point) -> Point {
    Point(x: box.minX + (point.x - view.minX) * scale, y: box.minY + (point.y - view.minY) * scale)
  }

  /// The layout's point `point` in the scene's points.
  public func scene(_ point: Point) -> Point {
    Point(x: view.minX + (point.x - box.minX) / scale, y: view.minY + (point.y - box.minY) / scale)
  }
}
