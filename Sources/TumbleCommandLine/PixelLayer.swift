import Canvas
import Playground
import Terminal

/// `--graphics`: whether stickers are drawn in true pixels, and with which protocol.
enum GraphicsChoice: String, CaseIterable, Sendable {
  /// Kitty graphics where the terminal answers its query, else sixel where its attributes list it, else text.
  case auto
  /// The kitty graphics protocol.
  case kitty
  /// Sixel pictures of the box.
  case sixel
  /// Text cells only.
  case none

  /// `--graphics MODE`.
  static let option = Option<GraphicsChoice>.choice(
    "--graphics", "MODE", "stickers in true pixels (auto: as the terminal answers its queries)", default: .auto)

  /// The protocol to draw with, given what the terminal answered; nil for text.
  ///
  /// `auto` takes only what the terminal said it speaks; a named protocol is used even unanswered
  /// (some terminals speak it without saying so) but needs the cell size in pixels.
  func protocolToUse(_ reply: GraphicsReply) -> GraphicsChoice? {
    guard reply.cellPixels != nil else { return nil }
    switch self {
    case .auto: return reply.kitty ? .kitty : reply.sixel ? .sixel : nil
    case .kitty, .sixel: return self
    case .none: return nil
    }
  }
}

/// The stickers drawn in pixels over the text frame, by kitty placements or sixel pictures.
struct PixelLayer {
  private var kitty: KittyPlacements?
  private var sixel: SixelFrames?
  /// What was chosen, for the status line and the tests: `kitty 10x20`, `sixel 10x20`.
  let name: String

  /// The largest sixel picture the terminal shows, in pixels, where it said.
  private let sixelLimit: (width: Int, height: Int)?
  /// The terminal's answer for xterm's mode 1070 (sixel pictures with registers of their own), where it gave one.
  private let sixelRegisters: Int?

  /// A layer for `choice` (kitty or sixel) on cells of `cell` pixels, sixel pictures up to `sixelLimit`, their
  /// registers shared where `sixelRegisters` (the terminal's mode 1070, `GraphicsReply`) allows; nil for text.
  init?(
    _ choice: GraphicsChoice?, cell: (width: Int, height: Int)?, sixelLimit: (width: Int, height: Int)? = nil,
    sixelRegisters: Int? = nil
  ) {
    guard let choice, let cell else { return nil }
    self.sixelLimit = sixelLimit
    self.sixelRegisters = sixelRegisters
    name = "\(choice.rawValue) \(cell.width)x\(cell.height)"
    switch choice {
    case .kitty: kitty = KittyPlacements(cellWidth: cell.width, cellHeight: cell.height)
    case .sixel:
      let nowhere = CellRegion(columns: 0..<0, rows: 0..<0)
      sixel = SixelFrames(region: nowhere, cellWidth: cell.width, cellHeight: cell.height)
    case .auto, .none: return nil
    }
  }

  /// The bytes that show `session`'s stickers as they are now: their pictures where `settings`
  /// show pictures, else their discs.
  mutating func update(for session: Session, settings: RenderSettings) -> [UInt8] {
    var sprites = session.sprites()
    if !settings.showsPictures {
      for index in sprites.indices { sprites[index].look.picture = nil }
    }
    if kitty != nil { return kitty!.update(to: sprites) }
    guard var frames = sixel else { return [] }
    let layout = session.layout
    var inside = CellRegion(columns: 1..<(layout.width - 1), rows: 1..<(layout.height - 2))
    if let limit = sixelLimit {
      // a terminal clips a picture past its limit: paint only what it shows
      inside.columns = 1..<max(1, min(inside.columns.upperBound, 1 + limit.width / frames.cellWidth))
      inside.rows = 1..<max(1, min(inside.rows.upperBound, 1 + limit.height / frames.cellHeight))
    }
    if frames.region != inside {
      frames = SixelFrames(
        region: inside, cellWidth: frames.cellWidth, cellHeight: frames.cellHeight,
        sharedRegisters: [1, 2, 4].contains(sixelRegisters))  // answered, and not set for good (3)
    }
    let bytes = frames.update(to: sprites)
    sixel = frames
    return bytes
  }

  /// The floor of the last sixel update (`SixelFloor`); nil without sixel.
  var sixelFloorOfLastUpdate: Int? { sixel?.floorOfLastUpdate }

  /// Whether the stickers are drawn as sixel pictures.
  var drawsSixel: Bool { sixel != nil }

  /// Bytes of pictures sent once (kitty uploads), not counted as a frame's traffic.
  var uploadedBytes: Int { kitty?.uploadedBytes ?? 0 }

  /// Forgets what is shown (the screen was cleared).
  mutating func invalidate() {
    kitty?.invalidate()
    sixel?.invalidate()
  }

  /// The bytes that take every picture away again and give sixel pictures their own registers again where they had
  /// them, for leaving.
  mutating func clear() -> [UInt8] {
    (kitty?.clear() ?? []) + (sixel != nil && sixelRegisters == 1 ? SixelFrames.privateRegistersMode : [])
  }
}
