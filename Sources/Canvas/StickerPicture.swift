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

  /// A picture of `image`'s middle square.
  public init(_ image: RGBAImage) {
    square = image.centreSquare()
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
