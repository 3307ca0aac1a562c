import Testing

@testable import Playground

@Suite struct StickerSetTests {
  @Test func theProjectSetHasAtLeastEightStickersWithWideGlyphsMarked() {
    #expect(projectStickers.looks.count >= 8)
    for look in projectStickers.looks {
      let wide = look.glyph.unicodeScalars.contains { $0.properties.isEmojiPresentation }
      #expect(look.glyphWidth == (wide ? 2 : 1), "\(look.name) is marked \(look.glyphWidth) cells wide")
    }
  }

  @Test(arguments: [
    (
      "star ★ 1 * #f5c542 a.png extra",
      "sticker.txt:1: expected 5 or 6 fields (name glyph cells fallback colour [picture]), found 7"
    ),
    (
      "star ★ 1 * #f5c542 extra",
      "sticker.txt:1: expected a picture file name ending in .png, .jpg or .jpeg, not 'extra'"
    ),
    (
      "star ★ 1 * #f5c542 ../secret.png",
      "sticker.txt:1: expected a picture file name ending in .png, .jpg or .jpeg, not '../secret.png'"
    ),
    ("star ★ 3 * #f5c542", "sticker.txt:1: expected cells 1 or 2, not '3'"),
    ("# ok\nstar ★ 1 * yellow", "sticker.txt:2: expected a colour like #f5c542, not 'yellow'"),
    ("# only comments", "sticker.txt: no stickers in the file"),
  ])
  func badLinesNameTheFileAndLine(text: String, message: String) {
    #expect(throws: PlaygroundError.self) { try StickerSet(parsing: text, file: "sticker.txt") }
    do {
      _ = try StickerSet(parsing: text, file: "sticker.txt")
    } catch {
      #expect(error.message == message)
    }
  }
}
