/// The module grid of a QR code while it is built: which modules are dark, and which belong to
/// function patterns (finders, timing, alignment, format and version information) and so take no data.
struct QRGrid {
  let version: Int
  let size: Int
  var modules: [Bool]
  private var reserved: [Bool]

  /// An empty grid for `version`.
  init(version: Int) {
    self.version = version
    size = version * 4 + 17
    modules = Array(repeating: false, count: size * size)
    reserved = modules
  }

  subscript(row: Int, column: Int) -> Bool {
    get { modules[row * size + column] }
    set { modules[row * size + column] = newValue }
  }

  /// Sets a function module: dark or light, and out of the data's way.
  private mutating func setFunction(row: Int, column: Int, _ dark: Bool) {
    self[row, column] = dark
    reserved[row * size + column] = true
  }

  /// Finders with their separators, timing patterns, alignment patterns, the dark module, and room
  /// for the format and version information.
  mutating func placeFunctionPatterns() {
    for index in 0..<size {
      setFunction(row: 6, column: index, index % 2 == 0)
      setFunction(row: index, column: 6, index % 2 == 0)
    }
    for (row, column) in [(3, 3), (3, size - 4), (size - 4, 3)] { placeFinder(row: row, column: column) }
    let centres = alignmentCentres
    for row in centres {
      for column in centres
      where !(row == 6 && column == 6) && !(row == 6 && column == centres.last!)
        && !(row == centres.last! && column == 6)
      {
        placeSquare(row: row, column: column, radius: 2) { max(abs($0), abs($1)) != 1 }
      }
    }
    placeFormat(0)
    if version >= 7 { placeVersion() }
  }

  /// A finder centred at `row`, `column`, with its light separator where it fits.
  private mutating func placeFinder(row: Int, column: Int) {
    placeSquare(row: row, column: column, radius: 4) {
      let ring = max(abs($0), abs($1))
      return ring != 2 && ring != 4
    }
  }

  /// The square of modules within `radius` of a centre, dark where `dark` says so, cut at the edges.
  private mutating func placeSquare(row: Int, column: Int, radius: Int, dark: (Int, Int) -> Bool) {
    for dy in -radius...radius {
      for dx in -radius...radius {
        let (y, x) = (row + dy, column + dx)
        guard (0..<size).contains(y), (0..<size).contains(x) else { continue }
        setFunction(row: y, column: x, dark(dy, dx))
      }
    }
  }

  /// Where alignment patterns are centred on each axis (none for version 1): 6, then evenly
  /// spaced up to 7 modules from the far edge, the spacing even.
  private var alignmentCentres: [Int] {
    guard version > 1 else { return [] }
    let count = version / 7 + 2
    let step = (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
    return [6] + (0..<(count - 1)).reversed().map { size - 7 - $0 * step }
  }

  /// Writes the 15 format bits of `mask` at `level` (0 while only reserving the room) in both copies,
  /// and the dark module.
  mutating func placeFormat(_ bits: Int) {
    func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
    for index in 0..<6 { setFunction(row: index, column: 8, bit(index)) }
    setFunction(row: 7, column: 8, bit(6))
    setFunction(row: 8, column: 8, bit(7))
    setFunction(row: 8, column: 7, bit(8))
    for index in 9..<15 { setFunction(row: 8, column: 14 - index, bit(index)) }
    for index in 0..<8 { setFunction(row: 8, column: size - 1 - index, bit(index)) }
    for index in 8..<15 { setFunction(row: size - 15 + index, column: 8, bit(index)) }
    setFunction(row: size - 8, column: 8, true)
  }

  /// The 18 version bits (version 7 and up) in both corners.
  private mutating func placeVersion() {
    let bits = version << 12 | Self.bchRemainder(version, generator: 0x1F25, degree: 12)
    for index in 0..<18 {
      let dark = (bits >> index) & 1 == 1
      let (near, far) = (index / 3, size - 11 + index % 3)
      setFunction(row: near, column: far, dark)
      setFunction(row: far, column: near, dark)
    }
  }

  /// The remainder of `value` · x^degree divided by `generator` over GF(2).
  static func bchRemainder(_ value: Int, generator: Int, degree: Int) -> Int {
    var remainder = value << degree
    for shift in stride(from: bitWidth(remainder) - 1, through: degree, by: -1)
    where remainder >> shift & 1 == 1 {
      remainder ^= generator << (shift - degree)
    }
    return remainder
  }

  private static func bitWidth(_ value: Int) -> Int { Int.bitWidth - value.leadingZeroBitCount }

  /// Fills the data modules with `codewords`, most significant bit first, in the standard's
  /// zigzag: two columns at a time from the right, up then down, skipping the vertical timing column.
  mutating func placeData(_ codewords: [UInt8]) {
    var bitIndex = 0
    var right = size - 1
    while right >= 1 {
      if right == 6 { right = 5 }
      let upward = ((right + 1) & 2) == 0
      for step in 0..<size {
        let row = upward ? size - 1 - step : step
        for column in [right, right - 1] where !reserved[row * size + column] {
          let byte = bitIndex / 8
          self[row, column] = byte < codewords.count && (codewords[byte] >> (7 - bitIndex % 8)) & 1 == 1
          bitIndex += 1
        }
      }
      right -= 2
    }
  }

  /// This grid with `mask` applied to the data modules and its format information written.
  func masked(_ mask: Int, level: QRErrorCorrection) -> QRGrid {
    var copy = self
    for row in 0..<size {
      for column in 0..<size where !reserved[row * size + column] && Self.maskHits(mask, row: row, column: column) {
        copy[row, column].toggle()
      }
    }
    let data = level.formatBits << 3 | mask
    copy.placeFormat((data << 10 | Self.bchRemainder(data, generator: 0x537, degree: 10)) ^ 0x5412)
    return copy
  }

  /// Whether `mask` flips the module at `row`, `column`.
  static func maskHits(_ mask: Int, row: Int, column: Int) -> Bool {
    switch mask {
    case 0: (row + column) % 2 == 0
    case 1: row % 2 == 0
    case 2: column % 3 == 0
    case 3: (row + column) % 3 == 0
    case 4: (row / 2 + column / 3) % 2 == 0
    case 5: (row * column) % 2 + (row * column) % 3 == 0
    case 6: ((row * column) % 2 + (row * column) % 3) % 2 == 0
    default: ((row + column) % 2 + (row * column) % 3) % 2 == 0
    }
  }
}
