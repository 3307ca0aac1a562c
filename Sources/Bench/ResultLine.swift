/// A bench's JSON result line, written byte by byte: `{"key":value,...}`.
///
/// Bytes rather than `String` interpolation and `+`: writing a number into a `String` pages in the
/// standard library's integer printing, and growing one its string growth code, which the bench
/// touches for nothing else (0.2 MB of the 1 000-ball pit's peak memory).
public struct ResultLine {
  /// The line so far, without its closing brace.
  private var bytes: [UInt8]

  /// An empty object.
  public init() {
    bytes = [UInt8(ascii: "{")]
    bytes.reserveCapacity(160)
  }

  /// `line`, a JSON object on one line, to be continued: its closing brace is left off.
  public init(continuing line: String) {
    bytes = Array(line.utf8)
    if bytes.last == UInt8(ascii: "}") { bytes.removeLast() }
  }

  /// The line, closed.
  public var text: String {
    String(decoding: bytes + [UInt8(ascii: "}")], as: UTF8.self)
  }

  /// Adds `"key":"value"`.
  public mutating func add(_ key: StaticString, text value: StaticString) {
    start(key)
    bytes.append(UInt8(ascii: "\""))
    append(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// Adds `"key":value`, a whole number.
  public mutating func add(_ key: StaticString, _ value: Int) {
    start(key)
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: value.magnitude)
  }

  /// Adds `"key":value` with `places` decimals (1 to 9), as `%.<places>f` writes a finite `value`
  /// under 10¹⁴, but with no minus sign on a value that rounds to zero (and a tie rounded away
  /// from zero).
  public mutating func add(_ key: StaticString, _ value: Double, places: Int) {
    start(key)
    var unit: UInt = 1
    for _ in 0..<places { unit *= 10 }
    let scaled = UInt((abs(value) * Double(unit)).rounded())
    if value < 0 && scaled > 0 { bytes.append(UInt8(ascii: "-")) }
    appendDigits(of: scaled / unit)
    bytes.append(UInt8(ascii: "."))
    var fraction = scaled % unit
    let end = bytes.count + places
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: places))
    for index in stride(from: end - 1, through: end - places, by: -1) {
      bytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
  }

  /// Writes the comma before every key but the first, and `"key":`.
  private mutating func start(_ key: StaticString) {
    if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
    bytes.append(UInt8(ascii: "\""))
    append(key)
    bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
  }

  /// Appends `text`'s bytes.
  private mutating func append(_ text: StaticString) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the decimal digits of `value`.
  private mutating func appendDigits(of value: UInt) {
    let start = bytes.count
    var rest = value
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }
}
