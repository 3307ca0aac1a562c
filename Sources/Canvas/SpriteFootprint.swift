// libm only (cos, sin): Canvas stays on the standard library otherwise.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a sprite lies, ready for asking whether a point is inside it.
///
/// Points are in columns across and pixel rows down (half a cell each); a
/// pixel row is `pixelAspect` columns tall, so a circle is round on screen
/// whatever the cell's aspect.
struct SpriteFootprint {
  /// The centre, pixels from the left edge.
  let x: Double
  /// The centre, pixels from the top edge.
  let y: Double
  /// The radius in columns.
  let radius: Double
  /// A disc or a box.
  let shape: SpriteShape
  /// The height of a pixel row in column widths (1 on a 1:2 cell).
  let pixelAspect: Double
  /// How far the sprite reaches from its centre, in columns across and pixel rows down.
  let reach: (across: Double, down: Double)
  /// The cosine and sine of the body's angle (1 and 0 for a disc too small to show its turning).
  let cosine: Double
  let sine: Double

  /// The footprint of `sprite`, its centre moved onto the pixels of `grid` (pixels across a cell and down it), if
  /// given.
  ///
  /// On a grid a sprite has one shape wherever it is drawn: moving it by a
  /// fraction of a pixel changes nothing, and moving it by a pixel moves the
  /// whole shape by one, with no edge pixels flickering on the way. So too a
  /// disc's turning: its angle is taken to the nearest of `markTurns`, so its
  /// rim mark has one shape at each and moves a step at a time (about two
  /// pixels along the rim of a sticker at 80x24), not a pixel or two of its
  /// edge at every frame.
  init(_ sprite: Sprite, pixelAspect: Double, grid: (across: Int, down: Int)?) {
    if let grid {
      // pixels per column across, and per pixel row down
      let across = Double(grid.across)
      let down = Double(grid.down) / 2
      x = Self.snap(sprite.x, pixelsPerUnit: across, radius: sprite.radius * across)
      y = Self.snap(sprite.y, pixelsPerUnit: down, radius: sprite.radius / pixelAspect * down)
    } else {
      x = sprite.x
      y = sprite.y
    }
    radius = sprite.radius
    shape = sprite.shape
    self.pixelAspect = pixelAspect
    // only boxes and rim marks turn (most discs are too small for a mark, and cos and sin are dear)
    let turns = sprite.shape != .disc || sprite.radius >= Self.smallestMarked
    let step = 2 * Double.pi / Double(Self.markTurns)
    let angle = grid != nil && sprite.shape == .disc ? (sprite.angle / step).rounded() * step : sprite.angle
    cosine = turns ? cos(angle) : 1
    sine = turns ? sin(angle) : 0
    switch shape {
    case .disc:
      reach = (radius, radius / pixelAspect)
    case .box(let halfWidth, let halfHeight):
      reach = (
        abs(halfWidth * cosine) + abs(halfHeight * sine),
        (abs(halfWidth * sine) + abs(halfHeight * cosine)) / pixelAspect
      )
    }
  }

  /// `value` (in units of `pixelsPerUnit` pixels) moved to the nearest pixel corner or pixel centre, whichever
  /// draws a disc `radius` pixels wide closer to its true width.
  ///
  /// A disc 6 pixels across is round about a corner but has a one-pixel
  /// spike at each pole about a centre; one 5 across is round about a centre
  /// but square about a corner.
  static func snap(_ value: Double, pixelsPerUnit: Double, radius: Double) -> Double {
    // pixels across the middle row: the centres within the half chord, about a corner and about a centre
    let aboutCorner = 2 * ((radius * radius - 0.25).squareRoot() + 0.5).rounded(.down)
    let aboutCentre = 1 + 2 * radius.rounded(.down)
    let offset = abs(aboutCorner - 2 * radius) <= abs(aboutCentre - 2 * radius) ? 0 : 0.5
    return ((value * pixelsPerUnit - offset).rounded() + offset) / pixelsPerUnit
  }

  /// Whether the point (x columns, y pixel rows) is inside the sprite.
  func covers(x pointX: Double, y pointY: Double) -> Bool {
    let dx = pointX - x
    let dy = (pointY - y) * pixelAspect
    switch shape {
    case .disc:
      return dx * dx + dy * dy <= radius * radius
    case .box(let halfWidth, let halfHeight):
      let along = dx * cosine + dy * sine
      let across = -dx * sine + dy * cosine
      return abs(along) <= halfWidth && abs(across) <= halfHeight
    }
  }

  /// Whether the point (x columns, y pixel rows) is inside a box but within `width` columns of its edge.
  func onEdge(x pointX: Double, y pointY: Double, width: Double) -> Bool {
    guard case .box(let halfWidth, let halfHeight) = shape else { return false }
    let dx = pointX - x
    let dy = (pointY - y) * pixelAspect
    let along = abs(dx * cosine + dy * sine)
    let across = abs(-dx * sine + dy * cosine)
    return along <= halfWidth && across <= halfHeight
      && (along > halfWidth - width || across > halfHeight - width * pixelAspect)
  }

  /// A point inside the rim mark, where the smallest disc shows it: on the radius at the body's angle, three
  /// quarters of the way out.
  var mark: (x: Double, y: Double) {
    let distance = radius * 0.75
    return (x + distance * cosine, y + distance * sine / pixelAspect)
  }

  /// Whether the sprite gets a rim mark: a disc wide enough for one to show.
  var hasMark: Bool {
    if case .disc = shape { return radius >= Self.smallestMarked }
    return false
  }

  /// The angles a disc's rim mark is drawn at on a grid of pixels: a turn in this many steps.
  static let markTurns = 16

  /// The radius of the smallest disc with a rim mark, in columns.
  static let smallestMarked = 1.4
}
