/// A picture as plain pixels: red, green, blue and alpha bytes, row by row from the top left.
///
/// Alpha is straight (not premultiplied): 0 is clear, 255 opaque. This is
/// what image decoders hand Canvas, and what Canvas hands a graphics encoder.
public struct RGBAImage: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel, row by row.
  public internal(set) var bytes: [UInt8]

  /// An image of `width` × `height` pixels from its bytes; nil when the count is not `width * height * 4`.
  public init?(width: Int, height: Int, bytes: [UInt8]) {
    guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// A clear image of `width` × `height` pixels.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bytes = Array(repeating: 0, count: self.width * self.height * 4)
  }

  /// The pixel at (x, y) as (red, green, blue, alpha).
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    get {
      let index = (y * width + x) * 4
      return (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
    }
    set {
      let index = (y * width + x) * 4
      bytes[index] = newValue.red
      bytes[index + 1] = newValue.green
      bytes[index + 2] = newValue.blue
      bytes[index + 3] = newValue.alpha
    }
  }

  /// The average colour of the opaque part, weighted by alpha; nil when every pixel is clear.
  public var averageColor: RGB? {
    var sums = (red: 0, green: 0, blue: 0, alpha: 0)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      let alpha = Int(bytes[index + 3])
      sums.red += Int(bytes[index]) * alpha
      sums.green += Int(bytes[index + 1]) * alpha
      sums.blue += Int(bytes[index + 2]) * alpha
      sums.alpha += alpha
    }
    guard sums.alpha > 0 else { return nil }
    return RGB(UInt8(sums.red / sums.alpha), UInt8(sums.green / sums.alpha), UInt8(sums.blue / sums.alpha))
  }
}
