import Foundation

/// The `tumble` binary of this checkout's debug build (`swift build`, `make test`).
public let tumbleBinary = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent(".build/debug/tumble").path

/// Runs the built binary with `arguments` (and `environment` over this process's), standard input empty.
///
/// Returns its exit status, standard output and standard error.
public func runTumble(
  _ arguments: [String], environment: [String: String] = [:]
) throws -> (status: Int32, output: String, error: String) {
  let finished = try runProgram([tumbleBinary] + arguments, environment: environment)
  return (finished.status, finished.output, finished.error)
}
