import Canvas

/// Writes what the user sees as an asciicast v2 recording, one frame at a time.
///
/// The first line is the header (`{"version": 2, "width": W, "height": H, …}`),
/// then one `[time, "o", data]` event a changed frame, where `data` is the
/// very bytes a terminal gets: `ANSIEncoder`'s diff from the frame before.
/// A frame of another size is preceded by a `[time, "r", "WxH"]` event and
/// repainted whole. The caller brings the clock (wall time when playing,
/// the fixed step's time headless), so a headless cast is deterministic.
public struct AsciicastWriter: Sendable {
  /// The terminal's width when recording started.
  public let width: Int
  /// The terminal's height when recording started.
  public let height: Int
  private let encoder: ANSIEncoder
  private var shown: FrameBuffer?
  private var lastTime = 0.0

  /// A writer for a terminal of `width` × `height` showing `colorDepth`.
  public init(width: Int, height: Int, colorDepth: ColorDepth) {
    self.width = width
    self.height = height
    encoder = ANSIEncoder(colorDepth: colorDepth, synchronized: false)
  }

  /// The header line, with its newline.
  public var header: String {
    "{\"version\": 2, \"width\": \(width), \"height\": \(height), \"env\": {\"TERM\": \"xterm-256color\"}, "
      + "\"title\": \"tumble\"}\n"
  }

  /// The event lines that bring the recording to `frame` at `seconds`; empty when nothing changed.
  ///
  /// Times never go backwards: a time before the last one is recorded as the last one.
  public mutating func record(_ frame: FrameBuffer, at seconds: Double) -> String {
    let time = max(seconds, lastTime)
    var lines = ""
    var bytes: [UInt8] = []
    if shown == nil {
      bytes = Array("\u{1B}[?25l".utf8)
    } else if let shown, shown.width != frame.width || shown.height != frame.height {
      lines += "[\(Self.decimal(time)), \"r\", \"\(frame.width)x\(frame.height)\"]\n"
    }
    bytes += encoder.update(from: shown, to: frame)
    shown = frame
    guard !bytes.isEmpty else { return lines }
    lastTime = time
    return lines + "[\(Self.decimal(time)), \"o\", \(Self.jsonString(bytes))]\n"
  }

  /// The last event line, after every frame: the colours reset and the cursor shown again, as the playground
  /// leaves the terminal; at `seconds`, or a millisecond after the last event if that is later. Empty before the
  /// first frame.
  public mutating func finish(at seconds: Double) -> String {
    guard shown != nil else { return "" }
    let time = max(seconds, lastTime + 0.001)
    lastTime = time
    return "[\(Self.decimal(time)), \"o\", \(Self.jsonString(Array("\u{1B}[0m\u{1B}[?25h".utf8)))]\n"
  }

  /// `bytes` (UTF-8) as a JSON string literal.
  static func jsonString(_ bytes: [UInt8]) -> String {
    var text = "\""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let digits = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }

  /// `seconds` with six decimals, the same in every locale.
  static func decimal(_ seconds: Double) -> String {
    let micro = Int((seconds * 1_000_000).rounded())
    let fraction = String(micro % 1_000_000)
    return String(micro / 1_000_000) + "." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }
}
