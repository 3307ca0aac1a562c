import Canvas
import Dynamics

// MARK: - Boundaries and attachments

extension FrameComposer {
  /// The colour of guide lines.
  static let guideColor = RGB(150, 150, 165)

  /// Draws the scene's boundary lines and attachments as dotted lines inside the box, under the stickers.
  func drawGuides(of session: Session, into buffer: inout FrameBuffer) {
    let layout = session.layout
    for (start, end) in session.guideLines() {
      let along = end - start
      let steps = max(1, Int(along.length / 2))
      for index in 0...steps {
        let point = start + along * (Double(index) / Double(steps))
        let column = Int((point.x / Layout.pointsPerColumn).rounded(.down))
        let row = Int((point.y / Layout.pointsPerRow).rounded(.down))
        guard column >= 1, column <= layout.width - 2, row >= 1, row <= layout.height - 3 else { continue }
        buffer[column, row] = Cell("·", foreground: Self.guideColor)
      }
    }
  }
}

extension Session {
  /// The lines to draw besides the stickers: every collision boundary added by identifier, and every attachment.
  public func guideLines() -> [(Point, Point)] {
    contents.animator.behaviors.flatMap { behavior -> [(Point, Point)] in
      switch behavior {
      case let collision as CollisionBehavior:
        collision.boundaryIdentifiers.compactMap { collision.boundary(withIdentifier: $0) }
          .flatMap { $0.segments.map { ($0.from, $0.to) } }
      case let attachment as AttachmentBehavior:
        [attachment.endPoints]
      default:
        []
      }
    }
  }
}
