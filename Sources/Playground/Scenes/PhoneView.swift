import Dynamics

/// The view the seed scenes run in: the 375 × 667-point portrait view of an iPhone.
///
/// The UIKit Dynamics examples Tumble's seed scenes come from are written in
/// the points of this view. A seed scene is built and stepped in them, so
/// its lengths, speeds, times and periods are the phone's; only the drawing
/// is scaled to the terminal (see `SceneMapping`).
enum PhoneView {
  /// The view's bounds, in points.
  static let bounds = Rect(x: 0, y: 0, width: 375, height: 667)

  /// A round sticker `diameter` points across, centred at (x, y).
  static func sticker(
    _ identifier: Int, at x: Double, _ y: Double, diameter: Double = 100, in context: SceneContext
  ) -> Sticker {
    let looks = context.stickerSet.looks
    return Sticker(
      item: DynamicView(
        identifier: identifier, center: Point(x: x, y: y), size: Size(width: diameter, height: diameter),
        collisionBoundsType: .ellipse),
      look: looks[identifier % looks.count])
  }
}
