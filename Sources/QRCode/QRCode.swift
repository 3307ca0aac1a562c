/// A QR code (ISO/IEC 18004, model 2) holding bytes in byte mode: versions 1 to 10, error
/// correction level L or M, the mask chosen by the standard's penalty unless one is asked for.
///
/// `isDark(row:column:)` reads the modules; `halfBlockLines(quietZone:)` draws it for a terminal.
public struct QRCode: Sendable, Equatable {
  /// The largest version this encoder makes (57 × 57 modules).
  public static let maximumVersion = 10

  /// The version: 1 is 21 × 21 modules, each next one 4 modules wider.
  public let version: Int
  /// The error correction level.
  public let level: QRErrorCorrection
  /// The mask pattern applied to the data, 0 to 7.
  public let mask: Int
  /// Modules on a side.
  public var size: Int { version * 4 + 17 }
  /// The modules row by row, true for dark.
  var modules: [Bool]

  /// The smallest code of at least `minimumVersion` that holds `bytes` at `level`, with `mask`
  /// (0 to 7, taken modulo 8), or the mask of least penalty when nil; nil when the bytes do not fit in version 10.
  public init?(bytes: [UInt8], level: QRErrorCorrection = .medium, minimumVersion: Int = 1, mask: Int? = nil) {
    guard
      let version = (max(1, minimumVersion)...Self.maximumVersion).first(where: {
        Self.capacity(version: $0, level: level) >= bytes.count
      })
    else { return nil }
    let codewords = Self.codewords(for: bytes, version: version, level: level)
    var grid = QRGrid(version: version)
    grid.placeFunctionPatterns()
    grid.placeData(codewords)
    let candidates = mask.map { [($0 % 8 + 8) % 8] } ?? Array(0..<8)
    let masked = candidates.map { grid.masked($0, level: level) }
    let best = masked.indices.min { masked[$0].penalty < masked[$1].penalty } ?? 0
    let (chosen, finished) = (candidates[best], masked[best])
    self.version = version
    self.level = level
    self.mask = chosen
    modules = finished.modules
  }

  /// A code holding `text` as UTF-8 (see `init(bytes:level:minimumVersion:mask:)`).
  public init?(text: String, level: QRErrorCorrection = .medium, minimumVersion: Int = 1, mask: Int? = nil) {
    self.init(bytes: Array(text.utf8), level: level, minimumVersion: minimumVersion, mask: mask)
  }

  /// Whether the module at `row`, `column` (from the top left, 0-based) is dark.
  public func isDark(row: Int, column: Int) -> Bool {
    modules[row * size + column]
  }

  /// How many bytes `version` holds at `level` in byte mode.
  public static func capacity(version: Int, level: QRErrorCorrection) -> Int {
    let bits = QRBlockLayout.of(version: version, level: level).dataCount * 8
    return (bits - 4 - countBits(version: version)) / 8
  }

  /// The width of the byte count field: 8 bits up to version 9, 16 from 10.
  static func countBits(version: Int) -> Int { version < 10 ? 8 : 16 }
}

// MARK: - Codewords

extension QRCode {
  /// The data bits (mode, count, bytes, terminator, padding) in codewords, split into blocks,
  /// each block's error correction added, and the blocks interleaved as the symbol carries them.
  static func codewords(for bytes: [UInt8], version: Int, level: QRErrorCorrection) -> [UInt8] {
    let layout = QRBlockLayout.of(version: version, level: level)
    var bits: [Bool] = []
    func append(_ value: Int, width: Int) {
      for shift in stride(from: width - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
    }
    append(0b0100, width: 4)
    append(bytes.count, width: countBits(version: version))
    for byte in bytes { append(Int(byte), width: 8) }
    let capacityBits = layout.dataCount * 8
    append(0, width: min(4, capacityBits - bits.count))
    append(0, width: (8 - bits.count % 8) % 8)
    var data = stride(from: 0, to: bits.count, by: 8).map { start in
      bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
    }
    for index in 0..<(layout.dataCount - data.count) { data.append(index % 2 == 0 ? 0xEC : 0x11) }

    var blocks: [[UInt8]] = []
    var start = 0
    for count in layout.dataPerBlock {
      blocks.append(Array(data[start..<(start + count)]))
      start += count
    }
    let corrections = blocks.map { ReedSolomon.remainder(of: $0, count: layout.correctionPerBlock) }
    var result: [UInt8] = []
    for index in 0..<(layout.dataPerBlock.max() ?? 0) {
      for block in blocks where index < block.count { result.append(block[index]) }
    }
    for index in 0..<layout.correctionPerBlock {
      for correction in corrections { result.append(correction[index]) }
    }
    return result
  }
}
