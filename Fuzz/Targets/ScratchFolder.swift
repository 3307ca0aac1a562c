import Foundation

/// A fresh folder for one input's files, removed with everything in it when `use` returns. Each
/// call has its own, so tests may run side by side. The folders are made in `$FUZZ_SCRATCH` (where
/// `make fuzz` puts them, to remove what an input that crashed left behind), else in memory
/// (`/dev/shm`) where there is one.
enum ScratchFolder {
  /// Calls `use` with the path of a new empty folder.
  static func with<Result>(_ use: (String) -> Result) -> Result {
    let base =
      ProcessInfo.processInfo.environment["FUZZ_SCRATCH"]
      ?? (FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    var template = Array((base + "/tumble-fuzz-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a scratch folder in \(base)") }
    let path = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return use(path)
  }

  /// Writes `bytes` to the file `name` in `folder` (making the folders on its way), as they are.
  static func write(_ bytes: some Collection<UInt8>, to name: String, in folder: String) {
    let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    } catch {
      fatalError("cannot write the fuzz input to \(url.path): \(error)")
    }
  }
}
