/// An input that stands for several files: each section starts with a line `--- NAME` and runs to
/// the next such line (the newline before it belongs to the marker). Bytes before the first marker
/// are ignored. Seeds are written in this form by hand; the fuzzer mutates names and contents alike.
struct Sections {
  /// The sections in input order: their names and their bytes.
  let parts: [(name: String, bytes: ArraySlice<UInt8>)]

  private static let marker = Array("--- ".utf8)

  /// The sections of `input`.
  init(_ input: [UInt8]) {
    var parts: [(String, ArraySlice<UInt8>)] = []
    var current: (name: String, start: Int)?
    var lineStart = 0
    while lineStart < input.count {
      let lineEnd = input[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
      if input[lineStart..<lineEnd].starts(with: Self.marker) {
        if let current { parts.append((current.name, input[current.start..<max(current.start, lineStart - 1)])) }
        let name = String(decoding: input[(lineStart + Self.marker.count)..<lineEnd], as: UTF8.self)
        current = (name, min(lineEnd + 1, input.count))
      }
      lineStart = lineEnd + 1
    }
    if let current { parts.append((current.name, input[current.start...])) }
    self.parts = parts
  }
}
