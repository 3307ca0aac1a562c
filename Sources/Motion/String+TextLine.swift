// MARK: - Text lines from bytes

extension String {
  /// The line's text, or nil if the bytes are not text: NUL or other control bytes (tab excepted),
  /// or invalid UTF-8. A UTF-8 byte order mark at the start is dropped.
  init?(textLine bytes: [UInt8]) {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    guard !body.contains(where: { $0 < 0x20 && $0 != UInt8(ascii: "\t") || $0 == 0x7F }),
      let text = String(validating: body, as: UTF8.self)
    else { return nil }
    self = text
  }
}
