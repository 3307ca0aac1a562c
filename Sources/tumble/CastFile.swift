import Canvas
import Motion
import Playground

/// An asciicast file being written as frames are drawn (`--cast FILE`), each event line whole and
/// at once; `close()` syncs it to the disk.
final class CastFile {
  private let file: LineWriter
  private var writer: AsciicastWriter?

  /// Creates (or empties) the file at `path`.
  init(path: String) throws(WriteError) {
    file = try LineWriter(creating: path, replacing: true)
  }

  /// Records `frame`, shown at `seconds` on a terminal of `colorDepth`; the first frame writes the header.
  func record(_ frame: FrameBuffer, at seconds: Double, colorDepth: ColorDepth) throws(WriteError) {
    var writer = writer ?? AsciicastWriter(width: frame.width, height: frame.height, colorDepth: colorDepth)
    var text = self.writer == nil ? writer.header : ""
    text += writer.record(frame, at: seconds)
    self.writer = writer
    try file.write(text)
  }

  /// Writes a whole recording made elsewhere (a headless run).
  func write(_ text: String) throws(WriteError) {
    try file.write(text)
  }

  /// Syncs the file to the disk and closes it; throws the first failure of any write.
  func close() throws(WriteError) {
    try file.close()
  }
}
