import Canvas
import Foundation
import Playground

/// An asciicast file being written as frames are drawn (`--cast FILE`).
final class CastFile {
  private let handle: FileHandle
  private var writer: AsciicastWriter?

  /// Creates (or empties) the file at `path`.
  init(path: String) throws(CastError) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw CastError(path: path) }
    self.handle = handle
  }

  /// Records `frame`, shown at `seconds` on a terminal of `colorDepth`; the first frame writes the header.
  func record(_ frame: FrameBuffer, at seconds: Double, colorDepth: ColorDepth) {
    var writer = writer ?? AsciicastWriter(width: frame.width, height: frame.height, colorDepth: colorDepth)
    var text = self.writer == nil ? writer.header : ""
    text += writer.record(frame, at: seconds)
    self.writer = writer
    if !text.isEmpty { handle.write(Data(text.utf8)) }
  }

  /// Writes a whole recording made elsewhere (a headless run).
  func write(_ text: String) {
    handle.write(Data(text.utf8))
  }

  deinit { try? handle.close() }
}

/// The cast file cannot be created.
struct CastError: ReportableError {
  /// The file.
  var path: String

  var message: String { "cannot create the cast file '\(path)'" }
  var exitStatus: Int32 { ExitStatus.cannotCreate }
}
