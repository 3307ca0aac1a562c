import Physics

#if canImport(Glibc)
  import Glibc
#endif

/// `--threads N`: how many threads the physics step uses, for the subcommands that step worlds
/// at full speed (`play` and `bench`).
enum ThreadOptions {
  /// `--threads N`.
  static let threads = Option.int(
    "--threads", "N", "threads for the physics step (results are the same for any count)",
    in: 1...World.maximumThreadCount, default: nil, defaultText: "the number of cores")

  /// Sets the physics step's thread count from `--threads`, or to the number of cores.
  static func apply(_ arguments: ParsedArguments) {
    World.defaultThreadCount = arguments.given(threads) ?? onlineCores
  }

  /// The cores online (`sysconf`, 1 where it does not say). Not Foundation's
  /// `ProcessInfo.activeProcessorCount`: asking it pages in 2.4 MB of Foundation's code and data,
  /// which was a tenth of the 1 000-ball pit's peak memory when no `--threads` was given.
  static var onlineCores: Int { max(sysconf(Int32(_SC_NPROCESSORS_ONLN)), 1) }
}
