#if canImport(Glibc)
  import Glibc
#endif

/// Writes `text` and a newline to standard error, after what standard output holds (a failure
/// there is kept for `main` to report).
func printError(_ text: String) {
  try? standardOutput.flush()
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
