import Physics

/// Makes its items collide with each other and with boundaries, as UIKit's `UICollisionBehavior` does.
public final class CollisionBehavior: Behavior, BoundsObserver {
  /// The items that collide.
  public private(set) var items: [DynamicItem]
  /// Whether the animator's reference bounds are a boundary, following them when they change.
  public var translatesReferenceBoundsIntoBoundary = false {
    didSet { rebuildBounds() }
  }
  private weak var animator: Animator?
  private var boundsBody: BodyID?

  /// A collision behaviour for `items`.
  public init(items: [DynamicItem] = []) {
    self.items = items
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) {
    guard !items.contains(where: { $0 === item }) else { return }
    items.append(item)
    animator?.refresh(item)
  }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) {
    items.removeAll { $0 === item }
    animator?.refresh(item)
  }

  /// Binds the behaviour to `animator`.
  public func didMove(to animator: Animator) {
    self.animator = animator
    rebuildBounds()
  }

  /// Unbinds the behaviour from `animator`.
  public func willLeave(_ animator: Animator) {
    if let boundsBody { animator.world.destroyBody(boundsBody) }
    boundsBody = nil
    self.animator = nil
  }

  func referenceBoundsDidChange(_ animator: Animator) { rebuildBounds() }

  /// Walls just outside the reference bounds: thick boxes, so nothing fast slips through.
  private func rebuildBounds() {
    guard let animator else { return }
    if let boundsBody { animator.world.destroyBody(boundsBody) }
    boundsBody = nil
    guard translatesReferenceBoundsIntoBoundary else { return }
    var definition = BodyDefinition()
    definition.type = .static
    let body = animator.world.createBody(definition)
    let bounds = animator.referenceBounds
    let scale = Units.pointsPerUnit
    let left = bounds.minX / scale
    let top = bounds.minY / scale
    let right = bounds.maxX / scale
    let bottom = bounds.maxY / scale
    let thickness = 1.0
    let halfWidth = (right - left) / 2 + thickness
    let halfHeight = (bottom - top) / 2 + thickness
    let middle = Vector2((left + right) / 2, (top + bottom) / 2)
    let walls: [(Vector2, Double, Double)] = [
      (Vector2(middle.x, top - thickness / 2), halfWidth, thickness / 2),
      (Vector2(middle.x, bottom + thickness / 2), halfWidth, thickness / 2),
      (Vector2(left - thickness / 2, middle.y), thickness / 2, halfHeight),
      (Vector2(right + thickness / 2, middle.y), thickness / 2, halfHeight),
    ]
    var shape = ShapeDefinition()
    shape.friction = 1
    shape.restitution = 0
    shape.filter.categoryBits = CollisionCategory.boundary
    for (center, halfWidth, halfHeight) in walls {
      _ = animator.world.createShape(
        on: body, .polygon(.box(halfWidth: halfWidth, halfHeight: halfHeight, center: center)), shape)
    }
    boundsBody = body
  }
}
