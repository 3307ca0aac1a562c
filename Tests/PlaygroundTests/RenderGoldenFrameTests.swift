import Canvas
import Testing

@testable import Playground

/// Golden frames of each render mode at two sizes, of each colour depth, and of the crate scene.
///
/// Re-record only on purpose: `TUMBLE_RECORD_GOLDEN=1 swift test --filter RenderGoldenFrameTests`.
@Suite struct RenderGoldenFrameTests {
  static let modes: [(mode: RenderMode, width: Int, height: Int)] = [
    (.glyph, 80, 24), (.glyph, 120, 40), (.blocks, 80, 24), (.blocks, 120, 40), (.braille, 80, 24),
    (.braille, 120, 40),
  ]

  @Test(arguments: modes.indices)
  func eachRenderModeMatchesItsGoldenFrame(index: Int) throws {
    let golden = Self.modes[index]
    let session = makeSession(width: golden.width, height: golden.height, seed: 7)
    session.run(until: 3)
    let name = "stickers-seed7-\(golden.width)x\(golden.height)-t3.000-\(golden.mode.rawValue).txt"
    try GoldenFile(name: name).check(session.snapshot(settings: RenderSettings(mode: golden.mode)))
  }

  @Test(arguments: ColorDepth.allCases)
  func eachColourDepthMatchesItsGoldenFrame(depth: ColorDepth) throws {
    let session = makeSession(width: 80, height: 24, seed: 7)
    session.run(until: 3)
    let name = "stickers-seed7-80x24-t3.000-colors-\(depth.rawValue).txt"
    try GoldenFile(name: name).check(session.snapshot(settings: RenderSettings(mode: .blocks, colorDepth: depth)))
  }

  @Test(arguments: [RenderMode.blocks, .braille])
  func crateSceneMatchesItsGoldenFrame(mode: RenderMode) throws {
    let session = makeSession(scene: Scenes.crate, width: 80, height: 24, seed: 7)
    session.run(until: 4)
    let name = "crate-seed7-80x24-t4.000-\(mode.rawValue).txt"
    try GoldenFile(name: name).check(session.snapshot(settings: RenderSettings(mode: mode)))
  }

  @Test func eightColoursUseOnlyTheAnsiColours() {
    let session = makeSession(width: 80, height: 24, seed: 7)
    session.run(until: 3)
    let frame = FrameComposer(settings: RenderSettings(colorDepth: .eight)).frame(of: session, status: .init(clock: ""))
    let colours = Set(frame.cells.flatMap { [$0.foreground, $0.background] }.compactMap { $0 })
    #expect(colours.isSubset(of: Set(ColorDepth.ansi8)))
    #expect(colours.count > 3)
  }

  @Test func noColourMeansNoColours() {
    let session = makeSession(width: 80, height: 24, seed: 7)
    let frame = FrameComposer(settings: RenderSettings(colorDepth: .none)).frame(of: session, status: .init(clock: ""))
    #expect(frame.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
  }
}

@Suite struct PlainTerminalTests {
  @Test func withoutUnicodeTheBoxAndStickersAreASCII() {
    let session = makeSession(width: 80, height: 24, seed: 7)
    session.run(until: 3)
    let settings = RenderSettings(asciiOnly: true)
    let frame = FrameComposer(settings: settings).frame(of: session, status: .init(clock: ""))
    let box = frame.cells[0..<(frame.width * (frame.height - 1))]
    #expect(box.allSatisfy { $0.glyph.text.unicodeScalars.allSatisfy(\.isASCII) })
    #expect(settings.resolvedMode(for: session) == .glyph)
    #expect(frame[0, 0].glyph == "+")
  }
}
