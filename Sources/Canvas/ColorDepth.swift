/// How many colours a terminal shows, and how a colour is brought down to them.
public enum ColorDepth: String, CaseIterable, Sendable {
  /// No colour: glyphs only.
  case none
  /// The eight ANSI colours.
  case eight
  /// The xterm 256-colour palette.
  case palette256
  /// 24-bit colour.
  case truecolor

  /// The nearest colour this depth can show, or nil for none.
  public func quantize(_ color: RGB) -> RGB? {
    switch self {
    case .none: nil
    case .eight: ColorDepth.ansi8[ColorDepth.ansi8Index(of: color)]
    case .palette256: ColorDepth.xterm256(index: ColorDepth.xterm256Index(of: color))
    case .truecolor: color
    }
  }

  /// The index 0…7 of the ANSI colour nearest to `color` (black, red, green, yellow, blue, magenta, cyan, white).
  public static func ansi8Index(of color: RGB) -> Int {
    nearest(to: color, among: ansi8)
  }

  /// The ANSI colours as they usually look.
  public static let ansi8: [RGB] = [
    RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0),
    RGB(0, 0, 238), RGB(205, 0, 205), RGB(0, 205, 205), RGB(229, 229, 229),
  ]

  /// The index 16…255 of the xterm colour nearest to `color`: the 6×6×6 cube or the grey ramp.
  public static func xterm256Index(of color: RGB) -> Int {
    let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
    let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
    let grey = 232 + min(23, max(0, (average - 8 + 5) / 10))
    return distance(xterm256(index: grey), color) < distance(xterm256(index: cube), color) ? grey : cube
  }

  /// The colour of xterm palette entry `index` (16…255).
  public static func xterm256(index: Int) -> RGB {
    if index >= 232 {
      let value = UInt8(8 + 10 * (index - 232))
      return RGB(value, value, value)
    }
    let levels: [UInt8] = [0, 95, 135, 175, 215, 255]
    let cube = index - 16
    return RGB(levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
  }

  /// The index 0…5 of the cube level (0, 95, 135, 175, 215, 255) nearest to `value`; a tie goes to the lower.
  static func level(_ value: UInt8) -> Int {
    value < 48 ? 0 : value <= 115 ? 1 : (Int(value) - 36) / 40
  }

  /// The index in `colors` of the one nearest to `color` (the first of equals).
  static func nearest(to color: RGB, among colors: [RGB]) -> Int {
    var best = 0
    for (index, candidate) in colors.enumerated() where distance(candidate, color) < distance(colors[best], color) {
      best = index
    }
    return best
  }

  private static func distance(_ a: RGB, _ b: RGB) -> Int {
    let red = Int(a.red) - Int(b.red)
    let green = Int(a.green) - Int(b.green)
    let blue = Int(a.blue) - Int(b.blue)
    return red * red + green * green + blue * blue
  }
}
