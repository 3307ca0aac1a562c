#if canImport(Glibc)
  import Glibc
#endif

/// The process's peak resident memory, as every bench line reports it (`rss_kb`).
public enum PeakMemory {
  /// The most memory the process has had resident so far, in KiB (`getrusage`'s `ru_maxrss`, which Linux
  /// counts in KiB; the `VmHWM` of `/proc/self/status`), 0 where the system does not say.
  public static var kilobytes: Int {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss)
  }

  /// `line`, a JSON object on one line, with `"rss_kb":N` added as its last key (read now, after the scene
  /// and its report are done, so the peak includes them).
  public static func appended(to line: String) -> String {
    guard line.utf8.last == UInt8(ascii: "}") else { return line }
    var result = ResultLine(continuing: line)
    result.add("rss_kb", kilobytes)
    return result.text
  }
}
