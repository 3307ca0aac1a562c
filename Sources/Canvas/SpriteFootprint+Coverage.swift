// libm only (cos, sin): Canvas stays on the standard library otherwise.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - Coverage of a pixel

extension SpriteFootprint {
  /// How much of a pixel centred on the point (x columns, y pixel rows) the sprite covers, 0…1, for a pixel
  /// `pixel.width` × `pixel.height` columns: its centre's distance from the outline over the pixel's size
  /// across the outline (exact for a straight edge through a square pixel).
  func coverage(x pointX: Double, y pointY: Double, pixel: (width: Double, height: Double)) -> Double {
    let dx = pointX - x
    let dy = (pointY - y) * pixelAspect
    switch shape {
    case .disc:
      let distance = (dx * dx + dy * dy).squareRoot()
      guard distance > 0 else { return 1 }
      return Self.share(outside: distance - radius, across: (abs(dx) * pixel.width + abs(dy) * pixel.height) / distance)
    case .box(let halfWidth, let halfHeight):
      let along = abs(dx * cosine + dy * sine) - halfWidth
      let across = abs(-dx * sine + dy * cosine) - halfHeight
      // the pixel's size along the box's axis nearest the point
      let size =
        along > across
        ? abs(cosine) * pixel.width + abs(sine) * pixel.height : abs(sine) * pixel.width + abs(cosine) * pixel.height
      return Self.share(outside: max(along, across), across: size)
    }
  }

  /// How much of the pixel centred on the point lies in the disc's rim mark, 0…1: a sector of the rim at the body's
  /// angle, about a sixth of a turn wide, from half way out to the rim.
  ///
  /// The mark is the sticker's own colour in another shade, a slice of the rim turning with the body, so a
  /// sticker reads as a ball rolling (a lone spot of black or white read as a glitch).
  func markShare(x pointX: Double, y pointY: Double, pixel: (width: Double, height: Double)) -> Double {
    let dx = pointX - x
    let dy = (pointY - y) * pixelAspect
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0 else { return 0 }
    // along the body's angle, and how far to one side of it
    let along = dx * cosine + dy * sine
    let across = abs(dy * cosine - dx * sine)
    let radial = (abs(dx) * pixel.width + abs(dy) * pixel.height) / distance
    let tangential = (abs(dy) * pixel.width + abs(dx) * pixel.height) / distance
    let inner = Self.share(outside: radius * Self.markInner - distance, across: radial)
    // the distance from the slice's nearer side: distance × sin(apart − half), where apart is the angle between
    // the point and the body's angle (a whole distance once that angle passes a right angle)
    let (cosineHalf, sineHalf) = Self.markHalfAngle
    let beyondSide =
      along * cosineHalf + across * sineHalf < 0 ? distance : across * cosineHalf - along * sineHalf
    return min(inner, Self.share(outside: beyondSide, across: tangential))
  }

  /// Whether the point (x columns, y pixel rows) lies in the rim mark: `markShare` of at least a half, tested
  /// without a square root or a division.
  func markCovers(x pointX: Double, y pointY: Double) -> Bool {
    let dx = pointX - x
    let dy = (pointY - y) * pixelAspect
    let inner = radius * Self.markInner
    guard dx * dx + dy * dy >= inner * inner else { return false }
    let along = dx * cosine + dy * sine
    let across = abs(dy * cosine - dx * sine)
    let (cosineHalf, sineHalf) = Self.markHalfAngle
    return along * cosineHalf + across * sineHalf >= 0 && across * cosineHalf - along * sineHalf <= 0
  }

  /// The columns and pixel rows the rim mark lies within: the box around its inner corners and five points along
  /// its outer edge (a quarter of its width apart, so the edge bulges less than a hundredth of the radius past
  /// them), two pixels wider each way.
  func markReach(pixel: (width: Double, height: Double)) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    var xs: [Double] = []
    var ys: [Double] = []
    for step in -2...2 {
      // the body's angle turned by a quarter of the mark's half width per step
      let turn = Double(step) / 4
      let (c, s) = (cosine * cos(turn) - sine * sin(turn), sine * cos(turn) + cosine * sin(turn))
      for distance in abs(step) == 2 ? [radius * Self.markInner, radius] : [radius] {
        xs.append(x + distance * c)
        ys.append(y + distance * s / pixelAspect)
      }
    }
    let down = 2 * pixel.height / pixelAspect
    return ((xs.min()! - 2 * pixel.width)...(xs.max()! + 2 * pixel.width), (ys.min()! - down)...(ys.max()! + down))
  }

  /// The share of a pixel `across` wide whose centre is `outside` beyond an edge (negative: inside).
  private static func share(outside: Double, across: Double) -> Double {
    min(1, max(0, 0.5 - outside / max(across, 1e-9)))
  }

  /// The rim mark's inner edge, as a share of the radius.
  static let markInner = 0.5
  /// The cosine and sine of half the rim mark's width (half a radian).
  static let markHalfAngle = (cos(0.5), sin(0.5))
}
