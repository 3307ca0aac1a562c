extension [UInt8] {
  /// Appends `value` (0 or more) in decimal ASCII.
  mutating func appendDecimal(_ value: Int) {
    if value >= 1000 { appendDecimal(value / 1000) }
    if value >= 100 { append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
    if value >= 10 { append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
