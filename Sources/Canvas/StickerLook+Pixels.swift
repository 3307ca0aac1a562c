// libm only (cos, sin, hypot): Canvas stays on the standard library otherwise.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - The sticker as pixels

extension StickerLook {
  /// The sticker as `diameter` × `diameter` RGBA pixels, turned by `angle` radians (clockwise on screen, as a
  /// body's angle): its picture, or its disc with the rim mark (a slice of the rim in another shade, its edges
  /// blended), cut into a circle whose edge pixels are as opaque as the circle covers them.
  ///
  /// A picture is scaled to the diameter by area averaging, then turned;
  /// the same look, diameter and angle give the same bytes. The glyph is not
  /// drawn (a terminal draws text itself).
  public func pixels(diameter: Int, angle: Double) -> RGBAImage {
    let side = max(0, min(diameter, 4096))
    var image = RGBAImage(width: side, height: side)
    guard side > 0 else { return image }
    let radius = Double(side) / 2
    let cosine = cos(angle)
    let sine = sin(angle)
    let scaled = picture?.scaled(side: side)
    // the same disc as the text modes draw, one column a pixel, for its rim mark
    let disc = SpriteFootprint(
      Sprite(x: radius, y: radius, radius: radius, angle: angle, look: self), pixelAspect: 1, grid: nil)
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) + 0.5 - radius
        let dy = Double(y) + 0.5 - radius
        let coverage = min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
        guard coverage > 0 else { continue }
        var pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
        if let scaled {
          // the point of the upright picture that turning by `angle` brings here
          let u = dx * cosine + dy * sine + radius
          let v = -dx * sine + dy * cosine + radius
          pixel = scaled.bilinear(x: u - 0.5, y: v - 0.5)
        } else {
          let share = disc.markShare(x: Double(x) + 0.5, y: Double(y) + 0.5, pixel: (1, 1))
          let color = RGB.mix(markColor, color, share: share)
          pixel = (color.red, color.green, color.blue, 255)
        }
        pixel.alpha = UInt8((Double(pixel.alpha) * coverage).rounded())
        image[x, y] = pixel
      }
    }
    return image
  }
}

extension RGB {
  /// `first` mixed into `second`: `share` 1 is all `first`, 0 all `second`.
  static func mix(_ first: RGB, _ second: RGB, share: Double) -> RGB {
    func blend(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * share + Double(b) * (1 - share)).rounded()) }
    return RGB(blend(first.red, second.red), blend(first.green, second.green), blend(first.blue, second.blue))
  }
}

extension RGBAImage {
  /// The colour at (x, y) in pixel coordinates (pixel centres at whole numbers), blended from the four pixels
  /// around it with alpha weights; outside the image is clear.
  func bilinear(x: Double, y: Double) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let left = Int(x.rounded(.down))
    let top = Int(y.rounded(.down))
    let fx = x - Double(left)
    let fy = y - Double(top)
    var sums = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0)
    for (column, row, weight) in [
      (left, top, (1 - fx) * (1 - fy)), (left + 1, top, fx * (1 - fy)),
      (left, top + 1, (1 - fx) * fy), (left + 1, top + 1, fx * fy),
    ] where weight > 0 && column >= 0 && column < width && row >= 0 && row < height {
      let pixel = self[column, row]
      let alpha = Double(pixel.alpha) * weight
      sums.red += Double(pixel.red) * alpha
      sums.green += Double(pixel.green) * alpha
      sums.blue += Double(pixel.blue) * alpha
      sums.alpha += alpha
    }
    guard sums.alpha > 0 else { return (0, 0, 0, 0) }
    return (
      UInt8(min(255, (sums.red / sums.alpha).rounded())), UInt8(min(255, (sums.green / sums.alpha).rounded())),
      UInt8(min(255, (sums.blue / sums.alpha).rounded())), UInt8(min(255, sums.alpha.rounded()))
    )
  }
}
