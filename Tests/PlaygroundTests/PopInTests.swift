import Testing

@testable import Playground

@Suite struct PopInTests {
  /// The drawn radii of a fresh session's stickers after `seconds`, over their physical radii.
  func drawnScales(after seconds: Double, popIn: PopIn? = .standard) -> [Double] {
    let session = makeSession(seed: 7)
    session.popIn = popIn
    session.run(until: seconds)
    return zip(session.sprites(), session.contents.stickers).map { sprite, sticker in
      sprite.radius * Layout.pointsPerColumn / sticker.item.radius
    }
  }

  @Test func aNewStickerStartsSmall() {
    for scale in drawnScales(after: 0) { #expect(abs(scale - 0.2) < 1e-6) }
  }

  @Test func itGrowsPastItsFullSizeBeforeSettling() {
    let scales = stride(from: 0.0, through: 0.4, by: 1.0 / 60).map { PopIn.standard.scale(at: $0) }
    let peak = scales.max() ?? 0
    #expect(peak > 1.25 && peak < 1.4, "the pop should overshoot by about a third, not \(peak)")
    #expect(scales.first == scales.min(), "it should start at its smallest")
    #expect(scales.contains { $0 < 0.95 && $0 > 0.5 }, "it should swing back under full size after the overshoot")
  }

  @Test(arguments: [0.4, 0.5, 3.0])
  func itEndsAtExactlyTheFullRadius(seconds: Double) {
    for scale in drawnScales(after: seconds) { #expect(scale == 1) }
  }

  @Test func withoutAPopInStickersAreFullSizeFromTheStart() {
    for scale in drawnScales(after: 0, popIn: nil) { #expect(scale == 1) }
  }

  @Test func thePhysicsIsTheSameWithAndWithoutThePopIn() {
    let popping = makeSession(seed: 5)
    let plain = makeSession(seed: 5)
    plain.popIn = nil
    for _ in 0..<90 {
      for session in [popping, plain] {
        session.step()
        _ = session.snapshot()
      }
      let centers = popping.contents.stickers.map(\.item.center)
      #expect(centers == plain.contents.stickers.map(\.item.center))
    }
    #expect(popping.snapshot() == plain.snapshot(), "after the pop-in both draw the same frame")
  }
}
