import Canvas
import Motion
import QRCode

/// What the box shows while a live source waits for its first sample: the URL to type into the
/// phone's app as a QR code (light modules drawn in white on black, so it reads dark on light),
/// the URL itself and the source's steps below it. The code is left out when the box is too small.
struct InvitationPanel {
  /// What the source asks.
  let invitation: LiveTiltInvitation
  /// The QR code of the URL in half blocks, with a quiet zone of two modules; empty without a URL.
  private let code: [String]

  init(_ invitation: LiveTiltInvitation) {
    self.invitation = invitation
    code = invitation.url.flatMap { QRCode(text: $0, level: .low) }?.halfBlockLines(quietZone: 2) ?? []
  }

  /// Draws the panel centred in the box of `buffer` (inside its border, above the status line).
  func draw(into buffer: inout FrameBuffer) {
    let text = (invitation.url.map { ["→ " + $0] } ?? []) + invitation.lines
    let width = buffer.width - 2
    let room = buffer.height - 3
    let codeWidth = code.first?.count ?? 0
    let showsCode = !code.isEmpty && code.count + text.count <= room && codeWidth <= width
    let height = (showsCode ? code.count : 0) + text.count
    var row = 1 + max(0, (room - height) / 2)
    if showsCode {
      for line in code {
        buffer.write(line, column: 1 + (width - codeWidth) / 2, row: row, foreground: .white, background: .black)
        row += 1
      }
    }
    for line in text where row < buffer.height - 2 {
      let shown = " " + (line.count + 2 <= width ? line : String(line.prefix(width - 3)) + "…") + " "
      buffer.write(
        shown, column: 1 + (width - shown.count) / 2, row: row, foreground: .black, background: RGB(250, 210, 90))
      row += 1
    }
  }
}
