import Canvas
import Foundation

/// Draws a session's frame: the box, the stickers, the scene's overlay, the status line and any help.
public struct FrameComposer: Sendable {
  /// What the status line says besides the scene's own figures.
  public struct Status: Sendable {
    /// A clock: frames per second when playing live, simulated time when headless.
    public var clock: String
    /// A message that replaces the key hints for a moment (a bad key, say).
    public var message: String?
    /// What the tilt source says, if anything: a replay's time (`▶ 3.4/20.0s`), a live source's state.
    public var tilt: String?

    /// A status from its parts.
    public init(clock: String, message: String? = nil, tilt: String? = nil) {
      self.clock = clock
      self.message = message
      self.tilt = tilt
    }
  }

  /// The render mode and what the terminal can show.
  public var settings: RenderSettings
  private static let borderColor = RGB(110, 110, 130)
  private static let statusColor = RGB(200, 200, 210)

  /// A composer drawing with `settings` (by default `auto`, truecolor, Unicode).
  public init(settings: RenderSettings = RenderSettings()) {
    self.settings = settings
  }

  /// The frame of `session` at its layout, with `status` and, when `showsHelp`, the help overlay.
  ///
  /// `interface` moves the help and the status line as they bounce, at the session's interface time.
  public func frame(
    of session: Session, status: Status, showsHelp: Bool = false, interface: InterfaceAnimations = .init()
  ) -> FrameBuffer {
    let layout = session.layout
    var buffer = FrameBuffer(width: layout.width, height: layout.height)
    guard layout.isLargeEnough else {
      drawTooSmall(layout, into: &buffer)
      return buffer
    }
    drawBox(layout, into: &buffer)
    drawGuides(of: session, into: &buffer)
    let sprites = session.sprites()
    let inside = CellRegion(columns: 1..<(layout.width - 1), rows: 1..<(layout.height - 2))
    settings.rasterizer(for: session, cellAspect: layout.cellAspect).draw(sprites, into: &buffer, within: inside)
    session.contents.overlay?(session.time, &buffer)
    drawStatus(of: session, status: status, interface: interface, into: &buffer)
    if session.isPaused { drawCentered(" ‖ paused: p to go on ", row: 0, into: &buffer) }
    if showsHelp { drawHelp(interface: interface, at: session.interfaceTime, into: &buffer) }
    buffer.quantize(to: settings.colorDepth)
    return buffer
  }

  /// The keys, as the help overlay lists them.
  public static let helpLines = [
    "←/→  turn gravity",
    "↑    gravity straight down",
    "spc  kick every sticker",
    "k    push a sticker",
    "f    field on / off (stickers)",
    "click  snap the nearest sticker",
    "drag   pull a sticker along",
    "r    restart",
    "p    pause / go on",
    "m    next render mode (the status line names it)",
    "?    this help",
    "^L   repaint the screen",
    "q    quit (or Esc, ^C)",
  ]

  private func drawBox(_ layout: Layout, into buffer: inout FrameBuffer) {
    let right = layout.width - 1
    let bottom = layout.height - 2
    let color = Self.borderColor
    // across, down, then the corners clockwise from the top left
    let parts = (settings.asciiOnly ? "-|++++" : "─│╭╮╯╰").map { Cell(String($0), foreground: color) }
    for column in 1..<right {
      buffer[column, 0] = parts[0]
      buffer[column, bottom] = parts[0]
    }
    for row in 1..<bottom {
      buffer[0, row] = parts[1]
      buffer[right, row] = parts[1]
    }
    buffer[0, 0] = parts[2]
    buffer[right, 0] = parts[3]
    buffer[right, bottom] = parts[4]
    buffer[0, bottom] = parts[5]
  }

  private func drawStatus(
    of session: Session, status: Status, interface: InterfaceAnimations, into buffer: inout FrameBuffer
  ) {
    let count = session.contents.stickers.count
    let resolved = settings.resolvedMode(for: session).rawValue
    let time = session.interfaceTime
    // each field with its rank: when the line is too narrow, the highest rank goes first, so no word is cut
    var fields: [(text: String, rank: Int)] = [(session.scene.name, 1)]
    fields.append(("\(count) \(count == 1 ? "sticker" : "stickers")", 4))
    if let angle = session.gravityAngle {
      fields.append(("gravity \(Self.arrow(for: angle)) \(Int((angle * 180 / Double.pi).rounded()))°", 2))
    }
    if session.isPaused { fields.append(("‖ paused", 0)) }
    if let tilt = status.tilt { fields.append((tilt, 2)) }
    fields.append((status.clock, 6))
    fields.append((settings.mode == .auto ? "auto: \(resolved)" : resolved, 5))
    if let message = status.message ?? interface.statusMessage(at: time) {
      fields.append((message, 1))
    } else {
      fields.append(("? help  q quit", 3))
    }
    let text = Self.fitted(fields, width: session.layout.width)
    buffer.write(
      text, column: interface.statusShift(at: time), row: session.layout.statusRow, foreground: Self.statusColor)
  }

  /// The fields joined with ` · ` to fit `width`: the least needed (highest rank, of equals the later) go first,
  /// but the scene, gravity, tilt and messages (rank 2 and under) stay, the longest losing whole words into `…`.
  static func fitted(_ fields: [(text: String, rank: Int)], width: Int) -> String {
    var fields = fields
    func line() -> String { " " + fields.map(\.text).joined(separator: " · ") }
    while line().count > width,
      let least = fields.indices.filter({ fields[$0].rank > 2 }).max(by: { fields[$0].rank <= fields[$1].rank })
    {
      fields.remove(at: least)
    }
    let words = fields.map { $0.text.split(separator: " ").map(String.init) }
    var kept = words.map(\.count)
    while line().count > width,
      let longest = fields.indices.filter({ kept[$0] > 1 }).max(by: { fields[$0].text.count < fields[$1].text.count })
    {
      kept[longest] -= 1
      fields[longest].text = words[longest].prefix(kept[longest]).joined(separator: " ") + "…"
    }
    return line()
  }

  /// The arrow nearest to `angle` (radians, y-down: π/2 is ↓).
  static func arrow(for angle: Double) -> String {
    let arrows = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"]
    let eighth = Int((angle / (Double.pi / 4)).rounded())
    return arrows[((eighth % 8) + 8) % 8]
  }

  private func drawHelp(interface: InterfaceAnimations, at time: Double, into buffer: inout FrameBuffer) {
    let lines = ["Tumble keys"] + Self.helpLines
    let width = (lines.map(\.count).max() ?? 0) + 4
    let rest = max(1, (buffer.height - lines.count - 2) / 2)
    let top = rest + interface.helpOffset(at: time, distance: rest + lines.count + 2)
    let left = max(0, (buffer.width - width) / 2)
    for row in 0..<(lines.count + 2) {
      let text = row == 0 || row == lines.count + 1 ? "" : lines[row - 1]
      let padded = "  " + text + String(repeating: " ", count: max(0, width - text.count - 2))
      buffer.write(padded, column: left, row: top + row, foreground: .black, background: RGB(230, 230, 240))
    }
  }

  private func drawCentered(_ text: String, row: Int, into buffer: inout FrameBuffer) {
    buffer.write(
      text, column: max(0, (buffer.width - text.count) / 2), row: row, foreground: .black,
      background: RGB(250, 210, 90), attributes: [.bold])
  }

  private func drawTooSmall(_ layout: Layout, into buffer: inout FrameBuffer) {
    let need = "need \(Layout.minimum.width)x\(Layout.minimum.height)"
    let lines = ["too small", need, "have \(layout.width)x\(layout.height)"]
    for (index, line) in lines.enumerated() where index < layout.height {
      buffer.write(String(line.prefix(layout.width)), column: 0, row: index)
    }
  }
}
