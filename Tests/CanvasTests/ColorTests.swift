import Testing

@testable import Canvas

@Suite struct ColorTests {
  @Test func hexRoundTrips() {
    #expect(RGB(hex: "#f5c542") == RGB(245, 197, 66))
    #expect(RGB(hex: "#f5c542")?.hex == "#f5c542")
    #expect(RGB(hex: "f5c54") == nil)
    #expect(RGB(hex: "#g5c542") == nil)
  }

  @Test func quantizesToTheNearestPaletteColour() {
    #expect(ColorDepth.xterm256Index(of: RGB(255, 0, 0)) == 196)
    #expect(ColorDepth.xterm256Index(of: RGB(128, 128, 128)) == 244)
    #expect(ColorDepth.ansi8Index(of: RGB(250, 20, 20)) == 1)
    #expect(ColorDepth.none.quantize(.white) == nil)
    #expect(ColorDepth.truecolor.quantize(RGB(1, 2, 3)) == RGB(1, 2, 3))
  }
}

@Suite struct PaletteLevelTests {
  @Test func cubeLevelIsTheNearestWithTiesToTheLower() {
    let levels = [0, 95, 135, 175, 215, 255]
    for value in 0...255 {
      let nearest = levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
      #expect(ColorDepth.level(UInt8(value)) == nearest, "level of \(value)")
    }
  }
}
