import Canvas
import Foundation

/// The stickers a scene can draw from, read from `Assets/stickers.txt` or made from a folder of pictures.
///
/// One sticker a line, fields separated by spaces: name, glyph, cells (1, or 2
/// for a wide glyph), an ASCII fallback, the colour as `#rrggbb`, and
/// optionally a picture (a PNG or JPEG in `stickers/` beside the file). Blank
/// lines and lines starting with `#` are skipped. Lines end in LF or CRLF (a file saved on Windows).
public struct StickerSet: Sendable {
  /// The stickers in file order.
  public let looks: [StickerLook]

  /// A set of the given looks.
  public init(looks: [StickerLook]) {
    self.looks = looks
  }

  /// Parses the text of a sticker file; `file` names it in errors, `picture` loads a named picture (by default
  /// none is loaded: the field is only checked).
  public init(
    parsing text: String, file: String, picture: (String) throws(PlaygroundError) -> StickerPicture? = { _ in nil }
  ) throws(PlaygroundError) {
    var looks: [StickerLook] = []
    for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let lineNumber = index + 1
      func fail(_ expected: String) -> PlaygroundError {
        .badData(file: file, line: lineNumber, message: "expected \(expected)")
      }
      guard fields.count == 5 || fields.count == 6 else {
        throw fail("5 or 6 fields (name glyph cells fallback colour [picture]), found \(fields.count)")
      }
      guard let cells = Int(fields[2]), cells == 1 || cells == 2 else { throw fail("cells 1 or 2, not '\(fields[2])'") }
      guard fields[1].count == 1 else { throw fail("a single glyph, not '\(fields[1])'") }
      guard fields[3].count == 1, fields[3].allSatisfy(\.isASCII) else {
        throw fail("one ASCII fallback character, not '\(fields[3])'")
      }
      guard let color = RGB(hex: fields[4]) else { throw fail("a colour like #f5c542, not '\(fields[4])'") }
      if fields.count == 6, !Self.isPictureName(fields[5]) {
        throw fail("a picture file name ending in .png, .jpg or .jpeg, not '\(fields[5])'")
      }
      looks.append(
        StickerLook(
          name: fields[0], glyph: fields[1], glyphWidth: cells, fallback: fields[3], color: color,
          picture: try fields.count == 6 ? picture(fields[5]) : nil))
    }
    guard !looks.isEmpty else { throw .badData(file: file, line: 0, message: "no stickers in the file") }
    self.looks = looks
  }

  /// Loads `stickers.txt` from the assets folder, with its pictures from `stickers/`.
  public static func load(from assets: AssetFolder) throws(PlaygroundError) -> StickerSet {
    let path = assets.path(of: "stickers.txt")
    guard let data = FileManager.default.contents(atPath: path) else { throw .missingFile(path) }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .badData(file: path, line: 0, message: "expected UTF-8 text")
    }
    return try StickerSet(parsing: text, file: path) { name throws(PlaygroundError) in
      try StickerPicture.load(path: assets.path(of: "stickers/" + name))
    }
  }

  /// Whether `name` is a plain file name (no folders) of a PNG or JPEG picture.
  static func isPictureName(_ name: String) -> Bool {
    let lower = name.lowercased()
    return !name.contains("/") && !name.hasPrefix(".")
      && (lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg"))
  }
}
