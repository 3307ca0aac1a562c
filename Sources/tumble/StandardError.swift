#if canImport(Glibc)
  import Glibc
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  var stream = StandardError()
  print(text, to: &stream)
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var bytes = Array(string.utf8)
    _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
  }
}
