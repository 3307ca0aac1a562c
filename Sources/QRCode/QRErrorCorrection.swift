/// How much of a QR code may be damaged and still read: level L (about 7 %) or M (about 15 %).
public enum QRErrorCorrection: Sendable, CaseIterable {
  /// About 7 % of the code may be lost: the most room for data.
  case low
  /// About 15 % of the code may be lost.
  case medium

  /// The two bits the format information carries for this level (L is 01, M is 00).
  var formatBits: Int {
    switch self {
    case .low: 1
    case .medium: 0
    }
  }
}

/// How a version's codewords are split into blocks at one error correction level.
struct QRBlockLayout: Sendable {
  /// Error correction codewords in each block.
  var correctionPerBlock: Int
  /// The blocks' data codeword counts, shorter blocks first.
  var dataPerBlock: [Int]

  /// All data codewords of the symbol.
  var dataCount: Int { dataPerBlock.reduce(0, +) }

  /// The layout for `version` (1 through `QRCode.maximumVersion`) at `level`, from the standard's table.
  static func of(version: Int, level: QRErrorCorrection) -> QRBlockLayout {
    // (correction per block, blocks of the short kind, data in each, blocks of the long kind (one more each))
    let low: [(Int, Int, Int, Int)] = [
      (7, 1, 19, 0), (10, 1, 34, 0), (15, 1, 55, 0), (20, 1, 80, 0), (26, 1, 108, 0),
      (18, 2, 68, 0), (20, 2, 78, 0), (24, 2, 97, 0), (30, 2, 116, 0), (18, 2, 68, 2),
    ]
    let medium: [(Int, Int, Int, Int)] = [
      (10, 1, 16, 0), (16, 1, 28, 0), (26, 1, 44, 0), (18, 2, 32, 0), (24, 2, 43, 0),
      (16, 4, 27, 0), (18, 4, 31, 0), (22, 2, 38, 2), (22, 3, 36, 2), (26, 4, 43, 1),
    ]
    let row = (level == .low ? low : medium)[version - 1]
    return QRBlockLayout(
      correctionPerBlock: row.0,
      dataPerBlock: Array(repeating: row.2, count: row.1) + Array(repeating: row.2 + 1, count: row.3))
  }
}
