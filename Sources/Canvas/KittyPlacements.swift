import Foundation

/// Stickers drawn with the kitty graphics protocol: each look's pixels (`StickerLook.pixels`) sent once at a set of turns,
/// then each frame only moves the placements that changed.
///
/// Image ids number (look, size, turn) in the order they are first needed;
/// placement id `n + 1` is sticker `n`. A placement is moved by placing it
/// again (same image and placement id), and deleted, keeping the image, when
/// its sticker turns to another image or goes. Pictures go zlib-compressed.
/// Every command asks for no reply (`q=2`) and leaves the cursor where it
/// was (`C=1`), so each placement is reached from the one before by the
/// shortest cursor move. Pure: the same sprites give the same bytes.
public struct KittyPlacements {
  /// How many pre-turned pictures each look has.
  public static let turns = 16
  /// A cell's size in pixels.
  public let cellWidth: Int
  /// A cell's size in pixels.
  public let cellHeight: Int
  /// Bytes of pictures sent (`a=t`) since the start: the part of the traffic paid once, not each frame.
  public private(set) var uploadedBytes = 0
  private var images: [ImageKey: Int] = [:]
  private var shown: [Placement] = []
  /// Each sticker's diameter in pixels in the last update.
  private var diameters: [Int] = []

  private struct ImageKey: Hashable {
    let look: StickerLook
    let diameter: Int
    let turn: Int
  }

  private struct Placement: Equatable {
    let image: Int
    let column: Int
    let row: Int
    let x: Int
    let y: Int
  }

  /// Placements for a terminal whose cells are `cellWidth` × `cellHeight` pixels.
  public init(cellWidth: Int, cellHeight: Int) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
  }

  /// The bytes that take the terminal from the placements shown to `sprites` (x in columns, y in half rows).
  public mutating func update(to sprites: [Sprite]) -> [UInt8] {
    var bytes: [UInt8] = []
    var placements: [Placement] = []
    placements.reserveCapacity(sprites.count)
    var exact: [Int] = []
    exact.reserveCapacity(sprites.count)
    for (index, sprite) in sprites.enumerated() {
      exact.append(max(2, Int((2 * sprite.radius * Double(cellWidth)).rounded())))
      // a sticker changing size (popping in) is drawn at the nearest size of a short ladder, so its few frames
      // at each size do not each send their own pictures
      let steady = index >= diameters.count || diameters[index] == exact[index]
      let diameter = steady ? exact[index] : Self.ladderSize(near: exact[index])
      let image = imageID(for: sprite, diameter: diameter, into: &bytes)
      let left = Int((sprite.x * Double(cellWidth)).rounded()) - diameter / 2
      let top = Int((sprite.y * Double(cellHeight) / 2).rounded()) - diameter / 2
      placements.append(
        Placement(
          image: image, column: max(0, left) / cellWidth, row: max(0, top) / cellHeight,
          x: max(0, left) % cellWidth, y: max(0, top) % cellHeight))
    }
    // the moved placements top to bottom, each reached from the one before (`C=1` leaves the cursor at its cell)
    var cursor: CursorMotion.Place?
    let moved = placements.indices.filter { $0 >= shown.count || placements[$0] != shown[$0] }.sorted {
      (placements[$0].row, placements[$0].column) < (placements[$1].row, placements[$1].column)
    }
    for index in moved {
      let placement = placements[index]
      if index < shown.count, shown[index].image != placement.image {
        bytes += Self.delete(image: shown[index].image, placement: index + 1)
      }
      CursorMotion.move(from: cursor, to: placement.column, row: placement.row, into: &bytes)
      cursor = (placement.column, placement.row)
      bytes += Self.place(placement, id: index + 1)
    }
    for index in placements.count..<max(placements.count, shown.count) {
      bytes += Self.delete(image: shown[index].image, placement: index + 1)
    }
    shown = placements
    diameters = exact
    return bytes
  }

  /// Of the sizes in pixels a quarter apart (powers of 1.25 rounded: …, 9, 12, 15, 18, 23, 28, 36, 44, …), the
  /// one nearest to `diameter` on a log scale.
  static func ladderSize(near diameter: Int) -> Int {
    let step = (log(Double(diameter)) / log(1.25)).rounded()
    return max(2, Int(pow(1.25, step).rounded()))
  }

  /// Forgets what is shown, so the next update places every sticker again (after the screen was cleared).
  public mutating func invalidate() {
    shown = []
  }

  /// The bytes that delete every placement and free every picture sent (for leaving).
  public mutating func clear() -> [UInt8] {
    images = [:]
    shown = []
    return Self.command("a=d,d=A,q=2")
  }

  private mutating func imageID(for sprite: Sprite, diameter: Int, into bytes: inout [UInt8]) -> Int {
    let turn = Self.turn(of: sprite.angle)
    let key = ImageKey(look: sprite.look, diameter: diameter, turn: turn)
    if let id = images[key] { return id }
    let id = images.count + 1
    images[key] = id
    let angle = Double(turn) * 2 * Double.pi / Double(Self.turns)
    let rgba = sprite.look.pixels(diameter: diameter, angle: angle).bytes
    let picture = Self.transmit(id: id, size: diameter, rgba: rgba)
    uploadedBytes += picture.count
    bytes += picture
    return id
  }

  /// The nearest of the pre-turned angles to `angle`, as an index.
  static func turn(of angle: Double) -> Int {
    let steps = (angle / (2 * Double.pi) * Double(turns)).rounded()
    return ((Int(steps) % turns) + turns) % turns
  }

  /// `a=t`: a picture sent zlib-compressed (`o=z`) in base64 chunks of at most 4096 bytes (`m=1` on all but the
  /// last).
  static func transmit(id: Int, size: Int, rgba: [UInt8]) -> [UInt8] {
    let encoded = Array(Data(Zlib.compress(rgba)).base64EncodedString().utf8)
    var bytes: [UInt8] = []
    var offset = 0
    repeat {
      let end = min(encoded.count, offset + 4096)
      let more = end < encoded.count ? 1 : 0
      let keys = offset == 0 ? "a=t,f=32,o=z,s=\(size),v=\(size),i=\(id),q=2,m=\(more)" : "m=\(more)"
      bytes += command(keys, payload: encoded[offset..<end])
      offset = end
    } while offset < encoded.count
    return bytes
  }

  /// `a=p` at the cursor's cell, the pixel offsets only where not 0 (their default), the cursor left there (`C=1`).
  private static func place(_ placement: Placement, id: Int) -> [UInt8] {
    var keys = "a=p,i=\(placement.image),p=\(id)"
    if placement.x != 0 { keys += ",X=\(placement.x)" }
    if placement.y != 0 { keys += ",Y=\(placement.y)" }
    return command(keys + ",C=1,q=2")
  }

  private static func delete(image: Int, placement: Int) -> [UInt8] {
    command("a=d,d=i,i=\(image),p=\(placement),q=2")
  }

  /// `ESC _ G keys ; payload ESC \`.
  static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
    var bytes = Array("\u{1B}_G\(keys)".utf8)
    if !payload.isEmpty {
      bytes.append(UInt8(ascii: ";"))
      bytes += payload
    }
    return bytes + [0x1B, UInt8(ascii: "\\")]
  }
}
