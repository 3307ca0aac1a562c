// MARK: - Scaling

extension RGBAImage {
  /// The middle square of the image (the whole image when it is square): what a round sticker shows of it.
  public func centreSquare() -> RGBAImage {
    let side = min(width, height)
    guard side != width || side != height else { return self }
    let left = (width - side) / 2
    let top = (height - side) / 2
    var square = RGBAImage(width: side, height: side)
    let rowBytes = side * 4
    for y in 0..<side {
      let from: Int = ((top + y) * width + left) * 4
      let to: Int = y * rowBytes
      square.bytes.replaceSubrange(to..<(to + rowBytes), with: bytes[from..<(from + rowBytes)])
    }
    return square
  }

  /// The image scaled to `newWidth` × `newHeight` by area averaging: each new pixel is the mean of the source
  /// area it covers, each source pixel weighted by how much of it lies inside and by its alpha.
  ///
  /// Scaling down keeps every source pixel's share (no pixels skipped, no
  /// shimmer as a picture turns); scaling up repeats pixels.
  public func scaled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
    var result = RGBAImage(width: newWidth, height: newHeight)
    guard width > 0, height > 0, newWidth > 0, newHeight > 0 else { return result }
    let across = Self.spans(from: width, to: newWidth)
    let down = Self.spans(from: height, to: newHeight)
    for (y, rows) in down.enumerated() {
      for (x, columns) in across.enumerated() {
        var sums = (red: 0.0, green: 0.0, blue: 0.0, alpha: 0.0, weight: 0.0)
        for (row, rowWeight) in rows {
          for (column, columnWeight) in columns {
            let pixel = self[column, row]
            let weight = rowWeight * columnWeight
            let alpha = Double(pixel.alpha) * weight
            sums.red += Double(pixel.red) * alpha
            sums.green += Double(pixel.green) * alpha
            sums.blue += Double(pixel.blue) * alpha
            sums.alpha += alpha
            sums.weight += weight
          }
        }
        guard sums.alpha > 0 else { continue }
        result[x, y] = (
          UInt8((sums.red / sums.alpha).rounded()), UInt8((sums.green / sums.alpha).rounded()),
          UInt8((sums.blue / sums.alpha).rounded()), UInt8(min(255, (sums.alpha / sums.weight).rounded()))
        )
      }
    }
    return result
  }

  /// For each of `count` new pixels along a side of `length` source pixels, the source pixels it covers and how
  /// much of each.
  private static func spans(from length: Int, to count: Int) -> [[(index: Int, weight: Double)]] {
    let step = Double(length) / Double(count)
    return (0..<count).map { index in
      let start = Double(index) * step
      let end = start + step
      let first = Int(start.rounded(.down))
      let last = min(length - 1, Int(end.rounded(.up)) - 1)
      return (first...max(first, last)).compactMap { pixel in
        let weight = min(end, Double(pixel + 1)) - max(start, Double(pixel))
        return weight > 0 ? (pixel, weight) : nil
      }
    }
  }
}
