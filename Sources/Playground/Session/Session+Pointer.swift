import Dynamics

/// What the mouse did.
public enum PointerAction: Sendable {
  /// The button went down.
  case press
  /// The pointer moved with the button down.
  case drag
  /// The button came up.
  case release
}

/// What the mouse holds in a session: the attachment of a drag, the snap of the last click.
struct PointerHold {
  /// Ties the sticker being dragged to the pointer.
  var drag: AttachmentBehavior?
  /// Holds the sticker last clicked for at the click.
  var snap: SnapBehavior?
}

// MARK: - The mouse

extension Session {
  /// How fast a dragged sticker follows the pointer, in hertz.
  static let dragFrequency = 4.0

  /// Handles the mouse at a cell of the terminal.
  ///
  /// Pressing on a sticker attaches it to the pointer (a spring of length 0
  /// from the point grabbed to the pointer) until the button comes up;
  /// dragging moves the attachment's anchor. Pressing anywhere else snaps
  /// the nearest sticker to that point, where it stays until the next press.
  public func pointer(_ action: PointerAction, column: Int, row: Int) {
    let point = Point(
      x: (Double(column) + 0.5) * Layout.pointsPerColumn, y: (Double(row) + 0.5) * Layout.pointsPerRow)
    let animator = contents.animator
    switch action {
    case .press:
      releaseDrag()
      if let item = animator.items(at: point).first(where: isSticker) {
        grab(item, at: point)
      } else {
        snapNearestSticker(to: point)
      }
    case .drag:
      pointer.drag?.anchorPoint = point
    case .release:
      releaseDrag()
    }
  }

  /// The sticker being dragged, if any.
  public var draggedItem: DynamicItem? { pointer.drag?.items.first }

  private func isSticker(_ item: DynamicItem) -> Bool {
    contents.stickers.contains { $0.item === item }
  }

  private func grab(_ item: DynamicItem, at point: Point) {
    if let snap = pointer.snap, snap.item === item {
      contents.animator.removeBehavior(snap)
      pointer.snap = nil
    }
    let offset = (point - item.center).rotated(by: -item.transform.rotationAngle)
    let drag = AttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: point)
    drag.length = 0
    drag.frequency = Self.dragFrequency
    drag.damping = 0.8
    contents.animator.addBehavior(drag)
    pointer.drag = drag
  }

  private func releaseDrag() {
    guard let drag = pointer.drag else { return }
    contents.animator.removeBehavior(drag)
    pointer.drag = nil
  }

  private func snapNearestSticker(to point: Point) {
    let animator = contents.animator
    guard let nearest = contents.stickers.min(by: { ($0.item.center - point).length < ($1.item.center - point).length })
    else { return }
    if let snap = pointer.snap { animator.removeBehavior(snap) }
    for case let snap as SnapBehavior in animator.behaviors where snap.item === nearest.item {
      animator.removeBehavior(snap)
    }
    let snap = SnapBehavior(item: nearest.item, snapTo: point)
    animator.addBehavior(snap)
    pointer.snap = snap
  }
}
