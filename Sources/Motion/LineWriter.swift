#if canImport(Glibc)
  import Glibc
#endif

/// Text written a whole line at a time with every write checked: a file this process creates (a
/// recording, a cast) or an output it was given (standard output).
///
/// Text is held until its line end and then sent; once more than `bufferSize` bytes are held,
/// every whole line among them goes out in one `write` (a `bufferSize` of 0 sends each line at
/// once, so a killed process leaves all it had written). When a write to a created file fails part
/// way, the file is cut back to its last whole line, so a full disk leaves whole lines and never
/// half of one. The first failure is thrown as a `WriteError` naming the file and the system's
/// reason, and again by every later call.
/// A class because it owns the open file: `close()` syncs a created file to the disk and closes it.
public final class LineWriter {
  /// The file as the user named it, or `standard output`, for messages.
  public let name: String
  private var descriptor: Int32
  private let createdFile: Bool
  private let bufferSize: Int
  private var held: [UInt8] = []
  /// The bytes of whole lines in a created file: what a failed write cuts it back to.
  private var wholeLength: off_t = 0
  private var failure: WriteError?

  /// Creates the file at `path`, emptying one that exists when `replacing` is set and failing
  /// with `EEXIST` when it is not, in the same system call (`O_EXCL`), so a file that appears at
  /// `path` after a check is never replaced. A device or a pipe there (`/dev/null`, `/dev/full`)
  /// is opened for writing either way. Each line goes out at once unless `bufferSize` says otherwise.
  public init(creating path: String, replacing: Bool, bufferSize: Int = 0) throws(WriteError) {
    var descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (replacing ? O_TRUNC : O_EXCL), 0o644)
    if descriptor < 0, errno == EEXIST { descriptor = try Self.openDevice(path) }
    guard descriptor >= 0 else { throw WriteError(file: path, code: errno, creating: true) }
    self.name = path
    self.descriptor = descriptor
    self.createdFile = true
    self.bufferSize = bufferSize
  }

  /// Writes to `descriptor`, open already (standard output is 1), calling it `name`; `close()`
  /// sends what is held and leaves it open.
  public init(descriptor: Int32, name: String, bufferSize: Int = 1 << 16) {
    self.name = name
    self.descriptor = descriptor
    self.createdFile = false
    self.bufferSize = bufferSize
  }

  /// Opens the existing file at `path` for writing if it is a device or a pipe, which hold nothing
  /// to lose; throws `EEXIST` for a plain file (or a folder).
  private static func openDevice(_ path: String) throws(WriteError) -> Int32 {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    var status = stat()
    guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG else {
      if descriptor >= 0 { Glibc.close(descriptor) }
      throw WriteError(file: path, code: EEXIST, creating: true)
    }
    return descriptor
  }

  deinit {
    if createdFile, descriptor >= 0 { Glibc.close(descriptor) }
  }

  /// Adds `text`; the whole lines held go out when more than `bufferSize` bytes are held.
  public func write(_ text: String) throws(WriteError) {
    if let failure { throw failure }
    held += text.utf8
    guard held.count > bufferSize, let lastLineEnd = held.lastIndex(of: UInt8(ascii: "\n")) else { return }
    try send(lastLineEnd + 1)
  }

  /// Adds `text` and a line end.
  public func write(line text: String) throws(WriteError) {
    try write(text + "\n")
  }

  /// Sends every byte held, even a last line without its end.
  public func flush() throws(WriteError) {
    if let failure { throw failure }
    if !held.isEmpty { try send(held.count) }
  }

  /// Sends what is held, then syncs a created file to the disk and closes it (whole lines are
  /// kept even after a failure). Throws the first failure, the one of an earlier write included.
  public func close() throws(WriteError) {
    if failure == nil, !held.isEmpty { try? send(held.count) }
    if createdFile, descriptor >= 0 {
      // A pipe or a terminal cannot be synced (EINVAL): there is nothing to make durable.
      if fsync(descriptor) != 0, errno != EINVAL { fail(errno) }
      if Glibc.close(descriptor) != 0, errno != EINTR { fail(errno) }
      descriptor = -1
    }
    if let failure { throw failure }
  }

  /// Sends the first `count` bytes held, which end a line unless they are the last.
  private func send(_ count: Int) throws(WriteError) {
    var sent = 0
    while sent < count {
      let result = held.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + sent, count - sent) }
      if result > 0 {
        sent += result
      } else if result < 0, errno == EINTR {
        continue
      } else if result < 0, errno == EAGAIN {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else {
        let code = result < 0 ? errno : EIO
        cutBackToWholeLines(afterSending: sent)
        throw fail(code)
      }
    }
    held.removeFirst(count)
    wholeLength += off_t(count)
  }

  /// Cuts a created file back to its last whole line, when `sent` bytes of a write got through.
  private func cutBackToWholeLines(afterSending sent: Int) {
    guard createdFile else { return }
    let kept = held[..<sent].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    _ = ftruncate(descriptor, wholeLength + off_t(kept))
  }

  /// Remembers the first failure and returns it.
  @discardableResult
  private func fail(_ code: Int32) -> WriteError {
    let error = failure ?? WriteError(file: name, code: code)
    failure = error
    return error
  }
}
