import Foundation

/// Where Tumble's assets (sticker sets, tilt samples) are.
///
/// Looked for in order: `$TUMBLE_ASSETS`; `share/tumble` beside the
/// installed binary's `bin`; an `Assets` folder in the binary's folder or up
/// to four folders above it (a build in the source tree).
public struct AssetFolder: Sendable {
  /// The folder's path.
  public let path: String

  /// The folder at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The path of `name` in the folder.
  public func path(of name: String) -> String {
    (path as NSString).appendingPathComponent(name)
  }

  /// Finds the assets for the running binary.
  public static func locate() throws(PlaygroundError) -> AssetFolder {
    let candidates = searchPaths()
    let files = FileManager.default
    guard
      let found = candidates.first(where: {
        files.fileExists(atPath: ($0 as NSString).appendingPathComponent("stickers.txt"))
      })
    else {
      throw .missingFile("stickers.txt (looked in \(candidates.joined(separator: ", ")); set TUMBLE_ASSETS)")
    }
    return AssetFolder(path: found)
  }

  private static func searchPaths() -> [String] {
    if let forced = ProcessInfo.processInfo.environment["TUMBLE_ASSETS"] { return [forced] }
    let executable = (Bundle.main.executablePath.map { ($0 as NSString).resolvingSymlinksInPath } ?? "")
    var folder = (executable as NSString).deletingLastPathComponent
    var paths = [((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/tumble")]
    for _ in 0..<5 {
      paths.append((folder as NSString).appendingPathComponent("Assets"))
      folder = (folder as NSString).deletingLastPathComponent
    }
    return paths
  }
}
