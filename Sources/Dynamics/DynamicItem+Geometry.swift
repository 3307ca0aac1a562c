import LibM
import Physics

// MARK: - Collision shapes in the engine

extension DynamicItem {
  /// The engine shapes of the item's collision bounds, relative to its centre and unturned; a group gives one
  /// per member, placed as the member sits in it.
  ///
  /// An ellipse of square bounds is a circle; any other ellipse is the
  /// octagon through its eight points at every 45°. A path collides as the
  /// convex hull of its corners (UIKit requires it convex), at most eight; a
  /// `.path` item without a path collides as its rectangle.
  var collisionGeometry: [Geometry] {
    if let group = self as? DynamicItemGroup {
      return zip(group.items, group.placements).flatMap { member, placement in
        member.collisionGeometry(offset: placement.offset, rotation: placement.rotation)
      }
    }
    return collisionGeometry(offset: .zero, rotation: 0)
  }

  /// The shapes of the item's own bounds, turned by `rotation` and moved by `offset` (points).
  private func collisionGeometry(offset: Vector, rotation: Double) -> [Geometry] {
    let center = Units.engine(offset)
    let halfWidth = size.width / 2 / Units.pointsPerUnit
    let halfHeight = size.height / 2 / Units.pointsPerUnit
    switch collisionBoundsType {
    case .ellipse where halfWidth == halfHeight:
      return [.circle(radius: halfWidth, center: center)]
    case .ellipse:
      let corners = (0..<8).map { k in
        let angle = Double(k) * Double.pi / 4
        return Vector(dx: halfWidth * cos(angle), dy: halfHeight * sin(angle)) * Units.pointsPerUnit
      }
      return [.polygon(Polygon(points: corners.map { Units.engine(offset + $0.rotated(by: rotation)) }))]
    case .path where collisionBoundingPath.map({ !$0.points.isEmpty }) ?? false:
      let corners = collisionBoundingPath?.points ?? []
      return [.polygon(Polygon(points: corners.map { Units.engine(offset + ($0 - .zero).rotated(by: rotation)) }))]
    case .rectangle, .path:
      return [.polygon(.box(halfWidth: halfWidth, halfHeight: halfHeight, center: center, angle: rotation))]
    }
  }
}
