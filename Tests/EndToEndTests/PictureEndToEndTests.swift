import Foundation
import TestSupport
import Testing

/// Picture stickers and the finer block modes, as a user runs them.
@Suite struct PictureEndToEndTests {
  static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets").path

  /// How many different colours (`#rrggbb`, foreground or background) a snapshot's colour pairs use.
  static func colourCount(_ snapshot: String) -> Int {
    let legend = snapshot.components(separatedBy: "# colours\n").last ?? ""
    return Set(legend.split(separator: "#").dropFirst().map { $0.prefix(6) }).count
  }

  @Test func aFolderOfPicturesPlaysAsTheStickersInManyColours() throws {
    // in blocks each pixel keeps its own colour: a glyph sticker shows its colour, its rim mark's shade and, at
    // the edges, half of each; a picture many
    let arguments = ["snapshot", "--stickers-from", Self.assets + "/stickers", "--seed", "7", "--render", "blocks"]
    let pictures = try runTumble(arguments)
    #expect(pictures.status == 0, "stderr: \(pictures.error)")
    let glyphs = try runTumble(arguments + ["--sticker-look", "glyph"])
    #expect(glyphs.status == 0)
    #expect(Self.colourCount(pictures.output) > 3 * Self.colourCount(glyphs.output))
    #expect(glyphs.output.contains("●"))
    #expect(!pictures.output.contains("●"))
  }

  @Test func theProjectStickersShowPicturesOnlyInTruecolor() throws {
    let truecolor = try runTumble(["snapshot", "--seed", "7", "--render", "sextants"])
    let plain = try runTumble(["snapshot", "--seed", "7", "--render", "sextants", "--color", "never"])
    #expect(truecolor.status == 0 && plain.status == 0)
    #expect(!truecolor.output.contains("★"), "a picture sticker shows its picture, not its glyph")
    #expect(plain.output.contains("★"), "without colour the glyph stickers are back")
  }

  @Test(arguments: ["octants", "sextants", "quadrants"])
  func autoDrawsTheFinestBlocksTumbleGlyphsAllows(glyphs: String) throws {
    let result = try runTumble(
      ["snapshot", "--seed", "7", "--sticker-look", "glyph"], environment: ["TUMBLE_GLYPHS": glyphs])
    #expect(result.status == 0)
    #expect(result.output.contains("auto: \(glyphs)"))
  }
}
