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
  let process = Process()
  process.executableURL = URL(fileURLWithPath: tumbleBinary)
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let output = Pipe()
  let error = Pipe()
  process.standardOutput = output
  process.standardError = error
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
  )
}
