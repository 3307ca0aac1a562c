import Canvas
import Testing

@testable import Playground

/// Golden frames of the fitted block modes (quadrants, sextants, octants) at two sizes and of each colour depth,
/// with glyph stickers and with picture stickers.
///
/// Re-record only on purpose: `TUMBLE_RECORD_GOLDEN=1 swift test --filter FinerModeGoldenTests`.
@Suite struct FinerModeGoldenTests {
  static let modes: [RenderMode] = [.quadrants, .sextants, .octants]

  @Test(arguments: modes, [(80, 24), (120, 40)])
  func eachFinerModeMatchesItsGoldenFrame(mode: RenderMode, size: (width: Int, height: Int)) throws {
    let session = makeSession(width: size.width, height: size.height, seed: 7)
    session.run(until: 3)
    for look in [StickerLookChoice.glyph, .picture] {
      let name = "stickers-seed7-\(size.width)x\(size.height)-t3.000-\(mode.rawValue)-\(look.rawValue).txt"
      try GoldenFile(name: name).check(session.snapshot(settings: RenderSettings(mode: mode, look: look)))
    }
  }

  @Test(arguments: modes, ColorDepth.allCases)
  func eachFinerModeAtEachDepthMatchesItsGoldenFrame(mode: RenderMode, depth: ColorDepth) throws {
    let session = makeSession(width: 80, height: 24, seed: 7)
    session.run(until: 3)
    let name = "stickers-seed7-80x24-t3.000-\(mode.rawValue)-colors-\(depth.rawValue).txt"
    try GoldenFile(name: name).check(
      session.snapshot(settings: RenderSettings(mode: mode, colorDepth: depth, look: .auto)))
  }
}
