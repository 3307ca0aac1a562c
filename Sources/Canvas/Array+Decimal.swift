extension [UInt8] {
  /// Appends `value` (0 or more) in decimal ASCII.
  mutating func appendDecimal(_ value: Int) {
    if value >= 1000 { appendDecimal(value / 1000) }
    if value >= 100 { append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
    if value >= 10 { append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
    append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

extension Int {
  /// How many decimal digits this (0 or more) is written in: the one count of them for every byte count of the
  /// encoders and their floors.
  var decimalDigits: Int {
    var (value, digits) = (self, 1)
    while value >= 10 {
      value /= 10
      digits += 1
    }
    return digits
  }
}
