/// Where a field acts, centred on the field's position, as UIKit's `UIRegion`.
public enum FieldRegion: Hashable, Sendable {
  /// Everywhere.
  case infinite
  /// Within `radius` points of the position.
  case radius(Double)
  /// Within a rectangle of `size` centred on the position.
  case size(Size)

  /// Whether `offset` from the field's position lies in the region.
  func contains(_ offset: Vector) -> Bool {
    switch self {
    case .infinite: true
    case .radius(let radius): offset.length <= radius
    case .size(let size): abs(offset.dx) <= size.width / 2 && abs(offset.dy) <= size.height / 2
    }
  }
}
