import LibM

/// A 2D affine transform, as Core Graphics' `CGAffineTransform`; the animator uses rotations only.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty). In UIKit's
/// y-down view, a positive angle turns clockwise on screen.
public struct AffineTransform: Hashable, Sendable {
  /// The matrix's top-left entry (x's share of the new x).
  public var a: Double
  /// The matrix's top-right entry (x's share of the new y).
  public var b: Double
  /// The matrix's bottom-left entry (y's share of the new x).
  public var c: Double
  /// The matrix's bottom-right entry (y's share of the new y).
  public var d: Double
  /// The horizontal translation.
  public var tx: Double
  /// The vertical translation.
  public var ty: Double

  /// A transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// The angle the transform turns by, in radians (−π…π).
  public var rotationAngle: Double { atan2(b, a) }
}
