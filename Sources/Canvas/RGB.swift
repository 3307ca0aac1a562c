/// A colour as 8-bit red, green and blue.
public struct RGB: Hashable, Sendable {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8

  /// A colour from its three components.
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from `#rrggbb` (or `rrggbb`); nil when the text is not one.
  public init?(hex text: String) {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
      return nil
    }
    self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xff), UInt8(value & 0xff))
  }

  /// The colour as `#rrggbb`.
  public var hex: String {
    let value = (UInt32(red) << 16) | (UInt32(green) << 8) | UInt32(blue)
    let digits = String(value, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }

  /// Relative brightness, 0 (black) to 1 (white), by the Rec. 709 weights.
  public var luminance: Double {
    (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
  }

  /// Black.
  public static let black = RGB(0, 0, 0)
  /// White.
  public static let white = RGB(255, 255, 255)
}
