import LibM

/// How quickly a bounce dies away: SKBounceAnimation's `stiffness`, any positive number, and its three presets.
///
/// As in the original, the number is where the classic curve's envelope has come down to (in the animated
/// value's units) by the last frame: the larger it is, the livelier the bounce. Light (5) bounces longest,
/// heavy (0.001) settles soonest.
public struct BounceStiffness: Hashable, Sendable, CustomStringConvertible {
  /// The coefficient, a positive number within single precision's normal range.
  public let coefficient: Double

  /// Lively: the biggest bounces (the original's 5).
  public static let light = BounceStiffness(preset: 5.0)
  /// The default (the original's 0.1).
  public static let medium = BounceStiffness(preset: 0.1)
  /// Stiff: the smallest bounces (the original's 0.001).
  public static let heavy = BounceStiffness(preset: 0.001)
  /// The three presets with their names, lightest first.
  public static let presets: [(name: String, stiffness: BounceStiffness)] = [
    ("light", .light), ("medium", .medium), ("heavy", .heavy),
  ]
  /// The presets, lightest first.
  public static let allCases = presets.map(\.stiffness)

  /// A stiffness of `coefficient`, nil unless it is finite, positive and a normal single-precision number.
  public init?(_ coefficient: Double) {
    guard coefficient.isFinite, coefficient >= Double(Float.leastNormalMagnitude),
      coefficient <= Double(Float.greatestFiniteMagnitude)
    else { return nil }
    self.coefficient = coefficient
  }

  /// The stiffness `text` names: a preset's name or a number, nil when it is neither (or out of range).
  public init?(name text: String) {
    if let preset = Self.presets.first(where: { $0.name == text }) {
      self = preset.stiffness
    } else if let value = Double(text), let stiffness = BounceStiffness(value) {
      self = stiffness
    } else {
      return nil
    }
  }

  private init(preset: Double) { coefficient = preset }

  /// The preset's name, or the number.
  public var description: String {
    Self.presets.first { $0.stiffness == self }?.name ?? String(coefficient)
  }

  /// SKBounceAnimation's stiffness coefficient, in single precision as in the original.
  var classicCoefficient: Float { Float(coefficient) }

  /// The fraction of the duration by which a spring has settled within 0.1% of the distance: 1 for light,
  /// 0.85 for medium, 0.7 for heavy, and for any other value along the straight lines through them in
  /// the coefficient's logarithm (beyond them, the nearer line's), within 0.25 to 1.
  var springSettlingFraction: Double {
    let points: [(x: Double, y: Double)] = [(log2(0.001), 0.7), (log2(0.1), 0.85), (log2(5), 1.0)]
    if let index = Self.allCases.firstIndex(of: self) { return points[2 - index].y }
    let x = log2(coefficient)
    let (low, high) = x < points[1].x ? (points[0], points[1]) : (points[1], points[2])
    let fraction = low.y + (x - low.x) / (high.x - low.x) * (high.y - low.y)
    return min(1, max(0.25, fraction))
  }
}
