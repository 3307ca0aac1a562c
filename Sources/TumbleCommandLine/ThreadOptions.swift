import Foundation
import Physics

/// `--threads N`: how many threads the physics step uses, for the subcommands that step worlds
/// at full speed (`play` and `bench`).
enum ThreadOptions {
  /// `--threads N`.
  static let threads = Option.int(
    "--threads", "N", "threads for the physics step (results are the same for any count)",
    in: 1...World.maximumThreadCount, default: nil, defaultText: "the number of cores")

  /// Sets the physics step's thread count from `--threads`, or to the number of cores.
  static func apply(_ arguments: ParsedArguments) {
    World.defaultThreadCount = arguments.given(threads) ?? ProcessInfo.processInfo.activeProcessorCount
  }
}
