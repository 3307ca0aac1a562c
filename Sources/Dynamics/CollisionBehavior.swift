import Physics

/// Makes its items collide with each other and with boundaries, as UIKit's `UICollisionBehavior` does.
///
/// `collisionMode` says whether the items meet each other, the boundaries, or
/// both. Boundaries are lines (`addBoundary(withIdentifier:from:to:)`) or
/// paths; the reference bounds, inset or not, can be one too, following them
/// when they change. Items of different collision behaviours pass through
/// each other. The `collisionDelegate` hears every contact begin (with its
/// point) and end.
public final class CollisionBehavior: Behavior {
  /// What the items collide with.
  public var collisionMode: CollisionMode = .everything {
    didSet { dynamicAnimator?.refreshCollisions() }
  }
  /// Whether the animator's reference bounds (inset by `referenceBoundsInsets`) are a boundary.
  public var translatesReferenceBoundsIntoBoundary = false {
    didSet { rebuildBounds() }
  }
  /// How far in from the reference bounds their boundary lies.
  public private(set) var referenceBoundsInsets = EdgeInsets.zero
  /// Hears contacts begin and end (read at every contact of its items, as the animator's own state: without
  /// Swift's run-time exclusivity check, which cost more than the read).
  @exclusivity(unchecked) public weak var collisionDelegate: (any CollisionBehaviorDelegate)?
  /// The boundaries added, in order.
  private var boundaries: [(identifier: String, path: BoundaryPath)] = []
  /// The static body carrying the boundaries while in an animator.
  private var boundaryBody: BodyID?
  /// The shapes of each boundary, by identifier, and of the reference bounds.
  private var boundaryShapes: [String: [ShapeID]] = [:]
  private var boundsShapes: [ShapeID] = []

  /// A collision behaviour for `items`.
  public override init(items: [DynamicItem] = []) {
    super.init(items: items)
  }

  /// Adds `item`.
  public func addItem(_ item: DynamicItem) { insert(item) }

  /// Removes `item`.
  public func removeItem(_ item: DynamicItem) { remove(item) }

  /// Makes the reference bounds, moved in by `insets`, a boundary.
  public func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
    referenceBoundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// The identifiers of the boundaries added, in order.
  public var boundaryIdentifiers: [String] { boundaries.map(\.identifier) }

  /// Adds a straight boundary from `start` to `end`, replacing any boundary of the same identifier.
  public func addBoundary(withIdentifier identifier: String, from start: Point, to end: Point) {
    addBoundary(withIdentifier: identifier, for: .polyline([start, end]))
  }

  /// Adds a boundary along `path`, replacing any boundary of the same identifier.
  public func addBoundary(withIdentifier identifier: String, for path: BoundaryPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, path))
    createShapes(ofBoundary: identifier, path)
  }

  /// The path of the boundary `identifier`, if there is one.
  public func boundary(withIdentifier identifier: String) -> BoundaryPath? {
    boundaries.first { $0.identifier == identifier }?.path
  }

  /// Removes the boundary `identifier`, if there is one.
  public func removeBoundary(withIdentifier identifier: String) {
    boundaries.removeAll { $0.identifier == identifier }
    guard let animator = dynamicAnimator, let shapes = boundaryShapes.removeValue(forKey: identifier) else { return }
    for shape in shapes { animator.unregisterBoundary(shape) }
  }

  /// Removes every boundary added (the reference bounds stay a boundary if they are one).
  public func removeAllBoundaries() {
    for identifier in boundaryIdentifiers { removeBoundary(withIdentifier: identifier) }
  }

  // MARK: - Hooks

  override func didMove(to animator: Animator) {
    var definition = BodyDefinition()
    definition.type = .static
    boundaryBody = animator.world.createBody(definition)
    rebuildBounds()
    for boundary in boundaries { createShapes(ofBoundary: boundary.identifier, boundary.path) }
  }

  override func willLeave(_ animator: Animator) {
    for shape in boundsShapes + boundaries.flatMap({ boundaryShapes[$0.identifier] ?? [] }) {
      animator.unregisterBoundary(shape)
    }
    boundsShapes = []
    boundaryShapes = [:]
    if let boundaryBody { animator.world.destroyBody(boundaryBody) }
    boundaryBody = nil
  }

  /// The reference bounds moved: their boundary follows.
  func referenceBoundsDidChange() { rebuildBounds() }

  /// Sets the filters of every boundary shape (the behaviour's place among the animator's collision behaviours changed).
  func refreshBoundaryFilters() {
    guard let animator = dynamicAnimator else { return }
    let filter = animator.boundaryFilter(of: self)
    for shape in boundsShapes + boundaries.flatMap({ boundaryShapes[$0.identifier] ?? [] }) {
      animator.world.setFilter(filter, of: shape)
    }
  }

  /// Tells the delegate about `event`, which involves this behaviour's items or boundaries.
  func deliver(_ event: ContactEvent) {
    guard let delegate = collisionDelegate else { return }
    switch (event.kind, event.partner) {
    case (.began, .item(let other)):
      delegate.collisionBehavior(self, beganContactFor: event.item, with: other, at: event.point ?? event.item.center)
    case (.ended, .item(let other)):
      delegate.collisionBehavior(self, endedContactFor: event.item, with: other)
    case (.began, .boundary(let identifier)):
      delegate.collisionBehavior(
        self, beganContactFor: event.item, withBoundaryIdentifier: identifier, at: event.point ?? event.item.center)
    case (.ended, .boundary(let identifier)):
      delegate.collisionBehavior(self, endedContactFor: event.item, withBoundaryIdentifier: identifier)
    }
  }

  // MARK: - Shapes

  /// Segments along `path`, registered under `identifier`.
  private func createShapes(ofBoundary identifier: String, _ path: BoundaryPath) {
    guard let animator = dynamicAnimator, let boundaryBody else { return }
    boundaryShapes[identifier] = path.segments.map { segment in
      let shape = animator.world.createShape(
        on: boundaryBody, .segment(Units.engine(segment.from), Units.engine(segment.to)), boundaryDefinition(animator))
      animator.registerBoundary(shape, of: self, identifier: identifier)
      return shape
    }
  }

  /// Walls just outside the (inset) reference bounds: thick boxes, so nothing fast slips through.
  private func rebuildBounds() {
    guard let animator = dynamicAnimator, let boundaryBody else { return }
    for shape in boundsShapes { animator.unregisterBoundary(shape) }
    boundsShapes = []
    guard translatesReferenceBoundsIntoBoundary else { return }
    let bounds = animator.referenceBounds.inset(by: referenceBoundsInsets)
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
    let definition = boundaryDefinition(animator)
    boundsShapes = walls.map { center, halfWidth, halfHeight in
      let shape = animator.world.createShape(
        on: boundaryBody, .polygon(.box(halfWidth: halfWidth, halfHeight: halfHeight, center: center)), definition)
      animator.registerBoundary(shape, of: self, identifier: nil)
      return shape
    }
  }

  /// How boundary shapes are made: rough, not bouncy (an item's elasticity decides), filtered for this behaviour.
  private func boundaryDefinition(_ animator: Animator) -> ShapeDefinition {
    var shape = ShapeDefinition()
    shape.friction = 1
    shape.restitution = 0
    shape.filter = animator.boundaryFilter(of: self)
    return shape
  }
}
