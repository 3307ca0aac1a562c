import Canvas
import Dynamics

// MARK: - Boundaries and attachments

extension FrameComposer {
  /// The colour of guide lines.
  static let guideColor = RGB(150, 150, 165)

  /// Draws the scene's boundary lines and attachments as dotted lines inside the box, under the stickers.
  func drawGuides(of session: Session, into buffer: inout FrameBuffer) {
    let layout = session.layout
    for (start, end) in session.guideLines() + session.viewEdgeLines() {
      let along = end - start
      let steps = max(1, Int(along.length / 2))
      for index in 0...steps {
        let point = start + along * (Double(index) / Double(steps))
        let column = Int((point.x / Layout.pointsPerColumn).rounded(.down))
        let row = Int((point.y / layout.rowPoints).rounded(.down))
        guard column >= 1, column <= layout.width - 2, row >= 1, row <= layout.height - 3 else { continue }
        buffer[column, row] = Cell("·", foreground: Self.guideColor)
      }
    }
  }
}

extension Session {
  /// The lines to draw besides the stickers, in the layout's points: every collision boundary added by
  /// identifier, and every attachment.
  public func guideLines() -> [(Point, Point)] {
    let mapping = mapping
    return sceneLines().map { (mapping.screen($0.0), mapping.screen($0.1)) }
  }

  /// The edges of a scene's view that lie inside the box, in the layout's points: its right edge if it is
  /// narrower than the box, its bottom edge if it is shorter (its top-left corner is the box's).
  public func viewEdgeLines() -> [(Point, Point)] {
    let mapping = mapping
    guard let view = scene.view else { return [] }
    let corner = mapping.screen(Point(x: view.maxX, y: view.maxY))
    let topRight = Point(x: view.maxX, y: view.minY)
    let bottomLeft = Point(x: view.minX, y: view.maxY)
    let bottomRight = Point(x: view.maxX, y: view.maxY)
    let edges =
      (corner.x < mapping.box.maxX - 1 ? [(topRight, bottomRight)] : [])
      + (corner.y < mapping.box.maxY - 1 ? [(bottomLeft, bottomRight)] : [])
    return edges.map { (mapping.screen($0.0), mapping.screen($0.1)) }
  }

  /// The scene's boundaries and attachments, in its own points.
  private func sceneLines() -> [(Point, Point)] {
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
