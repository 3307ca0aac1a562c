#if canImport(Glibc)
  import Glibc
#endif

/// Whether a run may write a file: asked before the terminal is taken or anything is written,
/// by every subcommand that writes one (`--cast FILE`, `record FILE`).
enum OutputPath {
  /// The option that lets an existing file be replaced.
  static let force = Option.flag("--force", "replace an existing output file (never an input of the same run)")

  /// Throws unless `path` may be written: an existing file only with `force`, never a folder, never
  /// a file this run reads from `inputs` (compared by device and inode, so another spelling of the
  /// path, a symbolic or a hard link is caught; an input folder's files count too). Devices and
  /// pipes (`/dev/null`, `/dev/stdout`) hold nothing to lose and may always be written.
  static func checkWritable(_ path: String, force: Bool, inputs: [String]) throws(OutputPathError) {
    guard let target = FileIdentity(path) else {
      try checkCreatable(path, force: force)
      return
    }
    if target.isFolder {
      throw OutputPathError(path: path, problem: "it is a folder", expected: "a file name")
    }
    guard target.isRegularFile else { return }
    if let input = inputs.first(where: { FileIdentity.all(in: $0).contains(target) }) {
      throw OutputPathError(
        path: path, problem: "it is the file this run reads ('\(input)')",
        expected: "another file name (--force never writes over an input)")
    }
    if !force {
      throw OutputPathError(
        path: path, problem: "the file exists already", expected: "a new file name, or --force to overwrite it")
    }
  }

  /// Throws unless a file can be made at `path`, which is not there: its folder must exist, and a
  /// symbolic link pointing nowhere is replaced only with `force`.
  private static func checkCreatable(_ path: String, force: Bool) throws(OutputPathError) {
    var link = stat()
    if lstat(path, &link) == 0, !force {
      throw OutputPathError(
        path: path, problem: "a symbolic link exists there", expected: "a new file name, or --force to replace it")
    }
    let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) : "."
    guard let parent = FileIdentity(folder.isEmpty ? "/" : folder), parent.isFolder else {
      throw OutputPathError(path: path, problem: "its folder does not exist", expected: "a path in an existing folder")
    }
  }
}

/// A file as the system knows it: device and inode, and its kind.
struct FileIdentity: Equatable {
  /// The device holding it.
  var device: UInt
  /// Its inode on that device.
  var inode: UInt
  /// Its kind (`S_IFMT` bits of `st_mode`).
  var kind: UInt32

  /// The file at `path` (links followed), nil if there is none.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt(status.st_dev)
    inode = UInt(status.st_ino)
    kind = status.st_mode & S_IFMT
  }

  /// Whether it is a folder.
  var isFolder: Bool { kind == S_IFDIR }
  /// Whether it is a plain file (not a device, pipe or socket).
  var isRegularFile: Bool { kind == S_IFREG }

  static func == (a: Self, b: Self) -> Bool { a.device == b.device && a.inode == b.inode }

  /// The file at `path` and, for a folder, every file directly in it (what a recording folder holds).
  static func all(in path: String) -> [FileIdentity] {
    guard let identity = FileIdentity(path) else { return [] }
    guard identity.isFolder, let folder = opendir(path) else { return [identity] }
    defer { closedir(folder) }
    var found = [identity]
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let file = FileIdentity(path + "/" + name), !file.isFolder { found.append(file) }
    }
    return found
  }
}

/// An output file the run must not write.
struct OutputPathError: ReportableError, Equatable {
  /// The file as the user named it.
  var path: String
  /// What is wrong with writing it.
  var problem: String
  /// What would do.
  var expected: String

  var message: String { "\(path): \(problem); expected \(expected)" }
  var exitStatus: Int32 { ExitStatus.cannotCreate }
}
