import Physics

/// A ready-made `DynamicItem`: a rectangle of a size at a centre, standing in for a `UIView`.
///
/// Your own type can adopt `DynamicItem` instead; this one is for when an
/// item needs nothing else. It collides as its bounds rectangle unless told
/// otherwise, as UIKit's items do.
public final class DynamicView: DynamicItem {
  /// The centre in the reference view's points; the animator updates it each step (as the animator's own
  /// state, without Swift's run-time exclusivity check, which would cost more than the write).
  /// It and `pendingAngle`, the two the animator writes every step, come first, in one cache line of the
  /// object: a pile of views is written back in one pass over scattered objects.
  @exclusivity(unchecked) public var center: Point
  /// The angle the animator last turned the view to, until `transform` is next read or set.
  @exclusivity(unchecked) private var pendingAngle: Double?
  /// A number the caller chooses, reported in traces and events.
  public let identifier: Int
  /// The item's size in points.
  public let size: Size
  /// What the item collides as.
  public let collisionBoundsType: CollisionBoundsType
  /// The convex polygon around the centre, for `.path` bounds.
  public let collisionBoundingPath: BoundaryPath?
  /// The rotation; the animator updates it each step (through `turn(to:)`).
  public var transform: AffineTransform {
    get {
      if let angle = pendingAngle {
        storedTransform = AffineTransform(rotationAngle: angle)
        pendingAngle = nil
      }
      return storedTransform
    }
    set {
      storedTransform = newValue
      pendingAngle = nil
    }
  }
  /// The transform as last set or made.
  @exclusivity(unchecked) private var storedTransform: AffineTransform

  /// An item of `size` centred at `center`, turned by `angle` radians clockwise.
  ///
  /// Checked (see `InputCheck`): in release builds a non-finite or negative width or height is
  /// taken as 0, a non-finite centre as (0, 0) and a non-finite angle as 0.
  public init(
    identifier: Int = 0, center: Point, size: Size, collisionBoundsType: CollisionBoundsType = .rectangle,
    collisionBoundingPath: BoundaryPath? = nil, angle: Double = 0
  ) {
    let call = "DynamicView.init"
    let sizes = 0...InputCheck.limit
    let checkedCenter = InputCheck.checked(Vector2(center.x, center.y), "center", in: call) ?? .zero
    self.identifier = identifier
    self.center = Point(x: checkedCenter.x, y: checkedCenter.y)
    self.size = Size(
      width: InputCheck.checked(size.width, "width", in: call, range: sizes) ?? 0,
      height: InputCheck.checked(size.height, "height", in: call, range: sizes) ?? 0)
    self.collisionBoundsType = collisionBoundsType
    self.collisionBoundingPath = collisionBoundingPath
    storedTransform = AffineTransform(rotationAngle: InputCheck.checked(angle, "angle", in: call) ?? 0)
  }

  /// Turns the view to `angle` radians as setting `transform` to that rotation does, its cosine and sine
  /// taken when `transform` is next read: the animator turns every view every step, and a step without
  /// drawing (a headless run, a bench) never reads them.
  func turn(to angle: Double) {
    pendingAngle = angle
  }

  /// The centres of `views`, in order, read as the animator's own state: another module's read of `center`
  /// pays Swift's run-time exclusivity check view by view (a pile of stickers followed every step).
  public static func centers(of views: [DynamicView]) -> [Point] {
    views.map { $0.center }
  }

  /// The item's own rectangle, at the origin.
  public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

  /// The rotation in radians, clockwise on screen.
  public var angle: Double {
    get { transform.rotationAngle }
    set { transform = AffineTransform(rotationAngle: newValue) }
  }

  /// The radius of the circle inscribed in the bounds.
  public var radius: Double { min(size.width, size.height) / 2 }

  /// Whether `point` lies inside the item's collision bounds, as it is now placed and turned.
  public func contains(_ point: Point) -> Bool { collisionBoundsContain(point) }
}
