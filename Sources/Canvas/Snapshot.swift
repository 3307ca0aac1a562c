/// The text snapshot of a frame, for golden tests and `tumble snapshot`.
///
/// The format, line by line:
/// 1. a header starting with `#`: `# tumble snapshot size=WxH` then `key=value`
///    fields the caller names (scene, seed, time…);
/// 2. exactly H lines of W glyph cells (a wide glyph is written once and
///    stands for its two cells);
/// 3. `# colours` followed by the key of each colour pair used, one a line,
///    as `K=FG/BG` (`#rrggbb` or `-` for the terminal's default, then `+bold`,
///    `+dim`, `+reverse` where set), in order of first appearance;
/// 4. exactly H lines of W keys, one a cell: `.` for default colours and no
///    attributes, else the pair's key.
public enum Snapshot {
  /// The snapshot text of `buffer` with the header `fields`, ending in a newline.
  public static func text(of buffer: FrameBuffer, fields: KeyValuePairs<String, String>) -> String {
    var header = "# tumble snapshot size=\(buffer.width)x\(buffer.height)"
    for (key, value) in fields { header += " \(key)=\(value)" }
    var glyphLines: [String] = []
    var keyLines: [String] = []
    var keys: [Style: Character] = [:]
    var legend: [String] = []
    for row in 0..<buffer.height {
      var glyphs = ""
      var colourKeys = ""
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        if !cell.isContinuation { glyphs += cell.glyph.text }
        let style = Style(cell)
        if style == Style.plain {
          colourKeys.append(".")
        } else if let key = keys[style] {
          colourKeys.append(key)
        } else {
          let key = Self.key(number: keys.count)
          keys[style] = key
          legend.append("\(key)=\(style)")
          colourKeys.append(key)
        }
      }
      glyphLines.append(glyphs)
      keyLines.append(colourKeys)
    }
    return ([header] + glyphLines + ["# colours"] + legend + keyLines).joined(separator: "\n") + "\n"
  }

  /// The key of the `number`th colour pair: letters and digits, then Latin letters from U+00C0 on.
  static func key(number: Int) -> Character {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    if number < plain.count { return plain[number] }
    return Character(Unicode.Scalar(0xC0 + UInt32(number - plain.count)) ?? "?")
  }

  /// A cell's colours and attributes.
  struct Style: Hashable, CustomStringConvertible {
    var foreground: RGB?
    var background: RGB?
    var attributes: CellAttributes

    init(_ cell: Cell) {
      foreground = cell.foreground
      background = cell.background
      attributes = cell.attributes
    }

    init(foreground: RGB?, background: RGB?, attributes: CellAttributes) {
      self.foreground = foreground
      self.background = background
      self.attributes = attributes
    }

    static let plain = Style(foreground: nil, background: nil, attributes: [])

    var description: String {
      var text = (foreground?.hex ?? "-") + "/" + (background?.hex ?? "-")
      if attributes.contains(.bold) { text += "+bold" }
      if attributes.contains(.dim) { text += "+dim" }
      if attributes.contains(.reverse) { text += "+reverse" }
      return text
    }
  }
}
