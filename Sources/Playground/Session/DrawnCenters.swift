import Dynamics

/// Where each sticker is drawn: its body's centre, held still until the body has moved a little way off.
///
/// A pile under gravity trembles by a fraction of a pixel, and a sticker
/// rocking in place crosses a pixel border back and forth; drawn where they
/// are, their edges shimmer and every tremble is sent to the terminal. A
/// sticker is drawn where it was until its body is `tolerance` away, then
/// where the body is. The centers follow once a fixed step, so what is drawn
/// depends on the steps taken, never on how often frames are drawn.
struct DrawnCenters {
  /// How far a body may be from where it is drawn, in points: three eighths of a column, under one pixel of any mode.
  static let tolerance = 3.0

  /// The centers, in the stickers' order.
  private(set) var centers: [Point]

  /// The centers of bodies at `positions`, drawn where they are.
  init(_ positions: [Point]) {
    centers = positions
  }

  /// Moves each drawn centre whose body, now at `positions[index]`, is further than `tolerance` from it.
  mutating func follow(_ positions: [Point]) {
    for index in positions.indices {
      let dx = positions[index].x - centers[index].x
      let dy = positions[index].y - centers[index].y
      if dx * dx + dy * dy > Self.tolerance * Self.tolerance { centers[index] = positions[index] }
    }
  }
}
