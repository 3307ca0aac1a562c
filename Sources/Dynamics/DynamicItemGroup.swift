/// Several items moving as one rigid body, as UIKit's `UIDynamicItemGroup`.
///
/// Add the group to behaviours instead of its items (not both). The animator
/// makes one body with a shape for each member, each as its own collision
/// bounds say, so the group collides as its members' outline. The group's
/// centre is the centre of the box around its members; the animator moves
/// and turns it, and the members follow, keeping their places in it.
public final class DynamicItemGroup: DynamicItem {
  /// The members, in the order given.
  public let items: [DynamicItem]
  /// The box around the members when the group was made, at the origin.
  public let bounds: Rect
  /// The centre; setting it moves the members with it.
  public var center: Point {
    didSet { placeMembers() }
  }
  /// The rotation since the group was made; setting it turns the members about the centre.
  public var transform = AffineTransform.identity {
    didSet { placeMembers() }
  }
  /// Each member's offset from the group's centre and its rotation, when the group was made.
  let placements: [(offset: Vector, rotation: Double)]

  /// A group of `items`, as they are placed now.
  public init(items: [DynamicItem]) {
    self.items = items
    var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for frame in items.map(\.frame) {
      (minX, maxX) = (min(minX, frame.minX), max(maxX, frame.maxX))
      (minY, maxY) = (min(minY, frame.minY), max(maxY, frame.maxY))
    }
    if items.isEmpty { (minX, minY, maxX, maxY) = (0, 0, 0, 0) }
    bounds = Rect(x: 0, y: 0, width: maxX - minX, height: maxY - minY)
    let center = Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    self.center = center
    placements = items.map { ($0.center - center, $0.rotation) }
  }

  /// Puts every member where the group's centre and rotation say.
  private func placeMembers() {
    let angle = rotation
    for (item, placement) in zip(items, placements) {
      item.center = center + placement.offset.rotated(by: angle)
      item.transform = AffineTransform(rotationAngle: placement.rotation + angle)
    }
  }
}
