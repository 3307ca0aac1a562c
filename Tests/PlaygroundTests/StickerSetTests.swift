import Canvas
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

  /// A set saved on Windows ends its lines in CRLF; in Swift "\r\n" is one character, not a "\n".
  @Test func linesEndingInCRLFAreLines() throws {
    let text = "# two stickers\r\nstar ★ 1 * #f5c542\r\n\r\nmoon ☾ 1 ( #c0c8ff\r\n"
    let set = try StickerSet(parsing: text, file: "sticker.txt")
    #expect(set.looks.map(\.name) == ["star", "moon"])
    #expect(set.looks.map(\.color) == [RGB(0xf5, 0xc5, 0x42), RGB(0xc0, 0xc8, 0xff)])
    let error = #expect(throws: PlaygroundError.self) {
      try StickerSet(parsing: "# x\r\nstar ★ 9 * #f5c542\r\n", file: "s")
    }
    #expect(error?.message == "s:2: expected cells 1 or 2, not '9'")
  }
}
