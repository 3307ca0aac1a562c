import Synchronization

/// A sticker's picture: the middle square of an image, shown cut into a circle, with its scaled copies kept.
///
/// Compared by identity: two pictures are the same when they are one object,
/// so sprites holding one stay cheap to compare and hash.
public final class StickerPicture: Hashable, Sendable {
  /// The square picture at full size.
  public let square: RGBAImage
  /// Its average colour, for modes and terminals that show one colour a sticker.
  public let averageColor: RGB
  /// Square copies scaled by area averaging, by side.
  private let scaledCopies = Mutex<[Int: RGBAImage]>([:])

  /// The largest side a picture is kept at: no sticker is drawn larger, so a larger picture is
  /// scaled down once, here, and every later scaling stays cheap (a photo of 4000 × 3000 pixels
  /// would otherwise be averaged whole again for each size a sticker is drawn at).
  public static let largestSide = 1024

  /// A picture of `image`'s middle square, at most `largestSide` pixels a side.
  public init(_ image: RGBAImage) {
    let middle = image.centreSquare()
    square =
      middle.width > Self.largestSide
      ? middle.scaled(width: Self.largestSide, height: Self.largestSide) : middle
    averageColor = square.averageColor ?? RGB(128, 128, 128)
  }

  /// The square scaled to `side` × `side` pixels by area averaging (kept for the next call).
  public func scaled(side: Int) -> RGBAImage {
    if let copy = scaledCopies.withLock({ $0[side] }) { return copy }
    let copy = square.scaled(width: side, height: side)
    scaledCopies.withLock { copies in
      if copies.count > 64 { copies.removeAll() }
      copies[side] = copy
    }
    return copy
  }

  /// Whether two pictures are the same object.
  public static func == (left: StickerPicture, right: StickerPicture) -> Bool { left === right }

  /// Hashes the picture's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
